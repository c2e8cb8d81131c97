/**
 * Appearances (issue 26 items 1 and 4, ADR 086): which centers a visitor was shown in the
 * /lan-centers list, its search results and the map. The server decides it from the search or
 * map view the visitor's page asked for (re-run through the directory's cached reads), never from
 * ids a browser sends, so nobody can count a listing that was not shown.
 */
import { isFiltered, type CenterSearch } from "~/lib/center-search";
import type { InsightMetric } from "./schema";
import { normaliseTerm } from "./search-terms.server";

/** Where a listing appeared. */
export type AppearanceSource = "list" | "search" | "map";

/** One center as shown. */
export interface ShownCenter {
  id: string;
  lat: number;
  lng: number;
  /** Shown among the priority listings at the top of the list or search results. */
  featuredPosition: boolean;
}

/** What one list page or map view showed. */
export interface Appearances {
  source: AppearanceSource;
  shown: ShownCenter[];
  /** The normalised search term of a text search, else null. */
  term: string | null;
}

/** The metric of each source. */
export const APPEARANCE_METRIC: Record<AppearanceSource, InsightMetric> = {
  list: "list_appearance",
  search: "search_appearance",
  map: "map_appearance",
};

/**
 * What a /lan-centers page showed: the unfiltered list (`list`) or a search (`search`: text,
 * community, platform or open now), with its term. Featured positions: the priority listings the
 * list puts first (the leading run of featured centers on the page), except when it is ordered
 * by distance (near me, or a city named in the text), where featured centers are not put first.
 */
export function listAppearances(
  search: CenterSearch,
  result: {
    centers: { id: string; lat: number; lng: number; featured: boolean }[];
    place: unknown;
  },
): Appearances {
  const byDistance = search.near !== null || result.place !== null;
  const filtered = isFiltered(search) || search.near !== null;
  let leading = !byDistance;
  const shown = result.centers.map((center) => {
    leading = leading && center.featured;
    return { id: center.id, lat: center.lat, lng: center.lng, featuredPosition: leading };
  });
  return {
    source: filtered ? "search" : "list",
    shown,
    term: filtered ? normaliseTerm(search.q) : null,
  };
}

/** What a map view showed: its single markers (`[id, lat, lng, …]`; clusters name no center). */
export function mapAppearances(answer: {
  markers: readonly (readonly [string, number, number, ...unknown[]])[];
}): Appearances {
  return {
    source: "map",
    shown: answer.markers.map(([id, lat, lng]) => ({ id, lat, lng, featuredPosition: false })),
    term: null,
  };
}
