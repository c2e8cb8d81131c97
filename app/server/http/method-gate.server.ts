/**
 * Method gate (issue 18 item 8, ADR 047): a request that writes (POST, PUT, PATCH, DELETE) to a
 * route without an action is answered 405 with `Allow: GET, HEAD` and a plain-text message by the
 * server, before React Router sees it. React Router answers such a request itself, but a resource
 * route (no page) then gets the JSON body `{"message":"Unexpected Server Error"}`, and a page gets
 * no `Allow` header.
 */
import { createRouteFinder, type RouteManifest } from "./route-match.server";

export type { RouteManifest } from "./route-match.server";

/** Methods every page and resource route answers. */
export const READ_METHODS = "GET, HEAD";

/** The plain-text body of the 405 answer. */
export const METHOD_NOT_ALLOWED_MESSAGE =
  "This address only shows a page; it does not accept sent forms or data (405).";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Builds a checker for one build's routes.
 * @returns a function that, for a method and a URL path with its query, gives the `Allow` value
 *   to answer 405 with, or null when the request may go on (a read, a route with an action, or
 *   no route at all, which React Router answers 404)
 */
export function createMethodGate(manifest: RouteManifest) {
  const findRoute = createRouteFinder(manifest);
  return function methodNotAllowed(method: string, pathAndQuery: string): string | null {
    if (READS.has(method.toUpperCase())) return null;
    const found = findRoute(pathAndQuery, true);
    if (!found || found.route.module.action) return null;
    return READ_METHODS;
  };
}
