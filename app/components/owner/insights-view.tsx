/**
 * The owner's **Insights** tab (issue 26 item 4): a GET form choosing the listing and the period
 * (works without JavaScript), each metric against the period before (views, clicks, appearances,
 * followers or RSVPs), a server-rendered SVG chart of one metric per day (views unless the form
 * chose another) with the same numbers in a table, the top search terms, a center's reviews per
 * month, and Download CSV.
 */
import type { InsightsPage, PageMetric } from "~/lib/insights-page";
import { PeriodSelect } from "~/components/insights/period-select";
import { inputClass } from "~/components/ui/form";

/** "+12%", "−5%", "0%" or "new" (nothing the period before). */
function changeText(change: number | null, count: number): string {
  if (change === null) return count > 0 ? "new" : "–";
  if (change > 0) return `+${change}%`;
  return change < 0 ? `−${Math.abs(change)}%` : "0%";
}

/** "Mar 4" of a `YYYY-MM-DD` day. */
function shortDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** One metric's daily counts as SVG bars (the table below carries the same numbers). */
function MetricChart({
  page,
  metric,
  label,
}: {
  page: InsightsPage;
  metric: PageMetric;
  label: string;
}) {
  const width = 720;
  const height = 200;
  const pad = { left: 36, right: 8, top: 12, bottom: 28 };
  const max = Math.max(1, ...page.series.map((entry) => entry.counts[metric]));
  const step = (width - pad.left - pad.right) / Math.max(1, page.series.length);
  const barWidth = Math.max(1, step * 0.7);
  const plotHeight = height - pad.top - pad.bottom;
  const total = page.series.reduce((sum, entry) => sum + entry.counts[metric], 0);
  const labelEvery = Math.ceil(page.series.length / 7);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="mt-4 h-auto w-full"
      role="img"
      aria-labelledby="insights-chart-title"
    >
      <title id="insights-chart-title">
        {`${label} per day, ${page.from} to ${page.to}: ${total} in all, at most ${max === 1 && total === 0 ? 0 : max} on one day.`}
      </title>
      <line
        x1={pad.left}
        x2={width - pad.right}
        y1={height - pad.bottom}
        y2={height - pad.bottom}
        stroke="currentColor"
        className="text-ink-600"
      />
      <text x={pad.left - 6} y={pad.top + 4} textAnchor="end" fontSize="11" fill="currentColor">
        {max}
      </text>
      <text
        x={pad.left - 6}
        y={height - pad.bottom}
        textAnchor="end"
        fontSize="11"
        fill="currentColor"
      >
        0
      </text>
      {page.series.map((entry, index) => {
        const barHeight = (entry.counts[metric] / max) * plotHeight;
        const x = pad.left + index * step + (step - barWidth) / 2;
        return (
          <g key={entry.day}>
            <rect
              x={x}
              y={height - pad.bottom - barHeight}
              width={barWidth}
              height={barHeight}
              rx={Math.min(3, barWidth / 2)}
              className="fill-neon-400"
            />
            {index % labelEvery === 0 && (
              <text
                x={x + barWidth / 2}
                y={height - pad.bottom + 16}
                textAnchor="middle"
                fontSize="11"
                fill="currentColor"
              >
                {shortDay(entry.day)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** "Mar 2026" of a `YYYY-MM` month. */
function monthName(month: string): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * The top search terms that showed the listing (issue 26 item 4, ADR 086): only day counts of at
 * least 5 distinct visitors, so no single search can be traced back.
 */
function SearchTerms({ page }: { page: InsightsPage }) {
  return (
    <section aria-labelledby="insights-terms-title" className="card mt-6 p-4">
      <h3 id="insights-terms-title" className="font-semibold">
        Top search terms
      </h3>
      {page.searchTerms.length === 0 ? (
        <p className="mt-2 text-ink-300">
          No search term yet. A term shows here once at least 5 different visitors searched it on
          one day and found this listing.
        </p>
      ) : (
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">
            Search terms that showed this listing, last {page.days} days
          </caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-4">
                Search term
              </th>
              <th scope="col" className="py-2">
                Visitors
              </th>
            </tr>
          </thead>
          <tbody>
            {page.searchTerms.map((term) => (
              <tr key={term.term} className="border-t border-ink-700">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {term.term}
                </th>
                <td className="py-2">{term.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A center's published reviews and average rating per month (issue 27 item 4). */
function MonthlyReviewsTable({ months }: { months: NonNullable<InsightsPage["monthlyReviews"]> }) {
  return (
    <div
      className="card mt-6 overflow-x-auto p-4"
      tabIndex={0}
      role="region"
      aria-labelledby="insights-reviews-caption"
    >
      <table className="w-full text-left">
        <caption id="insights-reviews-caption" className="text-left font-semibold">
          Reviews per month
        </caption>
        <thead>
          <tr>
            <th scope="col" className="py-2 pr-4">
              Month
            </th>
            <th scope="col" className="py-2 pr-4">
              Reviews
            </th>
            <th scope="col" className="py-2">
              Average rating
            </th>
          </tr>
        </thead>
        <tbody>
          {[...months].reverse().map((month) => (
            <tr key={month.month} className="border-t border-ink-700">
              <th scope="row" className="py-2 pr-4 font-normal">
                {monthName(month.month)}
              </th>
              <td className="py-2 pr-4">{month.reviews}</td>
              <td className="py-2">
                {month.averageRating === null ? "–" : `${month.averageRating.toFixed(1)} of 5`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The tab's content for a signed-in owner.
 * @param chart the metric the chart shows (the form's `chart`); views when absent or not one of
 *   the listing's metrics
 */
export function InsightsView({ page, chart }: { page: InsightsPage; chart?: string | null }) {
  if (!page.selected) {
    return (
      <section aria-labelledby="insights-title">
        <h2 id="insights-title" className="heading-2">
          Insights
        </h2>
        <p className="mt-3 text-ink-300">
          You have no LAN centers or LAN parties yet. Once one is listed, its views and clicks show
          here.
        </p>
      </section>
    );
  }
  const { selected, days } = page;
  const charted = page.totals.find((total) => total.metric === chart) ??
    page.totals.find((total) => total.metric === "view") ?? {
      metric: "view",
      label: "Listing views",
    };
  const listingValue = `${selected.kind}:${selected.id}`;
  const csvHref = `/dashboard/insights.csv?listing=${encodeURIComponent(listingValue)}&days=${days}`;
  return (
    <section aria-labelledby="insights-title">
      <h2 id="insights-title" className="heading-2">
        Insights
      </h2>
      <p className="mt-2 text-ink-300">
        Counted without cookies and without storing anyone's address (bots and your own visits are
        left out). Days are in the listing's time zone ({selected.timeZone}).
      </p>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-4">
        <label className="block min-w-0 flex-1 sm:max-w-sm">
          <span className="font-semibold">Listing</span>
          <select name="listing" defaultValue={listingValue} className={inputClass}>
            {page.subjects.map((subject) => (
              <option key={`${subject.kind}:${subject.id}`} value={`${subject.kind}:${subject.id}`}>
                {subject.name} ({subject.kind === "center" ? "LAN center" : "LAN party"})
              </option>
            ))}
          </select>
        </label>
        <PeriodSelect days={days} />
        <label className="block">
          <span className="font-semibold">Chart</span>
          <select name="chart" defaultValue={charted.metric} className={inputClass}>
            {page.totals.map((total) => (
              <option key={total.metric} value={total.metric}>
                {total.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </form>

      <div className="card mt-6 overflow-x-auto p-4">
        <table className="w-full text-left">
          <caption className="text-left font-semibold">
            {selected.name}: last {days} days ({page.from} to {page.to}) against the {days} days
            before
          </caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-4">
                Metric
              </th>
              <th scope="col" className="py-2 pr-4">
                Last {days} days
              </th>
              <th scope="col" className="py-2 pr-4">
                Unique visitors
              </th>
              <th scope="col" className="py-2 pr-4">
                Previous {days} days
              </th>
              <th scope="col" className="py-2">
                Change
              </th>
            </tr>
          </thead>
          <tbody>
            {page.totals.map((total) => (
              <tr key={total.metric} className="border-t border-ink-700">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {total.label}
                </th>
                <td className="py-2 pr-4">{total.count}</td>
                <td className="py-2 pr-4">{total.uniques}</td>
                <td className="py-2 pr-4">{total.previousCount}</td>
                <td className="py-2">{changeText(total.changePercent, total.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <MetricChart page={page} metric={charted.metric} label={charted.label} />

      <SearchTerms page={page} />

      {page.monthlyReviews && <MonthlyReviewsTable months={page.monthlyReviews} />}

      <p className="mt-4">
        <a href={csvHref} download className="btn-secondary">
          Download CSV<span className="sr-only"> of the daily numbers</span>
        </a>
      </p>

      <div
        className="card mt-6 max-h-96 overflow-auto p-4"
        tabIndex={0}
        role="region"
        aria-labelledby="insights-daily-caption"
      >
        <table className="w-full text-left">
          <caption id="insights-daily-caption" className="text-left font-semibold">
            Daily numbers
          </caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-4">
                Day
              </th>
              {page.totals.map((total) => (
                <th key={total.metric} scope="col" className="py-2 pr-4">
                  {total.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...page.series].reverse().map((entry) => (
              <tr key={entry.day} className="border-t border-ink-700">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {entry.day}
                </th>
                {page.totals.map((total) => (
                  <td key={total.metric} className="py-2 pr-4">
                    {entry.counts[total.metric]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
