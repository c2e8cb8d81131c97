/**
 * The Rejected view of /admin/review (issue 13 item 4): every rejected center, community and
 * party that its owner has not edited since, with the reason, and Verify to reconsider it.
 */
import { Form } from "react-router";
import { formatNumber, formatZonedTime } from "~/i18n/format";
import type { RejectedItem } from "~/lib/review-queue";
import { fillReviewText, type AdminReviewText } from "./review-text";

/** The rejected items, newest rejection first per kind, each with a Verify button. */
export function RejectedItems({
  items,
  text,
}: {
  items: RejectedItem[];
  /** The page's words (`adminReviewText`). */
  text: AdminReviewText;
}) {
  const words = text.rejected;
  return (
    <section className="mt-10" aria-labelledby="rejected-items">
      <h2 id="rejected-items" className="heading-2">
        {fillReviewText(text.rejectedTab, { count: formatNumber(text.locale, items.length) })}
      </h2>
      <p className="mt-2 text-ink-300">{words.intro}</p>
      {items.length === 0 ? (
        <p className="mt-3 text-ink-300">{words.none}</p>
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
                {fillReviewText(words.line, {
                  kind: text.kinds[item.kind],
                  when: item.rejectedAt ? formatZonedTime(text.locale, item.rejectedAt, "UTC") : "",
                  owner: item.owner.displayName ?? text.unknown,
                })}
              </p>
              <p className="mt-2">
                {fillReviewText(words.reason, { reason: item.reason ?? words.notGiven })}
              </p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="kind" value={item.kind} />
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="from" value="rejected" />
                <button type="submit" name="intent" value="verify" className="btn-primary">
                  {text.decision.verify}
                  <span className="sr-only"> {item.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
