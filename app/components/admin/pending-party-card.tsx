/** A pending LAN party on /admin/review: dates, community and who submitted it. */
import { formatZonedTime } from "~/i18n/format";
import type { PendingParty, ReviewAnswer } from "~/lib/review-queue";
import { ReviewItemCard } from "./review-item-card";
import { fillReviewText, type AdminReviewText } from "./review-text";

/** The party's card with its decision forms. */
export function PendingPartyCard({
  party,
  answer,
  text,
}: {
  party: PendingParty;
  answer: ReviewAnswer | undefined;
  /** The page's words (`adminReviewText`). */
  text: AdminReviewText;
}) {
  const when = (value: Date) => formatZonedTime(text.locale, value, "UTC");
  const venue = party.foreignVenue;
  return (
    <ReviewItemCard
      kind="party"
      id={party.id}
      name={party.organizationName}
      answer={answer}
      previousReason={party.previousReason}
      text={text}
    >
      <p className="mt-1 text-sm text-ink-300">
        {when(party.startDate)} – {when(party.endDate)}
        {party.communityName ? ` · ${party.communityName}` : ""} ·{" "}
        {fillReviewText(text.party.by, { owner: party.owner.displayName ?? text.unknown })}
      </p>
      {venue && (
        <p className="mt-2 text-sm text-yellow-100">
          {fillReviewText(text.party.venue, {
            center: venue.centerName,
            consent: text.party.consent[venue.consent],
          })}
        </p>
      )}
      <p className="mt-3">{party.description}</p>
    </ReviewItemCard>
  );
}
