/**
 * Find by place on /lan-centers (issue 14 item 3, ADR 058): when the whole search text names a
 * city, the search is ordered by distance from it and also finds the centers around it.
 */
import type { CenterSearch } from "~/lib/center-search";
import type { Database } from "../db/client.server";
import { searchCenters, type SearchPlace } from "./centers.server";
import { findPlaceNamed, placeLabel } from "./places.server";

/** A city this large is always taken as the place meant ("Berlin", "Kraków"). */
export const ALWAYS_A_PLACE_POPULATION = 100_000;

/** The city a search names, as the page shows it. */
export interface NamedPlace extends SearchPlace {
  /** "Kraków, Poland". */
  label: string;
}

/**
 * The city `search.q` names, or null. A smaller town counts only when no center's name,
 * address or community matches the text, so words that are also town names ("Gaming",
 * "Arcade", "Alliance") stay text searches.
 */
export async function placeOfSearch(
  db: Database,
  search: Pick<CenterSearch, "q" | "community">,
): Promise<NamedPlace | null> {
  if (!search.q) return null;
  const place = findPlaceNamed(search.q);
  if (!place) return null;
  if (place.population < ALWAYS_A_PLACE_POPULATION) {
    const text = await searchCenters(db, { ...search, near: null, page: 1 }, 1);
    if (text.total > 0) return null;
  }
  return { label: placeLabel(place), lat: place.lat, lng: place.lng };
}
