/**
 * The card every pending item of /admin/review shares: its name, its details (and, for a
 * center, a map beside them), and the Verify / Reject forms.
 */
import type { ReviewAnswer, ReviewKind } from "~/lib/review-queue";
import { Badge } from "./badge";
import { ReviewDecision } from "./review-decision";
import { fillReviewText, type AdminReviewText } from "./review-text";

/** One pending item's card; `answer` is the last decision's answer (its error shows here). */
export function ReviewItemCard({
  kind,
  id,
  name,
  answer,
  aside,
  children,
  previousReason = null,
  text,
}: {
  kind: ReviewKind;
  id: string;
  name: string;
  answer: ReviewAnswer | undefined;
  /** Set when the owner edited it after a rejection: marked 'Resubmitted' with that reason. */
  previousReason?: string | null;
  /** Shown beside the details on wide screens (the center's map preview). */
  aside?: React.ReactNode;
  /** The item's details under its name. */
  children: React.ReactNode;
  /** The page's words (`adminReviewText`). */
  text: AdminReviewText;
}) {
  const failed =
    answer?.formError && answer.values.id === id
      ? { message: answer.formError, reason: answer.values.reason }
      : null;
  const title = (
    <>
      <h3 className="text-xl font-bold text-white">{name}</h3>
      {previousReason !== null && (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm" data-testid="resubmitted">
          <Badge tone="warn">{text.card.resubmitted}</Badge>
          <span className="text-ink-200">
            {fillReviewText(text.card.previousReason, { reason: previousReason })}
          </span>
        </p>
      )}
    </>
  );
  return (
    <li className="card" data-testid={`pending-${kind}`}>
      {aside ? (
        <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
          <div>
            {title}
            {children}
          </div>
          {aside}
        </div>
      ) : (
        <>
          {title}
          {children}
        </>
      )}
      <ReviewDecision kind={kind} id={id} name={name} failed={failed} text={text.decision} />
    </li>
  );
}
