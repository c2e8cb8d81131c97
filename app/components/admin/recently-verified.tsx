/** "Recently verified" on /admin/review: per kind, links to the public pages and Unverify. */
import { Form, Link } from "react-router";
import { localizeHref, type Locale } from "~/i18n/locales";
import { REVIEW_KINDS, type ReviewKind, type VerifiedItem } from "~/lib/review-queue";
import type { AdminReviewText } from "./review-text";

/** The item's name, linked to its public page (communities have none). */
function ItemName({
  kind,
  item,
  locale,
}: {
  kind: ReviewKind;
  item: VerifiedItem;
  locale: Locale;
}) {
  const to = (path: string) => localizeHref(locale, path);
  if (kind === "center") return <Link to={to(`/lan-centers/${item.id}`)}>{item.name}</Link>;
  if (kind === "party") return <Link to={to(`/events/${item.id}`)}>{item.name}</Link>;
  return <span>{item.name}</span>;
}

/** Three columns of recently verified items, each with an Unverify button. */
export function RecentlyVerified({
  verified,
  text,
}: {
  verified: Record<ReviewKind, VerifiedItem[]>;
  /** The page's words (`adminReviewText`). */
  text: AdminReviewText;
}) {
  const words = text.recent;
  return (
    <section className="mt-12" aria-labelledby="recently-verified">
      <h2 id="recently-verified" className="heading-2">
        {words.heading}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        {REVIEW_KINDS.map((kind) => (
          <div key={kind}>
            <h3 className="font-semibold text-white">{words.headings[kind]}</h3>
            {verified[kind].length === 0 ? (
              <p className="mt-2 text-sm text-ink-300">{words.none}</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {verified[kind].map((item) => (
                  <li key={item.id} className="flex items-center justify-between gap-2 text-sm">
                    <ItemName kind={kind} item={item} locale={text.locale} />
                    <Form method="post">
                      <input type="hidden" name="kind" value={kind} />
                      <input type="hidden" name="id" value={item.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="unverify"
                        className="btn-secondary px-3 py-1 text-xs"
                      >
                        {words.unverify}
                        <span className="sr-only"> {item.name}</span>
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
