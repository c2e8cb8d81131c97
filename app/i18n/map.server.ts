/**
 * The directory map's words in one language (issue 28 item 1, ADR 099): the loading, error and
 * offline panels, the map's and zoom buttons' accessible names and the popup's links and rating
 * badge. Built on the server by the loaders of /lan-centers and the center page and handed to
 * `CentersMap` as plain strings (app/components/map/map-text.ts).
 */
import type { MapText } from "~/components/map/map-text";
import { m } from "~/paraglide/messages";
import { intlLocale } from "./format";
import { localizeHref, type Locale } from "./locales";

/**
 * The map's words in `locale`.
 * @returns plain strings; `of` keeps its `{name}` placeholder; `centersPath` is the localized
 *   path of the center pages ("/de/lan-centers"); the rating badge's templates keep `{shown}`,
 *   `{average}` and `{reviews}` for `popupRatingText`
 */
export function mapText(locale: Locale): MapText {
  const o = { locale };
  return {
    loading: m.map_loading({}, o),
    needsJavaScript: m.map_needs_javascript({}, o),
    unavailableTitle: m.map_unavailable_title({}, o),
    unavailableText: m.map_unavailable_text({}, o),
    databaseError: m.dir_db_error({}, o),
    databaseErrorHint: m.dir_try_again({}, o),
    mapLabel: m.map_label({}, o),
    popupLoading: m.map_popup_loading({}, o),
    visitWebsite: m.dir_visit_website({}, o),
    details: m.map_details({}, o),
    of: m.dir_website_of({ name: "{name}" }, o),
    featured: m.dir_featured({}, o),
    tilesUnavailable: m.map_tiles_unavailable({}, o),
    zoomGroup: m.map_zoom_group({}, o),
    zoomIn: m.map_zoom_in({}, o),
    zoomOut: m.map_zoom_out({}, o),
    centersPath: localizeHref(locale, "/lan-centers"),
    numberLocale: intlLocale(locale),
    // Templates for the popup's rating badge, filled in the browser (`popupRatingText`): the
    // plural form for 1 and for 5 reviews, `{shown}` and `{average}`/`{reviews}` kept.
    reviewsOne: m.dir_review_count({ count: 1, shown: "{shown}" }, o),
    reviewsOther: m.dir_review_count({ count: 5, shown: "{shown}" }, o),
    rated: m.dir_rated({ average: "{average}", reviews: "{reviews}" }, o),
  };
}
