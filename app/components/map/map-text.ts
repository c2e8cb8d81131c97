/**
 * The words of the directory's map (CentersMap, its Leaflet map, popup and zoom buttons) in one
 * object, so a page's loader can hand them over in the page's language (issue 28 item 1,
 * app/i18n/map.server.ts `mapText`). English, the specification's texts, when a page gives none.
 * `of` keeps its `{name}` placeholder (a center's name, for screen readers).
 */
export interface MapText {
  loading: string;
  needsJavaScript: string;
  unavailableTitle: string;
  unavailableText: string;
  databaseError: string;
  databaseErrorHint: string;
  mapLabel: string;
  popupLoading: string;
  visitWebsite: string;
  details: string;
  /** ' of {name}', read after "Visit Website" and "Details" by screen readers. */
  of: string;
  featured: string;
  tilesUnavailable: string;
  zoomGroup: string;
  zoomIn: string;
  zoomOut: string;
  /** The localized path of the center pages, without the id ("/de/lan-centers"). */
  centersPath: string;
  /** The `Intl` locale the popup's rating badge formats its numbers and plurals in ("en-US"). */
  numberLocale: string;
  /** The popup rating badge's count for one review, with `{shown}` ("{shown} review"). */
  reviewsOne: string;
  /** The same for every other count ("{shown} reviews"). */
  reviewsOther: string;
  /** The badge's spoken words, with `{average}` and `{reviews}` ("Rated {average} out of 5 from {reviews}"). */
  rated: string;
}

/** The map's words in English (docs/spec/public-site.md §4). */
export const ENGLISH_MAP_TEXT: MapText = {
  loading: "Loading Maps...",
  needsJavaScript:
    "The map needs JavaScript, which is turned off in this browser. Every LAN center is in the list below.",
  unavailableTitle: "Map Temporarily Unavailable",
  unavailableText:
    "The interactive map could not be loaded. The list of LAN centers below has the same information. Please try reloading the page later.",
  databaseError: "Unable to load LAN center locations from database",
  databaseErrorHint: "Please try again in a few moments.",
  mapLabel: "Map of verified LAN centers",
  popupLoading: "Loading...",
  visitWebsite: "Visit Website",
  details: "Details",
  of: " of {name}",
  featured: "Featured",
  tilesUnavailable:
    "Map tiles could not be loaded right now (you may be offline), so a simple world map is shown. The markers and the list below still work.",
  zoomGroup: "Map zoom",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  centersPath: "/lan-centers",
  numberLocale: "en-US",
  reviewsOne: "{shown} review",
  reviewsOther: "{shown} reviews",
  rated: "Rated {average} out of 5 from {reviews}",
};

/**
 * The map popup's rating badge words for a center's review summary, in the language of `text`
 * (issue 28 item 1): the average with one decimal, "12 reviews" by the language's plural rules
 * (`Intl.PluralRules`: the "one" form where the language says so, else the other form; enough
 * for the site's languages) and the spoken "Rated 4.3 out of 5 from 12 reviews". English equals
 * `RatingBadge`'s own words.
 * @param rating `average` rounded to one decimal, `count` published reviews
 * @returns the words for `RatingBadge`'s `text`, or undefined without published reviews
 */
export function popupRatingText(
  text: MapText,
  rating: { average: number | null; count: number } | null | undefined,
): { average: string; reviews: string; spoken: string } | undefined {
  if (!rating || rating.count === 0 || rating.average === null) return undefined;
  const average = new Intl.NumberFormat(text.numberLocale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating.average);
  const shown = new Intl.NumberFormat(text.numberLocale).format(rating.count);
  const one = new Intl.PluralRules(text.numberLocale).select(rating.count) === "one";
  const reviews = (one ? text.reviewsOne : text.reviewsOther).replaceAll("{shown}", shown);
  const spoken = text.rated.replaceAll("{average}", average).replaceAll("{reviews}", reviews);
  return { average, reviews, spoken };
}
