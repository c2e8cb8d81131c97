/**
 * The texts of /lan-centers (list, search, filters, sort, empty states) in one language (issue
 * 28 items 1 and 3, ADR 099). English repeats today's literals exactly; numbers and distances are
 * formatted with `Intl` in the page's language (distances in miles on English pages, km
 * elsewhere: app/i18n/format.ts). Built by the loader, so the page ships no catalog.
 */
import {
  CENTERS_PAGE_SIZE,
  isFiltered,
  PLACE_RADIUS_KM,
  type CenterSearch,
} from "~/lib/center-search";
import type { Platform } from "~/lib/opening-hours";
import { m } from "~/paraglide/messages";
import { formatDistance, formatNumber } from "./format";
import { localizeHref, type Locale } from "./locales";
import { mapText } from "./map.server";

/** A rating badge's words: visible "12 reviews" and the spoken "Rated 4.3 out of 5 from …". */
export interface RatingText {
  average: string;
  reviews: string;
  spoken: string;
}

/**
 * The words of one center's rating badge ("4.3", "12 reviews", "Rated 4.3 out of 5 from 12
 * reviews"), or undefined without published reviews.
 * @param rating the average (one decimal) and count of published reviews
 */
export function ratingText(
  locale: Locale,
  rating: { average: number | null; count: number } | undefined,
): RatingText | undefined {
  if (!rating || rating.count === 0 || rating.average === null) return undefined;
  const o = { locale };
  const average = formatNumber(locale, rating.average, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const reviews = m.dir_review_count(
    { count: rating.count, shown: formatNumber(locale, rating.count) },
    o,
  );
  return { average, reviews, spoken: m.dir_rated({ average, reviews }, o) };
}

/** Platform labels ("PC", "Konsole") by key, for the filter and the center page. */
export function platformLabels(locale: Locale): Record<Platform, string> {
  const o = { locale };
  return {
    pc: m.dir_platform_pc({}, o),
    console: m.dir_platform_console({}, o),
    vr: m.dir_platform_vr({}, o),
    sim_racing: m.dir_platform_sim_racing({}, o),
  };
}

/**
 * The fixed texts of /lan-centers: meta, heading, intro, database error, search form, Near me,
 * the list's empty states and page links.
 */
export function directoryText(locale: Locale) {
  const o = { locale };
  const title = m.dir_title({}, o);
  return {
    meta: { title: `${title} | LAN Center Network`, description: m.dir_meta_description({}, o) },
    title,
    intro: m.dir_intro({}, o),
    databaseError: m.dir_db_error({}, o),
    tryAgain: m.dir_try_again({}, o),
    map: mapText(locale),
    form: {
      searchLabel: m.dir_search_label({}, o),
      searchPlaceholder: m.dir_search_placeholder({}, o),
      community: m.dir_community({}, o),
      allCommunities: m.dir_all_communities({}, o),
      platform: m.dir_platform({}, o),
      allPlatforms: m.dir_all_platforms({}, o),
      platforms: platformLabels(locale),
      openNow: m.dir_open_now({}, o),
      fourStars: m.dir_four_stars({}, o),
      sortBy: m.dir_sort_by({}, o),
      sortDistance: m.dir_sort_distance({}, o),
      sortFeatured: m.dir_sort_featured({}, o),
      sortRating: m.dir_sort_rating({}, o),
      search: m.dir_search({}, o),
      nearMe: {
        nearMe: m.dir_near_me({}, o),
        locating: m.dir_locating({}, o),
        refused: m.dir_location_refused({}, o),
        failed: m.dir_location_failed({}, o),
      },
    },
    list: {
      noMatch: m.dir_no_match({}, o),
      noneYet: m.dir_none_yet({}, o),
      clearSearch: m.dir_clear_search({}, o),
      clearHref: localizeHref(locale, "/lan-centers"),
      orderedNearYou: m.dir_ordered_near_you({}, o),
      ratingNote: {
        before: m.dir_rating_note_before({}, o),
        link: m.dir_rating_note_link({}, o),
        href: localizeHref(locale, "/review-guidelines#ranking"),
        after: m.dir_rating_note_after({}, o),
      },
      visitWebsite: m.dir_visit_website({}, o),
      pagesLabel: m.dir_pages_label({}, o),
      previous: m.dir_previous({}, o),
      next: m.dir_next({}, o),
      featured: m.dir_featured({}, o),
    },
  };
}

/** The fixed texts of /lan-centers. */
export type DirectoryText = ReturnType<typeof directoryText>;

/**
 * The texts of one page of results that depend on it: the heading with its count ("Matching LAN
 * centers", "(1,000+)"), the place note, "Page 2 of 20+", and per center its distance ("3,2 km
 * entfernt"), its website link's spoken name and its rating badge.
 * @param input the search, the count (a lower bound past 1000), the named city and the centers
 *   with their distance in km and their ratings
 */
export function centerListText(
  locale: Locale,
  input: {
    search: CenterSearch;
    total: number;
    totalIsLowerBound: boolean;
    placeLabel?: string;
    centers: { id: string; organizationName: string; distanceKm: number | null }[];
    ratings: Record<string, { average: number; count: number }>;
  },
) {
  const o = { locale };
  const { search, placeLabel } = input;
  const more = input.totalIsLowerBound ? "+" : "";
  const filtered = isFiltered(search) || search.near !== null;
  const pages = Math.max(1, Math.ceil(input.total / CENTERS_PAGE_SIZE));
  const radius = formatDistance(locale, PLACE_RADIUS_KM);
  return {
    heading: placeLabel
      ? m.dir_near_place({ place: placeLabel.split(", ")[0] ?? placeLabel }, o)
      : filtered
        ? m.dir_matching({}, o)
        : m.dir_all_verified({}, o),
    count: `(${formatNumber(locale, input.total)}${more})`,
    placeNote: placeLabel
      ? search.sort === "rating"
        ? m.dir_place_note_around({ place: placeLabel, radius }, o)
        : m.dir_place_note_distance({ place: placeLabel, radius }, o)
      : null,
    pageOf: m.dir_page_of(
      { page: formatNumber(locale, search.page), pages: `${formatNumber(locale, pages)}${more}` },
      o,
    ),
    centers: Object.fromEntries(
      input.centers.map((center) => [
        center.id,
        {
          distance:
            center.distanceKm === null
              ? null
              : m.dir_distance_away({ distance: formatDistance(locale, center.distanceKm) }, o),
          websiteOf: m.dir_website_of({ name: center.organizationName }, o),
          rating: ratingText(locale, input.ratings[center.id]),
          href: localizeHref(locale, `/lan-centers/${center.id}`),
        },
      ]),
    ),
  };
}

/** The per-result texts of /lan-centers. */
export type CenterListText = ReturnType<typeof centerListText>;
