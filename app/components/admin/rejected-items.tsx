/**
 * The Rejected view of /admin/review (issue 13 item 4): every rejected center, community and
 * party that its owner has not edited since, with the reason, and Verify to reconsider it.
 */
import { Form } from "react-router";
import { formatDateTime } from "~/lib/format";
import type { RejectedItem, ReviewKind } from "~/lib/review-queue";

const KIND_LABELS: Record<ReviewKind, string> = {
  center: "LAN center",
  community: "Community",
  party: "LAN party",
};

/** The rejected items, newest rejection first per kind, each with a Verify button. */
export function RejectedItems({ items }: { items: RejectedItem[] }) {
  return (
    <section className="mt-10" aria-labelledby="rejected-items">
      <h2 id="rejected-items" className="heading-2">
        Rejected ({items.length})
      </h2>
      <p className="mt-2 text-ink-300">
        An owner who edits a rejected item sends it back to the queue, marked Resubmitted. You can
        also reconsider one here and verify it.
      </p>
      {items.length === 0 ? (
        <p className="mt-3 text-ink-300">Nothing is rejected.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {items.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              className="card"
              data-testid={`rejected-${item.kind}`}
            >
              <h3 className="text-xl font-bold text-white">{item.name}</h3>
              <p className="mt-1 text-sm text-ink-300">
                {KIND_LABELS[item.kind]} · rejected{" "}
                {item.rejectedAt ? formatDateTime(item.rejectedAt) : ""} · by owner{" "}
                {item.owner.displayName ?? "unknown"}
              </p>
              <p className="mt-2">Reason: {item.reason ?? "not given"}</p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="kind" value={item.kind} />
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="from" value="rejected" />
                <button type="submit" name="intent" value="verify" className="btn-primary">
                  Verify<span className="sr-only"> {item.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
