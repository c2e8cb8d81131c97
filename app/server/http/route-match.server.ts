/**
 * Finding the route a request addresses from a build's route manifest, before React Router runs
 * (ADR 047, issue 23 item 4): the method gate asks whether it has an action, the data-request
 * caching whether its page is public. Single-fetch data requests (`/faq.data`, `/_.data` for
 * "/") address the page of the same path.
 */
import { LRUCache } from "lru-cache";
import { createStaticHandler, type RouteObject } from "react-router";

/** The parts of a build's route manifest read here (`ServerBuild["routes"]`). */
export type RouteManifest = Record<
  string,
  | {
      id: string;
      parentId?: string | undefined;
      path?: string | undefined;
      index?: boolean | undefined;
      caseSensitive?: boolean | undefined;
      module: { action?: unknown; handle?: unknown };
    }
  | undefined
>;

/** One route of the manifest. */
export type ManifestRoute = NonNullable<RouteManifest[string]>;

/** What a request addresses: its route, and whether it is a single-fetch data request. */
export interface AddressedRoute {
  route: ManifestRoute;
  dataRequest: boolean;
}

/**
 * Builds a finder for one build's routes.
 * @returns a function that, for a URL path with its query and whether the request writes, gives
 *   the route React Router would answer with (for a write to an index route's path without
 *   `?index`, its parent, as React Router does), or null for no route or a malformed address
 */
export function createRouteFinder(manifest: RouteManifest) {
  // Flattened and ranked once: `matchRoutes(tree, …)` redid that for the whole route table (eight
  // languages' worth) on every request, 40 % of the CPU of a beacon burst.
  const matcher = createStaticHandler(toTree(manifest, undefined));
  // The last answers by path ("" for no route): a burst of beacons or form posts asks for the
  // same few paths.
  const found = new LRUCache<string, string>({ max: 2_000 });

  /** The id of the route answering `decoded` ("" for none), as React Router picks it. */
  function targetOf(decoded: string, write: boolean, index: boolean): string {
    const matches = matcher.match(decoded);
    if (!matches || matches.length === 0) return "";
    let target = matches[matches.length - 1]!;
    if (write && target.route.index && !index && matches.length > 1) {
      target = matches[matches.length - 2]!;
    }
    return target.route.id ?? "";
  }

  return function findRoute(pathAndQuery: string, write: boolean): AddressedRoute | null {
    const url = new URL(pathAndQuery, "http://localhost");
    let pathname = url.pathname;
    const dataRequest = pathname.endsWith(".data");
    // As React Router 8 reads them (`getNormalizedPath`): `/_.data` is "/", `/a/_.data` is "/a/".
    if (pathname.endsWith("/_.data")) pathname = pathname.slice(0, -"_.data".length);
    else if (dataRequest) pathname = pathname.slice(0, -".data".length);
    let decoded: string;
    try {
      decoded = decodeURI(pathname);
    } catch {
      return null; // a malformed address gets its 400 elsewhere
    }
    const index = write && url.searchParams.has("index");
    const key = `${write ? "w" : "r"}${index ? "i" : ""}|${decoded}`;
    let id = found.get(key);
    if (id === undefined) {
      id = targetOf(decoded, write, index);
      found.set(key, id);
    }
    const route = id === "" ? undefined : manifest[id];
    return route ? { route, dataRequest } : null;
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
