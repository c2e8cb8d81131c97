/** "Recently verified" on /admin/review: per kind, links to the public pages and Unverify. */
import { Form, Link } from "react-router";
import { REVIEW_KINDS, type ReviewKind, type VerifiedItem } from "~/lib/review-queue";

const HEADINGS: Record<ReviewKind, string> = {
  center: "LAN centers",
  community: "Communities",
  party: "LAN parties",
};

/** The item's name, linked to its public page (communities have none). */
function ItemName({ kind, item }: { kind: ReviewKind; item: VerifiedItem }) {
  if (kind === "center") return <Link to={`/lan-centers/${item.id}`}>{item.name}</Link>;
  if (kind === "party") return <Link to={`/events/${item.id}`}>{item.name}</Link>;
  return <span>{item.name}</span>;
}

/** Three columns of recently verified items, each with an Unverify button. */
export function RecentlyVerified({ verified }: { verified: Record<ReviewKind, VerifiedItem[]> }) {
  return (
    <section className="mt-12" aria-labelledby="recently-verified">
      <h2 id="recently-verified" className="heading-2">
        Recently verified
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        {REVIEW_KINDS.map((kind) => (
          <div key={kind}>
            <h3 className="font-semibold text-white">{HEADINGS[kind]}</h3>
            {verified[kind].length === 0 ? (
              <p className="mt-2 text-sm text-ink-300">None yet.</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {verified[kind].map((item) => (
                  <li key={item.id} className="flex items-center justify-between gap-2 text-sm">
                    <ItemName kind={kind} item={item} />
                    <Form method="post">
                      <input type="hidden" name="kind" value={kind} />
                      <input type="hidden" name="id" value={item.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="unverify"
                        className="btn-secondary px-3 py-1 text-xs"
                      >
                        Unverify<span className="sr-only"> {item.name}</span>
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
