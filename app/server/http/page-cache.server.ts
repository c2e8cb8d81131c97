/**
 * HTTP caching of pages (issue 15 item 3, ADR 063). A route opts in with
 * `export const handle = PUBLIC_PAGE` (`app/lib/public-page.ts`) when its page is the same for every visitor without a
 * session. Such a page, asked for without a session cookie and answered 200 without a cookie
 * of its own, is `public` for shared caches (`s-maxage`, `stale-while-revalidate`) and carries
 * a weak `ETag` over its HTML with the CSP nonce left out, so a matching `If-None-Match` is
 * answered 304. A request with a session cookie gets `private, no-store` on every page; every
 * page says `Vary: Cookie`.
 */
import { createHash } from "node:crypto";
import { isPublicHandle } from "~/lib/public-page";
import { createRouteFinder, type RouteManifest } from "./route-match.server";

export { isPublicHandle, PUBLIC_PAGE } from "~/lib/public-page";

/** `Cache-Control` of a page for a signed-in (or possibly signed-in) visitor. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * `Cache-Control` of a public page: browsers revalidate every time (`max-age=0`, answered
 * cheaply by the ETag), shared caches keep it `ttlSeconds` and may serve it stale for as long
 * again while they refetch it.
 */
export function publicCacheControl(ttlSeconds: number): string {
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${ttlSeconds * 2}`;
}

/** What decides a page's caching. */
export interface PageCacheInput {
  method: string;
  status: number;
  /** The request carries a session cookie (auth's `hasSessionCookie`). */
  hasSession: boolean;
  /** The deepest matched route's `handle` is {@link PUBLIC_PAGE}. */
  publicRoute: boolean;
  /** The answer's headers so far (a `Set-Cookie` or a route's own `Cache-Control` wins). */
  headers: Headers;
  /** `config.publicCacheSeconds`; 0: nothing is public. */
  ttlSeconds: number;
}

/**
 * Sets `Cache-Control` and `Vary` on a page's headers.
 * @returns true when the page is public (the caller then adds the ETag)
 */
export function applyPageCaching(input: PageCacheInput): boolean {
  const { headers } = input;
  headers.append("Vary", "Cookie");
  if (input.hasSession) {
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return false;
  }
  const method = input.method.toUpperCase();
  const isPublic =
    (method === "GET" || method === "HEAD") &&
    input.status === 200 &&
    input.publicRoute &&
    input.ttlSeconds > 0 &&
    !headers.has("Set-Cookie") &&
    !headers.has("Cache-Control");
  if (isPublic) headers.set("Cache-Control", publicCacheControl(input.ttlSeconds));
  return isPublic;
}

/**
 * The weak ETag of a page's HTML, computed with every occurrence of the request's CSP nonce
 * removed: two renders of the same content differ only in the nonce, so they get the same tag.
 */
export function pageEtag(html: string, nonce: string): string {
  const stable = nonce ? html.replaceAll(nonce, "") : html;
  return `W/"${createHash("sha256").update(stable).digest("base64url").slice(0, 27)}"`;
}

/**
 * Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2; `*` matches).
 */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/**
 * Builds a checker for single-fetch data requests (client-side navigation, `/faq.data`) whose
 * page is public (issue 23 item 4): their answer to a visitor without a session is the same for
 * everyone, so it gets the page's own `Cache-Control` and `Vary` (`applyPageCaching`), and a CDN
 * keeps it no longer than the page.
 * @param manifest the build's routes (`ServerBuild["routes"]`)
 * @returns a function telling whether a GET or HEAD of `pathAndQuery` is a data request of a
 *   route whose `handle` is `PUBLIC_PAGE`
 */
export function createPublicDataMatcher(manifest: RouteManifest) {
  const findRoute = createRouteFinder(manifest);
  return function isPublicDataRequest(method: string, pathAndQuery: string): boolean {
    const upper = method.toUpperCase();
    if (upper !== "GET" && upper !== "HEAD") return false;
    const found = findRoute(pathAndQuery, false);
    return found !== null && found.dataRequest && isPublicHandle(found.route.module.handle);
  };
}
