/**
 * Rendered public pages for anonymous visitors (issue 15 item 3, ADR 063). Rendering is most of
 * a page's cost once its data is cached (profile in ADR 063), so the HTML of a public page is
 * kept, keyed by path and query, with the request's CSP nonce replaced by a per-process
 * placeholder; every answer from it puts the new request's own nonce back in, so no two answers
 * share a nonce. It lives as long as the public-data cache's entries and is emptied with it.
 */
import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { PUBLIC_CACHE_TTL_MS, type PublicCache } from "./public-cache.server";

/** Default bound on the number of pages kept (a page is 30-50 KB of HTML). */
export const PAGE_CACHE_MAX_PAGES = 200;

/** A kept page: its HTML with a placeholder for the nonce, and the headers it was sent with. */
interface StoredPage {
  template: string;
  headers: [string, string][];
}

/** A page ready to send: the HTML with the request's nonce, and its headers (ETag included). */
export interface CachedPage {
  html: string;
  headers: [string, string][];
}

/** The rendered-page cache. */
export interface PageCache {
  /**
   * The current generation, taken when a request starts (before its loaders run): a page is
   * kept only if no invalidation happened since, so a page built from data read before a write
   * is never kept after it.
   */
  generation(): number;
  /**
   * Keeps a public page rendered for an anonymous visitor.
   * @param pathAndQuery the page's path and query (`/lan-centers?q=x`)
   * @param html the page as sent, containing `nonce`
   * @param headers its headers (a page that sets a cookie is never kept)
   * @param generation {@link generation} when the request started
   */
  store(input: {
    pathAndQuery: string;
    html: string;
    nonce: string;
    headers: Headers;
    generation: number;
  }): void;
  /** The kept page for this path and query with `nonce` in it, or null. */
  find(input: { pathAndQuery: string; nonce: string }): CachedPage | null;
  /** Pages now kept. */
  readonly size: number;
}

/** The cache key of a request target: path and query as the WHATWG URL parser writes them. */
export function pageKey(target: string): string {
  const url = new URL(target, "http://page.invalid");
  return `${url.pathname}${url.search}`;
}

/**
 * Builds the page cache, emptied whenever `data` is invalidated.
 * @param options.ttlMs lifetime of a page (default: the data cache's); 0 turns it off
 * @param options.max pages kept at most, least recently used dropped first
 */
export function createPageCache(
  data: PublicCache,
  options: { ttlMs?: number; max?: number } = {},
): PageCache {
  const ttlMs = options.ttlMs ?? data.ttlMs ?? PUBLIC_CACHE_TTL_MS;
  const pages = new LRUCache<string, StoredPage>({
    max: options.max ?? PAGE_CACHE_MAX_PAGES,
    ttl: Math.max(ttlMs, 1),
    allowStale: false,
  });
  // Never sent to anyone: every answer replaces it with that request's nonce.
  const placeholder = `lcn-nonce-${randomBytes(18).toString("base64url")}`;
  let generation = 0;
  data.onInvalidate(() => {
    generation += 1;
    pages.clear();
  });
  return {
    generation: () => generation,
    store({ pathAndQuery, html, nonce, headers, generation: started }) {
      if (ttlMs <= 0 || !nonce || headers.has("Set-Cookie") || started !== generation) return;
      pages.set(pageKey(pathAndQuery), {
        template: html.replaceAll(nonce, placeholder),
        headers: [...headers.entries()],
      });
    },
    find({ pathAndQuery, nonce }) {
      if (ttlMs <= 0) return null;
      const page = pages.get(pageKey(pathAndQuery));
      if (!page) return null;
      return { html: page.template.replaceAll(placeholder, nonce), headers: page.headers };
    },
    get size() {
      return pages.size;
    },
  };
}
