/**
 * The Verify and Reject (with a reason) forms under each pending item of /admin/review. A
 * failed rejection shows its message beside the reason field and keeps what was typed.
 */
import { Form, useNavigation } from "react-router";
import type { ReviewKind } from "~/lib/review-queue";
import { CharacterCounter, counterId } from "~/components/ui/character-counter";
import { fillReviewText, type AdminReviewText } from "./review-text";

/** The reason's limit (`reviewDecisionSchema`, app/lib/review-decision.ts; not imported: zod). */
const REASON_MAX = 1000;

/** A failed decision on this item: the message and the reason as submitted. */
export interface FailedDecision {
  message: string;
  reason?: string;
}

/** The two decisions a card offers: an item's Verify / Reject, or a change's Approve / Reject. */
const DECISIONS = {
  item: { approve: "verify", reject: "reject" },
  change: { approve: "approve-change", reject: "reject-change" },
} as const;

/**
 * Verify and Reject buttons for one item (or, with `changeId`, Approve and Reject for its
 * pending change); disabled while this card's form is submitting.
 */
export function ReviewDecision({
  kind,
  id,
  name,
  failed,
  changeId,
  text,
}: {
  kind: ReviewKind;
  id: string;
  name: string;
  failed: FailedDecision | null;
  /** Set for a pending change's card: the forms post `changeId` instead of kind and id. */
  changeId?: string;
  /** The page's words (`adminReviewText`). */
  text: AdminReviewText["decision"];
}) {
  const navigation = useNavigation();
  const key = changeId ?? id;
  const posted = navigation.formData?.get(changeId ? "changeId" : "id");
  const busy = navigation.state !== "idle" && posted === key;
  const reasonId = `reason-${key}`;
  const words = DECISIONS[changeId ? "change" : "item"];
  const reasonLabel = fillReviewText(changeId ? text.reasonChangeLabel : text.reasonLabel, {
    name,
  });
  const hidden = changeId ? ` ${fillReviewText(text.changesTo, { name })}` : ` ${name}`;
  const target = changeId ? (
    <input type="hidden" name="changeId" value={changeId} />
  ) : (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
    </>
  );
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-ink-700 pt-4 sm:flex-row sm:items-end">
      <Form method="post">
        {target}
        <button
          type="submit"
          name="intent"
          value={words.approve}
          className="btn-primary"
          disabled={busy}
        >
          {changeId ? text.approve : text.verify}
          <span className="sr-only">{hidden}</span>
        </button>
      </Form>
      <Form method="post" className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
        {target}
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={reasonId} className="text-sm font-medium text-white">
            {reasonLabel}
          </label>
          <input
            id={reasonId}
            name="reason"
            defaultValue={failed?.reason ?? ""}
            aria-invalid={failed ? true : undefined}
            aria-describedby={
              failed ? `${reasonId}-error ${counterId(reasonId)}` : counterId(reasonId)
            }
            className="rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-white"
          />
          {failed && (
            <p id={`${reasonId}-error`} className="text-sm text-hot-400">
              {failed.message}
            </p>
          )}
          <CharacterCounter inputId={reasonId} max={REASON_MAX} />
        </div>
        <button
          type="submit"
          name="intent"
          value={words.reject}
          className="btn-secondary"
          disabled={busy}
        >
          {text.reject}
          <span className="sr-only">{hidden}</span>
        </button>
      </Form>
    </div>
  );
}
