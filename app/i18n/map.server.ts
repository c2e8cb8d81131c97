/**
 * The directory map's words in one language (issue 28 item 1, ADR 099): the loading, error and
 * offline panels, the map's and zoom buttons' accessible names and the popup's links. Built on
 * the server by the loaders of /lan-centers and the center page and handed to `CentersMap` as
 * plain strings (app/components/map/map-text.ts).
 */
import type { MapText } from "~/components/map/map-text";
import { m } from "~/paraglide/messages";
import { localizeHref, type Locale } from "./locales";

/**
 * The map's words in `locale`.
 * @returns plain strings; `of` keeps its `{name}` placeholder; `centersPath` is the localized
 *   path of the center pages ("/de/lan-centers")
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
  };
}
