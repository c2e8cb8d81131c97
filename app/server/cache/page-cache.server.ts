/**
 * Kept answers (issue 15 item 3, ADR 063; as stored bytes since issue 30 item 2, ADR 091):
 * rendered public pages for anonymous visitors, and cacheable JSON the same for everyone (the
 * map's marker answers), keyed by path and query. Rendering is most of a page's cost once its
 * data is cached (profile in ADR 063), and compressing it again per answer was most of what was
 * left (profile in ADR 091), so a page is kept once, already compressed with brotli and gzip,
 * without its CSP nonce: its inline scripts are allowed by their SHA-256 instead
 * (`scriptHashes`), and every answer from it is the same bytes. It is fresh as long as the
 * public-data cache's entries and is emptied with it. Once it is older, one request renders the
 * page again while the others still get the kept answer, for at most twice the freshness (the
 * `stale-while-revalidate` the pages already tell shared caches, app/server/http/page-cache.server.ts):
 * an expiry under load costs one render, not one per connection (ADR 105).
 */
import { LRUCache } from "lru-cache";
import { PUBLIC_CACHE_TTL_MS, type PublicCache } from "./public-cache.server";
import {
  buildStoredAnswer,
  inlineScriptHashes,
  withoutNonce,
  type StoredAnswer,
} from "./stored-answer.server";

export type { StoredAnswer } from "./stored-answer.server";

/** Default bound on the bytes kept, all encodings of all answers (a page is about 140 KB). */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Default bound on the number of answers kept. */
export const PAGE_CACHE_MAX_PAGES = 1_000;
/** A render that has not kept a new answer after this long lets the next request try. */
export const PAGE_CACHE_REFRESH_WAIT_MS = 5_000;

/** The kept answers. */
export interface PageCache {
  /**
   * The current generation, taken when a request starts (before its loaders run): an answer is
   * kept only if no invalidation happened since, so an answer built from data read before a
   * write is never kept after it.
   */
  generation(): number;
  /**
   * Keeps a public page rendered for an anonymous visitor: without its nonce attributes, with
   * the hashes of its inline scripts, compressed off the main thread. Resolves once kept (or
   * refused: a page that sets a cookie, an invalidation meanwhile, the nonce elsewhere in it).
   * @param pathAndQuery the page's path and query (`/lan-centers?q=x`)
   * @param html the page as sent, containing `nonce`
   * @param headers its headers (ETag, Cache-Control, Vary, Content-Type)
   * @param generation {@link generation} when the request started
   */
  store(input: {
    pathAndQuery: string;
    html: string;
    nonce: string;
    headers: Headers;
    generation: number;
  }): Promise<void>;
  /**
   * Keeps an answer that is the same for every visitor, signed in or not (the map's marker
   * JSON), compressed off the main thread; resolves once kept or refused, as {@link store}.
   */
  storeShared(input: {
    pathAndQuery: string;
    body: string;
    headers: Headers;
    generation: number;
  }): Promise<void>;
  /**
   * The kept answer for this path and query, or null. A stale answer (older than the freshness,
   * within twice it after) is null for one request, which renders the page again, and the
   * answer for the others until a new one is kept or `PAGE_CACHE_REFRESH_WAIT_MS` pass.
   */
  find(pathAndQuery: string): StoredAnswer | null;
  /** Answers now kept. */
  readonly size: number;
}

/** The cache key of a request target: path and query as the WHATWG URL parser writes them. */
export function pageKey(target: string): string {
  const url = new URL(target, "http://page.invalid");
  return `${url.pathname}${url.search}`;
}

/** A kept answer and when it was kept (`now()` milliseconds). */
interface Kept {
  answer: StoredAnswer;
  keptAt: number;
}

/**
 * Builds the cache, emptied whenever `data` is invalidated.
 * @param options.ttlMs how long an answer is fresh (default: the data cache's); 0 turns it off
 * @param options.staleMs how long after that it may still be sent while one request renders
 *   the page again (default twice `ttlMs`, the pages' `stale-while-revalidate`)
 * @param options.max answers kept at most, least recently used dropped first
 * @param options.maxBytes bytes kept at most (all encodings), least recently used dropped first
 * @param options.now the clock in milliseconds (default `performance.now`; tests move their own)
 */
export function createPageCache(
  data: PublicCache,
  options: {
    ttlMs?: number;
    staleMs?: number;
    max?: number;
    maxBytes?: number;
    now?: () => number;
  } = {},
): PageCache {
  const ttlMs = options.ttlMs ?? data.ttlMs ?? PUBLIC_CACHE_TTL_MS;
  const staleMs = options.staleMs ?? ttlMs * 2;
  const now = options.now ?? (() => performance.now());
  /** Keys whose page one request is rendering again, with the moment it was let through. */
  const refreshing = new Map<string, number>();
  const answers = new LRUCache<string, Kept>({
    max: options.max ?? PAGE_CACHE_MAX_PAGES,
    maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (kept) => Math.max(kept.answer.size, 1),
    ttl: Math.max(ttlMs + staleMs, 1),
    allowStale: false,
    perf: { now },
    // Read the clock on every look-up (lru-cache otherwise reuses one reading for 1 ms).
    ttlResolution: 0,
    // Replaced, dropped or expired: whoever was rendering it again is done.
    dispose: (_kept, key) => refreshing.delete(key),
  });
  let generation = 0;
  data.onInvalidate(() => {
    generation += 1;
    answers.clear();
    refreshing.clear();
  });
  async function keep(
    pathAndQuery: string,
    started: number,
    build: () => Promise<StoredAnswer>,
  ): Promise<void> {
    if (ttlMs <= 0 || started !== generation) return;
    const answer = await build();
    // Compressing took a moment: a write meanwhile means this answer may be old.
    if (started !== generation) return;
    answers.set(pageKey(pathAndQuery), { answer, keptAt: now() });
  }
  return {
    generation: () => generation,
    store({ pathAndQuery, html, nonce, headers, generation: started }) {
      if (headers.has("Set-Cookie")) return Promise.resolve();
      const shared = withoutNonce(html, nonce);
      if (shared === null) return Promise.resolve();
      // Copied now: the caller's headers may change after this returns.
      const kept = new Headers(headers);
      return keep(pathAndQuery, started, () =>
        buildStoredAnswer({
          body: Buffer.from(shared),
          headers: kept,
          scriptHashes: inlineScriptHashes(shared),
          anonymousOnly: true,
        }),
      );
    },
    storeShared({ pathAndQuery, body, headers, generation: started }) {
      if (headers.has("Set-Cookie")) return Promise.resolve();
      const kept = new Headers(headers);
      return keep(pathAndQuery, started, () =>
        buildStoredAnswer({
          body: Buffer.from(body),
          headers: kept,
          scriptHashes: null,
          anonymousOnly: false,
        }),
      );
    },
    find(pathAndQuery) {
      if (ttlMs <= 0) return null;
      const key = pageKey(pathAndQuery);
      const kept = answers.get(key);
      if (!kept) return null;
      const at = now();
      if (at - kept.keptAt < ttlMs) return kept.answer;
      // Stale: the first request (or the first after a render that kept nothing) renders.
      const since = refreshing.get(key);
      if (since === undefined || at - since >= PAGE_CACHE_REFRESH_WAIT_MS) {
        refreshing.set(key, at);
        return null;
      }
      return kept.answer;
    },
    get size() {
      return answers.size;
    },
  };
}
