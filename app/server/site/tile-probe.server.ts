/**
 * Whether the configured tile service answers (issue 15 item 6, ADR 064). The browser asks before
 * it requests any tile, so a dead or unreachable `MAP_TILE_URL` (offline, a typo, an outage) shows
 * the bundled basemap and the notice without a single failed request in the browser's console.
 * The server fetches one tile (zoom 0) with a short timeout and keeps the answer for a minute;
 * concurrent callers share one probe.
 */

/** How long one answer is kept (ms). */
export const TILE_PROBE_TTL_MS = 60_000;

/** How long the probe waits for the tile service (ms). */
export const TILE_PROBE_TIMEOUT_MS = 2_000;

/**
 * The address of the zoom-0 tile of a Leaflet URL template (`{s}` → `a`, `{r}` → ``).
 * @returns the absolute URL, or null when the template is not an http(s) URL
 */
export function firstTileUrl(template: string): string | null {
  const url = template
    .replaceAll("{s}", "a")
    .replaceAll("{z}", "0")
    .replaceAll("{x}", "0")
    .replaceAll("{y}", "0")
    .replaceAll("{r}", "");
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Builds the probe of one tile template.
 * @param input.tileUrl the `MAP_TILE_URL` template, or null (no tiles: never available)
 * @param input.fetchImpl fetch to use (tests); input.now clock in ms (tests)
 * @returns a function that resolves true when the zoom-0 tile answered 2xx within the timeout
 *   (from a cached answer up to `TILE_PROBE_TTL_MS` old); it never throws
 */
export function createTileProbe(input: {
  tileUrl: string | null;
  fetchImpl?: typeof fetch;
  now?: () => number;
}): () => Promise<boolean> {
  const { tileUrl, fetchImpl = fetch, now = Date.now } = input;
  const target = tileUrl ? firstTileUrl(tileUrl) : null;
  let cached: { at: number; available: boolean } | null = null;
  let inFlight: Promise<boolean> | null = null;
  return () => {
    if (!target) return Promise.resolve(false);
    if (cached && now() - cached.at < TILE_PROBE_TTL_MS) return Promise.resolve(cached.available);
    inFlight ??= fetchImpl(target, {
      signal: AbortSignal.timeout(TILE_PROBE_TIMEOUT_MS),
      headers: { accept: "image/*" },
    })
      .then(
        async (response) => {
          await response.body?.cancel();
          return response.ok;
        },
        () => false,
      )
      .then((available) => {
        cached = { at: now(), available };
        inFlight = null;
        return available;
      });
    return inFlight;
  };
}
