/**
 * The Insights tab's rows beyond views and clicks (issue 26 items 1 and 4, issue 27 item 4, ADR
 * 086): appearances in the list, search results and map, featured-position appearances (priority
 * listings), followers gained and lost (the follows area), RSVPs (the attendance area), the top
 * search terms, and reviews per month (the reviews area). Read through those areas' public
 * functions only.
 */
import { rsvpsByDay } from "../attendance/index.server";
import type { Database } from "../db/client.server";
import { followerChangesByDay } from "../follows/index.server";
import { monthlyReviews } from "../reviews/index.server";
import type { MetricTotal, PageMetric } from "~/lib/insights-page";
import { topSearchTerms } from "./search-terms.server";

/** The rows a center shows after the clicks, in order, with their labels. */
export const CENTER_EXTRA_METRICS: readonly { metric: PageMetric; label: string }[] = [
  { metric: "list_appearance", label: "Shown in the list" },
  { metric: "search_appearance", label: "Shown in search results" },
  { metric: "map_appearance", label: "Shown on the map" },
  { metric: "featured_appearance", label: "Shown in featured positions" },
  { metric: "follower_gained", label: "Followers gained" },
  { metric: "follower_lost", label: "Followers lost" },
];

/** The rows a party shows after the clicks. */
export const EVENT_EXTRA_METRICS: readonly { metric: PageMetric; label: string }[] = [
  { metric: "rsvp", label: "RSVPs" },
  { metric: "rsvp_cancelled", label: "RSVPs cancelled" },
];

/**
 * The label of every metric beyond views and clicks, by metric (the monthly summary and
 * /admin/insights name the daily rows' metrics with the tab's words).
 */
export const EXTRA_METRIC_LABELS: Partial<Record<string, string>> = {
  email: "E-mail clicks",
  ...Object.fromEntries(
    [...CENTER_EXTRA_METRICS, ...EVENT_EXTRA_METRICS].map(({ metric, label }) => [metric, label]),
  ),
};

/**
 * The extra rows of a listing: a center's featured-position row only when it is a priority
 * listing now or had featured appearances in either period (`hadFeatured`).
 */
export function extraMetricsOf(
  listing: { kind: "center" | "event"; featured: boolean },
  hadFeatured: boolean,
): { metric: PageMetric; label: string }[] {
  if (listing.kind === "event") return [...EVENT_EXTRA_METRICS];
  return CENTER_EXTRA_METRICS.filter(
    (m) => m.metric !== "featured_appearance" || listing.featured || hadFeatured,
  );
}

/**
 * Adds the follower changes (center) or RSVPs (party) of the days `previousFrom`..`to` to the
 * daily counts (`byDay`, days `from`..`to`) and to `totals` (the days before `from`: the previous
 * period).
 * @throws the database error
 */
export async function addOtherAreaCounts(
  db: Database,
  input: {
    listing: { kind: "center" | "event"; id: string; timeZone: string };
    previousFrom: string;
    from: string;
    to: string;
    byDay: Map<string, { counts: Record<PageMetric, number> }>;
    totals: MetricTotal[];
  },
): Promise<void> {
  const { listing, from } = input;
  const range = { from: input.previousFrom, to: input.to, timeZone: listing.timeZone };
  const add = (day: string, metric: PageMetric, n: number) => {
    if (n === 0) return;
    const total = input.totals.find((t) => t.metric === metric);
    if (day >= from) {
      const entry = input.byDay.get(day);
      if (entry) entry.counts[metric] += n;
      if (total) {
        total.count += n;
        total.uniques += n;
      }
    } else if (total) {
      total.previousCount += n;
    }
  };
  if (listing.kind === "center") {
    for (const day of await followerChangesByDay(db, { centerId: listing.id, ...range })) {
      add(day.day, "follower_gained", day.gained);
      add(day.day, "follower_lost", day.lost);
    }
  } else {
    for (const day of await rsvpsByDay(db, { eventId: listing.id, ...range })) {
      add(day.day, "rsvp", day.rsvps);
      add(day.day, "rsvp_cancelled", day.cancelled);
    }
  }
}

/** `YYYY-MM` of `day` (`YYYY-MM-DD`) moved by `delta` months. */
function monthOf(day: string, delta = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + delta);
  return date.toISOString().slice(0, 7);
}

/**
 * The listing's top search terms over `from`..`to` and, for a center, its reviews per month over
 * the 12 months up to `to`'s.
 * @throws the database error
 */
export async function loadTermsAndReviews(
  db: Database,
  input: {
    listing: { kind: "center" | "event"; id: string; timeZone: string };
    from: string;
    to: string;
  },
): Promise<{
  searchTerms: { term: string; visitors: number }[];
  monthlyReviews: { month: string; reviews: number; averageRating: number | null }[] | null;
}> {
  const { listing } = input;
  const searchTerms = await topSearchTerms(db, {
    kind: listing.kind,
    id: listing.id,
    from: input.from,
    to: input.to,
  });
  const reviews =
    listing.kind === "center"
      ? await monthlyReviews(db, {
          centerId: listing.id,
          from: monthOf(input.to, -11),
          to: monthOf(input.to),
          timeZone: listing.timeZone,
        })
      : null;
  return { searchTerms, monthlyReviews: reviews };
}
