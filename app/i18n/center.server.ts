/**
 * The texts of a center page (/lan-centers/{id}) in one language (issue 28 items 1 and 3, ADR
 * 099): headings, contact and directions, facilities, opening hours and the open/closed line,
 * upcoming parties on their venue's clock, the Follow button, the photo gallery and the Reviews
 * block. English repeats today's literals exactly. Dates, numbers and prices use `Intl` in the
 * page's language (app/i18n/format.ts). Owner-entered content (names, descriptions, replies) is
 * never translated. Built by the loader, so the page ships no catalog.
 */
import type { CenterReviewsData, ReviewViewer } from "~/components/reviews/center-reviews";
import {
  WEEKDAY_NAMES,
  WEEKDAYS,
  rangeText,
  type Amenity,
  type Facilities,
  type OpeningHours,
  type OpeningStatus,
} from "~/lib/opening-hours";
import { zoneLabel } from "~/lib/time-zone";
import { m } from "~/paraglide/messages";
import { reviewFormText } from "./review.server";
import { platformLabels } from "./directory.server";
import { formatLongDate, formatNumber, formatPrice, formatZonedTime, weekdayName } from "./format";
import { localizeHref, type Locale } from "./locales";
import { mapText } from "./map.server";

/** Amenity labels by key in `locale`. */
export function amenityLabels(locale: Locale): Record<Amenity, string> {
  const o = { locale };
  return {
    food_drinks: m.center_amenity_food_drinks({}, o),
    parking: m.center_amenity_parking({}, o),
    step_free: m.center_amenity_step_free({}, o),
    tournaments: m.center_amenity_tournaments({}, o),
    event_rentals: m.center_amenity_event_rentals({}, o),
  };
}

/** The weekday index (Monday 0) of an English short name as `openingStatus` gives it ("Fri"). */
const dayIndex = (short: string) => WEEKDAYS.findIndex((day) => WEEKDAY_NAMES[day].short === short);

/**
 * "Open now · closes 23:00" / "Geschlossen · öffnet Fr. um 14:00" for a status.
 * @param status the venue's state on its own wall clock (`openingStatus`)
 */
export function statusLine(locale: Locale, status: OpeningStatus): string {
  const o = { locale };
  if (status.open) {
    return status.closes
      ? m.center_open_closes({ time: status.closes }, o)
      : m.center_open_always({}, o);
  }
  const index = dayIndex(status.opensDay);
  const day = index === -1 ? status.opensDay : weekdayName(locale, index, "short");
  return m.center_closed_opens({ day, time: status.opens }, o);
}

/**
 * The opening hours block: heading, status line, the zone's line and one row per weekday
 * ("Monday", "18:00–02:00" / "Closed" / "Hours not given"); null when no hours are given.
 */
export function hoursText(
  locale: Locale,
  hours: OpeningHours | null,
  status: OpeningStatus | null,
  timeZone: string,
) {
  if (!hours) return null;
  const o = { locale };
  return {
    heading: m.center_hours({}, o),
    status: status ? { open: status.open, text: statusLine(locale, status) } : null,
    localTime: m.center_local_time({ zone: zoneLabel(timeZone) }, o),
    caption: m.center_hours_caption({}, o),
    rows: WEEKDAYS.map((day, index) => {
      const ranges = hours[day] ?? null;
      return {
        key: day,
        day: weekdayName(locale, index, "long"),
        value: !ranges
          ? m.center_hours_not_given({}, o)
          : ranges.length === 0
            ? m.center_closed({}, o)
            : ranges.map(rangeText).join(", "),
      };
    }),
  };
}

/** The opening hours block's texts (null without hours). */
export type HoursText = ReturnType<typeof hoursText>;

/**
 * The facility facts: each term with its value in `locale`, left out when not given.
 * @returns `[term, value]` rows for stations, platforms, price and amenities, and the phone term
 */
export function facilityText(locale: Locale, facilities: Facilities) {
  const o = { locale };
  const platforms = platformLabels(locale);
  const amenities = amenityLabels(locale);
  const price = formatPrice(locale, facilities.priceFromCents, facilities.priceCurrency);
  return {
    stations:
      facilities.stations === null
        ? null
        : { term: m.center_stations({}, o), value: formatNumber(locale, facilities.stations) },
    platforms:
      facilities.platforms.length === 0
        ? null
        : {
            term: m.center_platforms({}, o),
            value: facilities.platforms.map((key) => platforms[key]).join(", "),
          },
    price: price ? { term: m.center_price({}, o), value: m.center_price_from({ price }, o) } : null,
    phoneTerm: m.center_phone({}, o),
    amenities:
      facilities.amenities.length === 0
        ? null
        : {
            term: m.center_amenities({}, o),
            value: facilities.amenities.map((key) => amenities[key]).join(", "),
          },
  };
}

/** The facility facts' texts. */
export type FacilityText = ReturnType<typeof facilityText>;

/** The Follow button's words: 'Follow' / 'Following' and what is followed, for screen readers. */
export function followText(locale: Locale, kind: "center" | "community", name: string) {
  const o = { locale };
  return {
    follow: m.center_follow({}, o),
    following: m.center_following({}, o),
    description:
      kind === "center"
        ? m.center_follow_center({ name }, o)
        : m.center_follow_community({ name }, o),
  };
}

/** The gallery's words for `count` photos of `name`: heading, list label, alts and statuses. */
export function galleryText(locale: Locale, name: string, count: number) {
  const o = { locale };
  const shown = formatNumber(locale, count);
  const numbers = Array.from({ length: count }, (_, at) => formatNumber(locale, at + 1));
  return {
    heading: m.center_photos_of({ name }, o),
    listLabel: m.center_photos_list({ name, count: shown }, o),
    alts: numbers.map((number) => m.center_photo_alt({ name, number, count: shown }, o)),
    statuses: numbers.map((number) => m.center_photo_status({ number, count: shown }, o)),
    previous: m.center_previous_photo({}, o),
    next: m.center_next_photo({}, o),
  };
}

/** The gallery's texts. */
export type GalleryText = ReturnType<typeof galleryText>;

/**
 * The Reviews block's texts: the summary ("4.3", "12 reviews"), the stars' words, the sort links,
 * the write/sign-in/owner/status lines and per review its date, sub-ratings and Helpful counts.
 * @param centerId the center, for its localized links (sort, sign in, the review form)
 */
export function reviewsText(
  locale: Locale,
  centerId: string,
  data: CenterReviewsData,
  viewer: ReviewViewer | null,
) {
  const o = { locale };
  const { summary } = data;
  const here = localizeHref(locale, `/lan-centers/${centerId}`);
  const formPage = localizeHref(locale, `/lan-centers/${centerId}/review`);
  const stars = [0, 1, 2, 3, 4, 5];
  return {
    heading: m.center_reviews({}, o),
    none: m.center_no_reviews({}, o),
    average:
      summary.average === null
        ? ""
        : formatNumber(locale, summary.average, {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }),
    count: m.dir_review_count(
      { count: summary.count, shown: formatNumber(locale, summary.count) },
      o,
    ),
    byStars: m.center_reviews_by_stars({}, o),
    starCounts: stars.map((count) => m.center_stars({ count }, o)),
    starsLabels: stars.map((rating) => m.center_stars_label({ rating }, o)),
    sortLabel: m.center_sort_reviews({}, o),
    sortBy: m.center_sort_by({}, o),
    newest: { label: m.center_newest({}, o), href: `${here}#reviews` },
    helpful: { label: m.center_most_helpful({}, o), href: `${here}?sort=helpful#reviews` },
    signIn: {
      label: m.center_sign_in_to_review({}, o),
      href: `${localizeHref(locale, "/login")}?redirectTo=${encodeURIComponent(formPage)}`,
    },
    ownerNote: m.center_owner_cannot_review({}, o),
    status: viewer?.ownReview
      ? {
          held: m.center_review_held,
          published: m.center_review_published,
          hidden: m.center_review_hidden,
        }[viewer.ownReview.status]({}, o)
      : "",
    editOwn: { label: m.center_edit_own_review({}, o), href: formPage },
    verify: m.center_verify_to_review({}, o),
    write: m.center_write_review({}, o),
    cards: reviewCardsText(locale, data.reviews),
    form: reviewFormText(locale),
    formAction: formPage,
  };
}

/** The Reviews block's texts. */
export type ReviewsText = ReturnType<typeof reviewsText>;

/**
 * The words of review cards: per review its date ("November 26, 2026"), sub-ratings line,
 * Helpful counts and links; plus the words every card shares.
 */
export function reviewCardsText(
  locale: Locale,
  reviews: {
    id: string;
    rating: number;
    equipment: number | null;
    network: number | null;
    staff: number | null;
    createdAt: Date | string;
    helpfulCount: number;
  }[],
) {
  const o = { locale };
  const labels = {
    equipment: m.center_equipment({}, o),
    network: m.center_network({}, o),
    staff: m.center_staff({}, o),
  };
  return {
    edited: m.center_edited({}, o),
    ownerReply: m.center_owner_reply({}, o),
    report: m.center_report({}, o),
    reply: m.center_reply({}, o),
    editReply: m.center_edit_reply({}, o),
    starsLabels: [0, 1, 2, 3, 4, 5].map((rating) => m.center_stars_label({ rating }, o)),
    byId: Object.fromEntries(
      reviews.map((review) => {
        const shown = formatNumber(locale, review.helpfulCount);
        const subs = (["equipment", "network", "staff"] as const)
          .filter((key) => review[key] !== null)
          .map((key) => m.center_sub_rating({ label: labels[key], value: String(review[key]) }, o));
        return [
          review.id,
          {
            date: formatLongDate(locale, review.createdAt),
            subRatings: subs.length > 0 ? subs.join(" · ") : null,
            foundHelpful: m.center_found_helpful({ count: review.helpfulCount, shown }, o),
            helpful: m.center_helpful({ count: shown }, o),
            page: localizeHref(locale, `/reviews/${review.id}`),
          },
        ];
      }),
    ),
  };
}

/** The review cards' texts. */
export type ReviewCardsText = ReturnType<typeof reviewCardsText>;

/**
 * Every text of a center page for `center`, with its status, hours and upcoming parties on the
 * venue's clock.
 */
export function centerText(
  locale: Locale,
  center: {
    id: string;
    organizationName: string;
    openingHours: OpeningHours | null;
    timeZone: string;
    facilities: Facilities;
    photos: unknown[];
    upcomingEvents: {
      id: string;
      startDate: Date | string;
      endDate: Date | string;
      timeZone: string;
      atThisCenter: boolean;
    }[];
  },
  status: OpeningStatus | null,
) {
  const o = { locale };
  const name = center.organizationName;
  return {
    back: { to: localizeHref(locale, "/lan-centers"), label: m.center_back({}, o) },
    featured: m.dir_featured({}, o),
    address: m.center_address({}, o),
    directions: m.center_directions({}, o),
    directionsTo: m.center_directions_to({ name }, o),
    website: {
      term: m.center_website({}, o),
      visit: m.dir_visit_website({}, o),
      of: m.dir_website_of({ name }, o),
    },
    community: m.center_community({}, o),
    facilities: facilityText(locale, center.facilities),
    hours: hoursText(locale, center.openingHours, status, center.timeZone),
    upcoming: {
      heading: m.center_upcoming({}, o),
      none: m.center_no_upcoming({}, o),
      byId: Object.fromEntries(
        center.upcomingEvents.map((event) => [
          event.id,
          {
            href: localizeHref(locale, `/events/${event.id}`),
            start: formatZonedTime(locale, event.startDate, event.timeZone),
            end: formatZonedTime(locale, event.endDate, event.timeZone),
            where: event.atThisCenter ? m.center_at_this({}, o) : m.center_nearby({}, o),
          },
        ]),
      ),
    },
    mapLabel: m.center_map_label({}, o),
    map: mapText(locale),
    follow: followText(locale, "center", name),
    gallery: galleryText(locale, name, center.photos.length),
  };
}

/** A center page's texts. */
export type CenterText = ReturnType<typeof centerText>;
