/**
 * The Verify and Reject (with a reason) forms under each pending item of /admin/review. A
 * failed rejection shows its message beside the reason field and keeps what was typed.
 */
import { Form, useNavigation } from "react-router";
import type { ReviewKind } from "~/lib/review-queue";

/** A failed decision on this item: the message and the reason as submitted. */
export interface FailedDecision {
  message: string;
  reason?: string;
}

/** Verify and Reject buttons for one item; disabled while this item's form is submitting. */
export function ReviewDecision({
  kind,
  id,
  name,
  failed,
}: {
  kind: ReviewKind;
  id: string;
  name: string;
  failed: FailedDecision | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === id;
  const reasonId = `reason-${id}`;
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-ink-700 pt-4 sm:flex-row sm:items-end">
      <Form method="post">
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="intent" value="verify" className="btn-primary" disabled={busy}>
          Verify<span className="sr-only"> {name}</span>
        </button>
      </Form>
      <Form method="post" className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={reasonId} className="text-sm font-medium text-white">
            Reason for rejecting {name}
          </label>
          <input
            id={reasonId}
            name="reason"
            maxLength={1000}
            defaultValue={failed?.reason ?? ""}
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? `${reasonId}-error` : undefined}
            className="rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-white"
          />
          {failed && (
            <p id={`${reasonId}-error`} className="text-sm text-hot-400">
              {failed.message}
            </p>
          )}
        </div>
        <button
          type="submit"
          name="intent"
          value="reject"
          className="btn-secondary"
          disabled={busy}
        >
          Reject<span className="sr-only"> {name}</span>
        </button>
      </Form>
    </div>
  );
}
