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
      <p className="mt-3">{party.description}</p>
    </ReviewItemCard>
  );
}
