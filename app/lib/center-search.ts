/**
 * The directory search query kept in the URL of /lan-centers (directory list and search): free
 * text, community filter, 'near me' coordinates, the rating filter and sort and page, and the
 * links built from it. No
 * validation library: the page's browser code uses this module (issue 30 item 5); parsing is in
 * `center-search-parse.ts`, used by loaders only.
 */
import type { Platform } from "./opening-hours";

/** Longest search text we use; longer input is cut, not refused. */
export const SEARCH_TEXT_MAX = 100;
/** Centers per page of the list below the map. */
export const CENTERS_PAGE_SIZE = 50;
/**
 * How far from the city the search text names a center may be and still be listed, km
 * (issue 14 item 3; centers whose text matches are listed however far).
 */
export const PLACE_RADIUS_KM = 250;

/** A parsed search: every field optional except the 1-based page. */
export interface CenterSearch {
  q: string;
  community: string | null;
  near: { lat: number; lng: number } | null;
  page: number;
  /** Only centers offering this platform (issue 14 item 4); `platform=pc`. */
  platform?: Platform | null;
  /** Only centers open now on their own wall clock (issue 14 item 4); `open=1`. */
  openNow?: boolean;
  /** Only centers whose average, as shown, is 4.0 or more (issue 27 item 4); `rating=4`. */
  fourStarsUp?: boolean;
  /**
   * `rating`: the best Bayesian average first, then the centers without reviews in the usual
   * order (issue 27 item 4, ADR 090); `sort=rating`. Absent: featured then name, or distance.
   */
  sort?: "rating";
}

/** Serialises a search back to URL params (empty fields left out; page 1 left out). */
export function centerSearchParams(search: Partial<CenterSearch>): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.community) params.set("community", search.community);
  if (search.near)
    params.set("near", `${search.near.lat.toFixed(4)},${search.near.lng.toFixed(4)}`);
  if (search.platform) params.set("platform", search.platform);
  if (search.openNow) params.set("open", "1");
  if (search.fourStarsUp) params.set("rating", "4");
  if (search.sort) params.set("sort", search.sort);
  if (search.page && search.page > 1) params.set("page", String(search.page));
  return params;
}

/** True when the search filters anything (text, community, platform, open now or rating). */
export function isFiltered(search: CenterSearch): boolean {
  return (
    search.q !== "" ||
    search.community !== null ||
    Boolean(search.platform || search.openNow || search.fourStarsUp)
  );
}
