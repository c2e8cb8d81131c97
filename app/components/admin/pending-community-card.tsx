/** A pending community on /admin/review: how many centers it holds, who submitted it. */
import { formatNumber, formatZonedTime, intlLocale } from "~/i18n/format";
import type { PendingCommunity, ReviewAnswer } from "~/lib/review-queue";
import { ReviewItemCard } from "./review-item-card";
import { fillReviewText, type AdminReviewText } from "./review-text";

/** The community's card with its decision forms. */
export function PendingCommunityCard({
  community,
  answer,
  text,
}: {
  community: PendingCommunity;
  answer: ReviewAnswer | undefined;
  /** The page's words (`adminReviewText`). */
  text: AdminReviewText;
}) {
  const count = community.centerCount;
  const plural = new Intl.PluralRules(intlLocale(text.locale)).select(count);
  const line = fillReviewText(
    plural === "one" ? text.communityLine.one : text.communityLine.other,
    {
      shown: formatNumber(text.locale, count),
      when: formatZonedTime(text.locale, community.createdAt, "UTC"),
      owner: community.owner.displayName ?? text.unknown,
    },
  );
  return (
    <ReviewItemCard
      kind="community"
      id={community.id}
      name={community.name}
      answer={answer}
      previousReason={community.previousReason}
      text={text}
    >
      <p className="mt-1 text-sm text-ink-300">{line}</p>
      {community.description && <p className="mt-3">{community.description}</p>}
    </ReviewItemCard>
  );
}
