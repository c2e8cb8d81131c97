/**
 * The directory search query kept in the URL of /lan-centers (directory list and search): free
 * text, community filter, 'near me' coordinates and page. Shared by the browser (building links)
 * and the server (parsing); invalid parts are dropped, never an error.
 */
import { z } from "~/lib/zod";
import { PLATFORMS, type Platform } from "./opening-hours";
import { normalizeText, toOneLine } from "./text-input";

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
}

const nearSchema = z
  .string()
  .regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/)
  .transform((value) => {
    const [lat, lng] = value.split(",").map(Number) as [number, number];
    return { lat, lng };
  })
  .refine(({ lat, lng }) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180);

/**
 * The search text as typed, made one clean line (`toOneLine`, ADR 069): NFC; control characters
 * (NUL above all, which PostgreSQL refuses and which used to read as an outage), line separators,
 * bidi overrides and lone surrogates become spaces, runs of spaces become one, zero-width and
 * bidi characters at the ends are trimmed; text over {@link SEARCH_TEXT_MAX} characters is cut at
 * a whole character. A search is friendlier ignored than refused, so this never fails.
 */
export const searchTextSchema = z
  .string()
  .catch("")
  .transform((value) =>
    normalizeText(Array.from(toOneLine(value)).slice(0, SEARCH_TEXT_MAX).join("")),
  );

/** Parses URL search params; anything malformed falls back to "no filter". */
export function parseCenterSearch(params: URLSearchParams): CenterSearch {
  const q = searchTextSchema.parse(params.get("q") ?? "");
  const community = z.uuid().safeParse(params.get("community") ?? "");
  const near = nearSchema.safeParse(params.get("near") ?? "");
  const page = z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .safeParse(params.get("page") ?? "1");
  const platform = params.get("platform") ?? "";
  return {
    q,
    community: community.success ? community.data : null,
    near: near.success ? near.data : null,
    page: page.success ? page.data : 1,
    // The facility filters appear only when given (issue 14 item 4).
    ...(Object.hasOwn(PLATFORMS, platform) ? { platform: platform as Platform } : {}),
    ...(params.get("open") === "1" ? { openNow: true } : {}),
  };
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
  if (search.page && search.page > 1) params.set("page", String(search.page));
  return params;
}

/** True when the search filters anything (text, community, platform or open now). */
export function isFiltered(search: CenterSearch): boolean {
  return search.q !== "" || search.community !== null || Boolean(search.platform || search.openNow);
}
