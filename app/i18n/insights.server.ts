/**
 * The owner's Insights tab in one language (issue 28 item 1, issue 26 item 4, ADR 099): the
 * headings, form labels, table heads and the metrics' names, built by the tab's loader and
 * handed to `InsightsView` as plain strings (`{…}` placeholders kept for `fillText`). The page
 * title and description come from `insightsMetaText` (app/i18n/owner.server.ts). The CSV stays
 * English: its column names are data.
 */
import type { InsightsText } from "~/components/owner/insights-view";
import type { PageMetric } from "~/lib/insights-page";
import { m } from "~/paraglide/messages";
import type { Locale } from "./locales";
import { insightsMetaText } from "./owner.server";

/** Each metric's name message (the English is the insights area's label). */
const METRICS = {
  view: m.ins_metric_view,
  website: m.ins_metric_website,
  directions: m.ins_metric_directions,
  phone: m.ins_metric_phone,
  email: m.ins_metric_email,
  calendar: m.ins_metric_calendar,
  list_appearance: m.ins_metric_list_appearance,
  search_appearance: m.ins_metric_search_appearance,
  map_appearance: m.ins_metric_map_appearance,
  featured_appearance: m.ins_metric_featured_appearance,
  follower_gained: m.ins_metric_follower_gained,
  follower_lost: m.ins_metric_follower_lost,
  rsvp: m.ins_metric_rsvp,
  rsvp_cancelled: m.ins_metric_rsvp_cancelled,
} satisfies Record<PageMetric, unknown>;

/**
 * Every text of the Insights tab in `locale`.
 * @returns plain strings; `intro` keeps `{zone}`, `lastDays`/`previousDays`/`termsCaption` keep
 *   `{days}`, `caption` `{name} {days} {from} {to}`, `chartTitle` `{label} {from} {to} {total}
 *   {max}`, `ofFive` `{rating}`; `metrics` by metric key; `meta` the title and description
 */
export function insightsText(locale: Locale): InsightsText {
  const o = { locale };
  const keep = (name: string) => `{${name}}`;
  const days = keep("days");
  return {
    meta: insightsMetaText(locale),
    title: m.ins_title({}, o),
    empty: m.ins_empty({}, o),
    intro: m.ins_intro({ zone: keep("zone") }, o),
    listing: m.ins_listing({}, o),
    kindCenter: m.ins_kind_center({}, o),
    kindEvent: m.ins_kind_event({}, o),
    period: m.ins_period({}, o),
    lastDays: m.ins_last_days({ days }, o),
    chart: m.ins_chart({}, o),
    show: m.ins_show({}, o),
    caption: m.ins_caption({ name: keep("name"), days, from: keep("from"), to: keep("to") }, o),
    metric: m.ins_metric({}, o),
    unique: m.ins_unique({}, o),
    previousDays: m.ins_previous_days({ days }, o),
    change: m.ins_change({}, o),
    new: m.ins_new({}, o),
    chartTitle: m.ins_chart_title(
      {
        label: keep("label"),
        from: keep("from"),
        to: keep("to"),
        total: keep("total"),
        max: keep("max"),
      },
      o,
    ),
    termsTitle: m.ins_terms_title({}, o),
    termsEmpty: m.ins_terms_empty({}, o),
    termsCaption: m.ins_terms_caption({ days }, o),
    searchTerm: m.ins_search_term({}, o),
    visitors: m.ins_visitors({}, o),
    reviewsCaption: m.ins_reviews_caption({}, o),
    month: m.ins_month({}, o),
    reviews: m.ins_reviews({}, o),
    average: m.ins_average({}, o),
    ofFive: m.ins_of_five({ rating: keep("rating") }, o),
    download: m.ins_download({}, o),
    downloadSr: m.ins_download_sr({}, o),
    daily: m.ins_daily({}, o),
    day: m.ins_day({}, o),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([metric, message]) => [metric, message({}, o)]),
    ),
    locale,
  };
}
