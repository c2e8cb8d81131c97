/** A pending community on /admin/review: how many centers it holds, who submitted it. */
import { formatDateTime } from "~/lib/format";
import type { PendingCommunity, ReviewAnswer } from "~/lib/review-queue";
import { ReviewItemCard } from "./review-item-card";

/** The community's card with its decision forms. */
export function PendingCommunityCard({
  community,
  answer,
}: {
  community: PendingCommunity;
  answer: ReviewAnswer | undefined;
}) {
  return (
    <ReviewItemCard
      kind="community"
      id={community.id}
      name={community.name}
      answer={answer}
      previousReason={community.previousReason}
    >
      <p className="mt-1 text-sm text-ink-300">
        {community.centerCount} center{community.centerCount === 1 ? "" : "s"} · submitted{" "}
        {formatDateTime(community.createdAt)} by {community.owner.displayName ?? "unknown"}
      </p>
      {community.description && <p className="mt-3">{community.description}</p>}
    </ReviewItemCard>
  );
}
