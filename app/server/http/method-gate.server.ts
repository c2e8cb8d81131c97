/**
 * Method gate (issue 18 item 8, ADR 047): a request that writes (POST, PUT, PATCH, DELETE) to a
 * route without an action is answered 405 with `Allow: GET, HEAD` and a plain-text message by the
 * server, before React Router sees it. React Router answers such a request itself, but a resource
 * route (no page) then gets the JSON body `{"message":"Unexpected Server Error"}`, and a page gets
 * no `Allow` header.
 */
import { matchRoutes, type RouteObject } from "react-router";

/** The parts of a build's route manifest the gate reads (`ServerBuild["routes"]`). */
export type RouteManifest = Record<
  string,
  | {
      id: string;
      parentId?: string | undefined;
      path?: string | undefined;
      index?: boolean | undefined;
      caseSensitive?: boolean | undefined;
      module: { action?: unknown };
    }
  | undefined
>;

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
  const tree = toTree(manifest, undefined);
  return function methodNotAllowed(method: string, pathAndQuery: string): string | null {
    if (READS.has(method.toUpperCase())) return null;
    const url = new URL(pathAndQuery, "http://localhost");
    let pathname = url.pathname;
    // Single-fetch data requests: /faq.data, /_root.data for "/".
    if (pathname === "/_root.data") pathname = "/";
    else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
    let pathDecoded: string;
    try {
      pathDecoded = decodeURI(pathname);
    } catch {
      return null; // a malformed address gets its 400 elsewhere
    }
    const matches = matchRoutes(tree, pathDecoded);
    if (!matches || matches.length === 0) return null;
    // As React Router does: a POST to an index route's path without ?index goes to its parent.
    let target = matches[matches.length - 1]!;
    if (target.route.index && !url.searchParams.has("index") && matches.length > 1) {
      target = matches[matches.length - 2]!;
    }
    const entry = manifest[target.route.id ?? ""];
    if (!entry || entry.module.action) return null;
    return READ_METHODS;
  };
}

function toTree(manifest: RouteManifest, parentId: string | undefined): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const children = toTree(manifest, route!.id);
      const common = { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive };
      return route!.index ? { ...common, index: true } : { ...common, children };
    });
}
