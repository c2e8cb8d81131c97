/**
 * Parsing the directory search of /lan-centers from its URL (directory list and search): every
 * malformed part is dropped ("no filter"), never an error. Used by loaders and the server only,
 * so zod stays out of the page's browser code (issue 30 item 5).
 */
import { z } from "~/lib/zod";
import { SEARCH_TEXT_MAX, type CenterSearch } from "./center-search";
import { PLATFORMS, type Platform } from "./opening-hours";
import { normalizeText, toOneLine } from "./text-input";

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
    // The rating filter and sort, likewise only when given (issue 27 item 4).
    ...(params.get("rating") === "4" ? { fourStarsUp: true } : {}),
    ...(params.get("sort") === "rating" ? { sort: "rating" as const } : {}),
  };
}
