/**
 * /admin/insights (issue 26 item 6, ADR 088): the network for the last 7, 30 or 90 days: every
 * counted metric summed over all centers and events, the listings holding a paid plan now by
 * plan, and the centers with the most and the fewest views, all as tables. A GET form chooses
 * the period (works without JavaScript). Admins only (403 otherwise; visitors go to /login).
 */
import { Link } from "react-router";
import type { Route } from "./+types/admin.insights";
import { PeriodSelect } from "~/components/insights/period-select";
import { periodOf } from "~/server/insights/index.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [
    { title: "Network insights | LAN Center Network" },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, insights } = servicesOf(context);
  await auth.requireAdmin(request);
  const days = periodOf(new URL(request.url).searchParams.get("days"));
  return insights.loadNetwork({ days });
}

type Ranked = Route.ComponentProps["loaderData"]["most"];

const cell = "py-2 pr-4";

export default function AdminInsights({ loaderData }: Route.ComponentProps) {
  const { days, from, to, totals, paid, publicCenters, most, fewest } = loaderData;
  const paidRows = [
    ["Verified Listing", paid.verified],
    ["LAN Center Subscription (priority listing)", paid.subscription],
    ...(paid.other > 0 ? [["Other prices", paid.other] as const] : []),
  ] as const;
  return (
    <div className="page">
      <h1 className="heading-1">Network insights</h1>
      <p className="mt-2 text-ink-300">
        All listings, counted without cookies or personal data. Days are each listing's own; the
        period is {from} to {to}.
      </p>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-4">
        <PeriodSelect days={days} />
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </form>

      <section className="mt-8" aria-labelledby="network-totals">
        <h2 id="network-totals" className="heading-2">
          Totals
        </h2>
        <div className="card mt-4 overflow-x-auto p-4">
          <table className="w-full text-left">
            <caption className="text-left font-semibold">All listings, last {days} days</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  Metric
                </th>
                <th scope="col" className={cell}>
                  LAN centers
                </th>
                <th scope="col" className={cell}>
                  LAN parties
                </th>
                <th scope="col" className="py-2">
                  All
                </th>
              </tr>
            </thead>
            <tbody>
              {totals.map((total) => (
                <tr key={total.metric} className="border-t border-ink-700">
                  <th scope="row" className={`${cell} font-normal`}>
                    {total.label}
                  </th>
                  <td className={cell}>{total.centers}</td>
                  <td className={cell}>{total.events}</td>
                  <td className="py-2">{total.centers + total.events}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="mt-8" aria-labelledby="network-paid">
        <h2 id="network-paid" className="heading-2">
          Paid listings now
        </h2>
        <div className="card mt-4 overflow-x-auto p-4">
          <table className="w-full text-left">
            <caption className="text-left font-semibold">
              Active paid listings by plan ({publicCenters} public LAN centers in all)
            </caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  Plan
                </th>
                <th scope="col" className="py-2">
                  Listings
                </th>
              </tr>
            </thead>
            <tbody>
              {paidRows.map(([plan, count]) => (
                <tr key={plan} className="border-t border-ink-700">
                  <th scope="row" className={`${cell} font-normal`}>
                    {plan}
                  </th>
                  <td className="py-2">{count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <RankedTable id="network-most" title="Most views" centers={most} days={days} />
      <RankedTable id="network-fewest" title="Fewest views" centers={fewest} days={days} />
    </div>
  );
}

function RankedTable({
  id,
  title,
  centers,
  days,
}: {
  id: string;
  title: string;
  centers: Ranked;
  days: number;
}) {
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="heading-2">
        {title}
      </h2>
      {centers.length === 0 ? (
        <p className="mt-3 text-ink-300">No public LAN centers yet.</p>
      ) : (
        <div className="card mt-4 overflow-x-auto p-4">
          <table className="w-full text-left">
            <caption className="text-left font-semibold">
              {title}: public LAN centers, last {days} days
            </caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  LAN center
                </th>
                <th scope="col" className="py-2">
                  Listing views
                </th>
              </tr>
            </thead>
            <tbody>
              {centers.map((center) => (
                <tr key={center.id} className="border-t border-ink-700">
                  <th scope="row" className={`${cell} font-normal`}>
                    <Link to={`/lan-centers/${center.id}`}>{center.name}</Link>
                  </th>
                  <td className="py-2">{center.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
