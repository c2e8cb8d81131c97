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
import { formatNumber, intlLocale } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { fillText } from "./owner-text";

/**
 * The tab's texts in one language (`insightsText`, app/i18n/insights.server.ts); `metrics` names
 * each metric by its key, `locale` formats numbers and dates.
 */
export interface InsightsText {
  meta: { title: string; description: string };
  title: string;
  empty: string;
  intro: string;
  listing: string;
  kindCenter: string;
  kindEvent: string;
  period: string;
  lastDays: string;
  chart: string;
  show: string;
  caption: string;
  metric: string;
  unique: string;
  previousDays: string;
  change: string;
  new: string;
  chartTitle: string;
  termsTitle: string;
  termsEmpty: string;
  termsCaption: string;
  searchTerm: string;
  visitors: string;
  reviewsCaption: string;
  month: string;
  reviews: string;
  average: string;
  ofFive: string;
  download: string;
  downloadSr: string;
  daily: string;
  day: string;
  metrics: Record<string, string>;
  locale: Locale;
}

/** Numbers and days in the page's language; English keeps today's plain digits and ISO days. */
function formats(locale: Locale) {
  const english = locale === "en";
  return {
    num: (value: number) => (english ? String(value) : formatNumber(locale, value)),
    /** A `YYYY-MM-DD` day: as it is in English, "26.11.2026" style elsewhere. */
    day: (day: string) =>
      english
        ? day
        : new Date(`${day}T12:00:00Z`).toLocaleDateString(intlLocale(locale), {
            year: "numeric",
            month: "2-digit",
            day: "2-digit",
            timeZone: "UTC",
          }),
  };
}

/** "+12%", "−5%", "0%" or "new" (nothing the period before). */
function changeText(change: number | null, count: number, text: InsightsText): string {
  if (change === null) return count > 0 ? text.new : "–";
  const { num } = formats(text.locale);
  if (change > 0) return `+${num(change)}%`;
  return change < 0 ? `−${num(Math.abs(change))}%` : "0%";
}

/** "Mar 4" of a `YYYY-MM-DD` day. */
function shortDay(day: string, locale: Locale): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(intlLocale(locale), {
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
  text,
}: {
  page: InsightsPage;
  metric: PageMetric;
  label: string;
  text: InsightsText;
}) {
  const { num, day } = formats(text.locale);
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
        {fillText(text.chartTitle, {
          label,
          from: day(page.from),
          to: day(page.to),
          total: num(total),
          max: num(max === 1 && total === 0 ? 0 : max),
        })}
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
        {num(max)}
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
                {shortDay(entry.day, text.locale)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** "Mar 2026" of a `YYYY-MM` month. */
function monthName(month: string, locale: Locale): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString(intlLocale(locale), {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * The top search terms that showed the listing (issue 26 item 4, ADR 086): only day counts of at
 * least 5 distinct visitors, so no single search can be traced back.
 */
function SearchTerms({ page, text }: { page: InsightsPage; text: InsightsText }) {
  const { num } = formats(text.locale);
  return (
    <section aria-labelledby="insights-terms-title" className="card mt-6 p-4">
      <h3 id="insights-terms-title" className="font-semibold">
        {text.termsTitle}
      </h3>
      {page.searchTerms.length === 0 ? (
        <p className="mt-2 text-ink-300">{text.termsEmpty}</p>
      ) : (
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{fillText(text.termsCaption, { days: page.days })}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-4">
                {text.searchTerm}
              </th>
              <th scope="col" className="py-2">
                {text.visitors}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.searchTerms.map((term) => (
              <tr key={term.term} className="border-t border-ink-700">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {term.term}
                </th>
                <td className="py-2">{num(term.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A center's published reviews and average rating per month (issue 27 item 4). */
function MonthlyReviewsTable({
  months,
  text,
}: {
  months: NonNullable<InsightsPage["monthlyReviews"]>;
  text: InsightsText;
}) {
  const { num } = formats(text.locale);
  return (
    <div
      className="card mt-6 overflow-x-auto p-4"
      tabIndex={0}
      role="region"
      aria-labelledby="insights-reviews-caption"
    >
      <table className="w-full text-left">
        <caption id="insights-reviews-caption" className="text-left font-semibold">
          {text.reviewsCaption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="py-2 pr-4">
              {text.month}
            </th>
            <th scope="col" className="py-2 pr-4">
              {text.reviews}
            </th>
            <th scope="col" className="py-2">
              {text.average}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...months].reverse().map((month) => (
            <tr key={month.month} className="border-t border-ink-700">
              <th scope="row" className="py-2 pr-4 font-normal">
                {monthName(month.month, text.locale)}
              </th>
              <td className="py-2 pr-4">{num(month.reviews)}</td>
              <td className="py-2">
                {month.averageRating === null
                  ? "–"
                  : fillText(text.ofFive, {
                      rating:
                        text.locale === "en"
                          ? month.averageRating.toFixed(1)
                          : formatNumber(text.locale, month.averageRating, {
                              minimumFractionDigits: 1,
                              maximumFractionDigits: 1,
                            }),
                    })}
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
export function InsightsView({
  page,
  chart,
  text,
}: {
  page: InsightsPage;
  chart?: string | null;
  /** The tab's texts in the page's language. */
  text: InsightsText;
}) {
  const { num, day } = formats(text.locale);
  if (!page.selected) {
    return (
      <section aria-labelledby="insights-title">
        <h2 id="insights-title" className="heading-2">
          {text.title}
        </h2>
        <p className="mt-3 text-ink-300">{text.empty}</p>
      </section>
    );
  }
  const { selected, days } = page;
  const labelOf = (total: { metric: string; label: string }) =>
    text.metrics[total.metric] ?? total.label;
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
        {text.title}
      </h2>
      <p className="mt-2 text-ink-300">{fillText(text.intro, { zone: selected.timeZone })}</p>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-4">
        <label className="block min-w-0 flex-1 sm:max-w-sm">
          <span className="font-semibold">{text.listing}</span>
          <select name="listing" defaultValue={listingValue} className={inputClass}>
            {page.subjects.map((subject) => (
              <option key={`${subject.kind}:${subject.id}`} value={`${subject.kind}:${subject.id}`}>
                {subject.name} ({subject.kind === "center" ? text.kindCenter : text.kindEvent})
              </option>
            ))}
          </select>
        </label>
        <PeriodSelect days={days} label={text.period} option={text.lastDays} />
        <label className="block">
          <span className="font-semibold">{text.chart}</span>
          <select name="chart" defaultValue={charted.metric} className={inputClass}>
            {page.totals.map((total) => (
              <option key={total.metric} value={total.metric}>
                {labelOf(total)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary">
          {text.show}
        </button>
      </form>

      <div className="card mt-6 overflow-x-auto p-4">
        <table className="w-full text-left">
          <caption className="text-left font-semibold">
            {fillText(text.caption, {
              name: selected.name,
              days,
              from: day(page.from),
              to: day(page.to),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-4">
                {text.metric}
              </th>
              <th scope="col" className="py-2 pr-4">
                {fillText(text.lastDays, { days })}
              </th>
              <th scope="col" className="py-2 pr-4">
                {text.unique}
              </th>
              <th scope="col" className="py-2 pr-4">
                {fillText(text.previousDays, { days })}
              </th>
              <th scope="col" className="py-2">
                {text.change}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.totals.map((total) => (
              <tr key={total.metric} className="border-t border-ink-700">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {labelOf(total)}
                </th>
                <td className="py-2 pr-4">{num(total.count)}</td>
                <td className="py-2 pr-4">{num(total.uniques)}</td>
                <td className="py-2 pr-4">{num(total.previousCount)}</td>
                <td className="py-2">{changeText(total.changePercent, total.count, text)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <MetricChart page={page} metric={charted.metric} label={labelOf(charted)} text={text} />

      <SearchTerms page={page} text={text} />

      {page.monthlyReviews && <MonthlyReviewsTable months={page.monthlyReviews} text={text} />}

      <p className="mt-4">
        <a href={csvHref} download className="btn-secondary">
          {text.download}
          <span className="sr-only"> {text.downloadSr}</span>
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
            {text.daily}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-4">
                {text.day}
              </th>
              {page.totals.map((total) => (
                <th key={total.metric} scope="col" className="py-2 pr-4">
                  {labelOf(total)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...page.series].reverse().map((entry) => (
              <tr key={entry.day} className="border-t border-ink-700">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {day(entry.day)}
                </th>
                {page.totals.map((total) => (
                  <td key={total.metric} className="py-2 pr-4">
                    {num(entry.counts[total.metric])}
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
