/**
 * /admin/insights (issue 26 item 6, ADR 088): the network for the last 7, 30 or 90 days: every
 * counted metric summed over all centers and events, the listings holding a paid plan now by
 * plan, and the centers with the most and the fewest views, all as tables. A GET form chooses
 * the period (works without JavaScript). Admins only (403 otherwise; visitors go to /login).
 * Texts, numbers and dates in the URL's language (`adminInsightsText`, issue 28 item 1).
 */
import { Link } from "react-router";
import type { Route } from "./+types/admin.insights";
import { PeriodSelect } from "~/components/insights/period-select";
import { adminInsightsText } from "~/i18n/admin-insights.server";
import { formatNumber } from "~/i18n/format";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { periodOf } from "~/server/insights/index.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.text.metaTitle ?? "" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, insights } = servicesOf(context);
  await auth.requireAdmin(request);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const days = periodOf(url.searchParams.get("days"));
  const network = await insights.loadNetwork({ days });
  const text = adminInsightsText(locale, network);
  // English shows the counts as today (no grouping); the other languages group their digits.
  const num = (value: number) => (locale === "en" ? String(value) : formatNumber(locale, value));
  const { paid } = network;
  const ranked = (centers: typeof network.most) =>
    centers.map((center) => ({
      id: center.id,
      name: center.name,
      href: localizeHref(locale, `/lan-centers/${center.id}`),
      views: num(center.views),
    }));
  return {
    days,
    text,
    totals: network.totals.map((total) => ({
      metric: total.metric,
      label: text.metrics[total.metric] ?? total.label,
      centers: num(total.centers),
      events: num(total.events),
      all: num(total.centers + total.events),
    })),
    paidRows: [
      [text.plans.verified, num(paid.verified)],
      [text.plans.subscription, num(paid.subscription)],
      ...(paid.other > 0 ? [[text.plans.other, num(paid.other)] as const] : []),
    ] as const,
    most: ranked(network.most),
    fewest: ranked(network.fewest),
  };
}

type Ranked = Route.ComponentProps["loaderData"]["most"];

const cell = "py-2 pr-4";

export default function AdminInsights({ loaderData }: Route.ComponentProps) {
  const { days, text, totals, paidRows, most, fewest } = loaderData;
  return (
    <div className="page">
      <h1 className="heading-1">{text.title}</h1>
      <p className="mt-2 text-ink-300">{text.intro}</p>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-4">
        <PeriodSelect days={days} label={text.period} option={text.lastDays} />
        <button type="submit" className="btn-secondary">
          {text.show}
        </button>
      </form>

      <section className="mt-8" aria-labelledby="network-totals">
        <h2 id="network-totals" className="heading-2">
          {text.totals}
        </h2>
        <div className="card mt-4 overflow-x-auto p-4">
          <table className="w-full text-left">
            <caption className="text-left font-semibold">{text.totalsCaption}</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {text.metric}
                </th>
                <th scope="col" className={cell}>
                  {text.centers}
                </th>
                <th scope="col" className={cell}>
                  {text.parties}
                </th>
                <th scope="col" className="py-2">
                  {text.all}
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
                  <td className="py-2">{total.all}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="mt-8" aria-labelledby="network-paid">
        <h2 id="network-paid" className="heading-2">
          {text.paid}
        </h2>
        <div className="card mt-4 overflow-x-auto p-4">
          <table className="w-full text-left">
            <caption className="text-left font-semibold">{text.paidCaption}</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {text.plan}
                </th>
                <th scope="col" className="py-2">
                  {text.listings}
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

      <RankedTable id="network-most" words={text.most} centers={most} text={text} />
      <RankedTable id="network-fewest" words={text.fewest} centers={fewest} text={text} />
    </div>
  );
}

function RankedTable({
  id,
  words,
  centers,
  text,
}: {
  id: string;
  words: { title: string; caption: string };
  centers: Ranked;
  text: Route.ComponentProps["loaderData"]["text"];
}) {
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="heading-2">
        {words.title}
      </h2>
      {centers.length === 0 ? (
        <p className="mt-3 text-ink-300">{text.none}</p>
      ) : (
        <div className="card mt-4 overflow-x-auto p-4">
          <table className="w-full text-left">
            <caption className="text-left font-semibold">{words.caption}</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {text.center}
                </th>
                <th scope="col" className="py-2">
                  {text.views}
                </th>
              </tr>
            </thead>
            <tbody>
              {centers.map((center) => (
                <tr key={center.id} className="border-t border-ink-700">
                  <th scope="row" className={`${cell} font-normal`}>
                    <Link to={center.href}>{center.name}</Link>
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
