/**
 * Cross-site write refusal (refusal of cross-site requests; OWASP ASVS 5.0 V3.5): a browser
 * request that changes state (any method but GET, HEAD, OPTIONS) must come from one of our
 * own origins. Browsers mark every request with `Sec-Fetch-Site` and every POST with `Origin`;
 * a request with neither comes from a non-browser client, which carries no victim's cookies,
 * and is let through. SameSite=Lax session cookies and React Router's own origin check on
 * route actions are further layers; this check also covers resource routes.
 */

/**
 * Methods that never change state (the spec, and the security suite's rule "no state changes on
 * GET").
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Paths called server-to-server and authenticated otherwise (Stripe signs its webhooks). */
const EXEMPT_PATHS = new Set(["/api/stripe/webhook"]);

/** The parts of a request the check reads. */
export interface WriteRequest {
  method: string;
  /** URL path without the query, e.g. "/login". */
  path: string;
  /** `Origin` header, if any. */
  origin?: string | undefined;
  /** `Sec-Fetch-Site` header, if any: same-origin | same-site | cross-site | none. */
  secFetchSite?: string | undefined;
  /** Origins this site answers on, e.g. ["https://lancenter.example", "http://127.0.0.1:3000"]. */
  ownOrigins: readonly string[];
}

/**
 * Decides whether a request is a cross-site write to refuse.
 * @returns a short reason ("Sec-Fetch-Site: cross-site", "Origin: https://evil.example") when
 *   the request must be refused with 403, or null when it may go on
 */
export function crossSiteWriteReason(request: WriteRequest): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  if (EXEMPT_PATHS.has(request.path)) return null;
  const site = request.secFetchSite?.toLowerCase();
  if (site && site !== "same-origin" && site !== "none") return `Sec-Fetch-Site: ${site}`;
  if (request.origin === undefined) return null;
  if (!request.ownOrigins.includes(normaliseOrigin(request.origin))) {
    return `Origin: ${request.origin}`;
  }
  return null;
}

/** `scheme://host[:port]` of an origin or URL, lower-cased; "null" and junk stay as given. */
export function normaliseOrigin(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}
