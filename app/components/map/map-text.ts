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
};
