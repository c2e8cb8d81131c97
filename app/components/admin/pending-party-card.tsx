/** A pending LAN party on /admin/review: dates, community and who submitted it. */
import { formatDateTime } from "~/lib/format";
import type { PendingParty, ReviewAnswer } from "~/lib/review-queue";
import { ReviewItemCard } from "./review-item-card";

/** The party's card with its decision forms. */
export function PendingPartyCard({
  party,
  answer,
}: {
  party: PendingParty;
  answer: ReviewAnswer | undefined;
}) {
  return (
    <ReviewItemCard
      kind="party"
      id={party.id}
      name={party.organizationName}
      answer={answer}
      previousReason={party.previousReason}
    >
      <p className="mt-1 text-sm text-ink-300">
        {formatDateTime(party.startDate)} – {formatDateTime(party.endDate)}
        {party.communityName ? ` · ${party.communityName}` : ""} · by{" "}
        {party.owner.displayName ?? "unknown"}
      </p>
      {party.foreignVenue && (
        <p className="mt-2 text-sm text-yellow-100">
          Venue belongs to another owner: {party.foreignVenue.centerName} —{" "}
          {party.foreignVenue.consent === "accepted"
            ? "that owner accepted it"
            : party.foreignVenue.consent === "declined"
              ? "that owner declined it; it is not shown on the center's page"
              : "waiting for that owner's consent"}
        </p>
      )}
      <p className="mt-3">{party.description}</p>
    </ReviewItemCard>
  );
}
