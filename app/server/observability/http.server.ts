/**
 * Per-request observation for server.ts (issue 29 item 4, ADR 097): the request id, one JSON log
 * line per answer (pino-http) and the request-duration histogram by route pattern, for both the
 * fast-answers front (ADR 091) and Express; and access to `/metrics` (a separate port or a bearer
 * token, never public).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { pinoHttp, type HttpLogger } from "pino-http";
import { createRouteFinder, type RouteManifest } from "../http/route-match.server";
import type { Logger } from "./logger.server";
import type { Metrics } from "./metrics.server";
import { maskSecrets } from "./redact";
import { REQUEST_ID_HEADER, requestIdFor } from "./request-id";

/** A request as server.ts sees it, with the id `begin` gave it. */
type ObservedRequest = IncomingMessage & { id?: unknown };

/** The answers the fast-answers front sent (labelled `source="stored"`). */
const storedAnswers = new WeakSet<ServerResponse>();

/** Each answer's request target as it arrived (Express rewrites `req.url` under a mount). */
const targets = new WeakMap<ServerResponse, string>();

/**
 * The route pattern a request target is counted under: `assets` for hashed build assets,
 * `healthz`/`readyz`/`metrics`, the React Router route id (with `.data` for a single-fetch data
 * request), or `unmatched`. Never the raw URL, so the label set stays small.
 */
export function createRouteLabeler(routes: RouteManifest) {
  const findRoute = createRouteFinder(routes);
  // The same few targets come again and again (kept pages, the map): match each once.
  const known = new LRUCache<string, string>({ max: 2000 });
  return function routeLabel(target: string): string {
    // The route depends on the path only (a read never goes to an index route's parent).
    const path = target.split("?", 1)[0]!;
    let label = known.get(path);
    if (label === undefined) {
      label = labelOf(path);
      known.set(path, label);
    }
    return label;
  };
  function labelOf(path: string): string {
    if (path.startsWith("/assets/")) return "assets";
    if (path === "/healthz" || path === "/readyz" || path === "/metrics") return path.slice(1);
    let found;
    try {
      found = findRoute(path, false);
    } catch {
      return "unmatched";
    }
    if (!found) return "unmatched";
    return found.dataRequest ? `${found.route.id}.data` : found.route.id;
  }
}

/** What `createRequestObserver` needs. */
export interface ObserverOptions {
  logger: Logger;
  metrics: Metrics;
  routes: RouteManifest;
  /** Write one line per answer (`LOG_REQUESTS`); the request id and metrics are kept either way. */
  logRequests: boolean;
}

/**
 * Builds the observer server.ts calls first for every request.
 * @returns `begin(req, res)`: gives the request its id (a sane incoming `X-Request-Id` or a new
 *   UUID; sent back as `X-Request-Id`, readable with `requestIdOf(req)`), logs the answer when it
 *   has finished (`reqId`, `req` {method, masked url, remoteAddress, userAgent}, `res`
 *   {statusCode, contentLength}, `responseTime` ms, `route`, `source`) and observes its duration;
 *   `markStored(res)`: the front answered it from memory
 */
export function createRequestObserver(options: ObserverOptions) {
  const routeLabel = createRouteLabeler(options.routes);
  const httpLogger: HttpLogger = pinoHttp({
    logger: options.logger,
    autoLogging: options.logRequests,
    quietReqLogger: true,
    genReqId: (req, res) => {
      const id = requestIdFor(req.headers[REQUEST_ID_HEADER]);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    customSuccessMessage: (req, res) => `${req.method} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${res.statusCode} failed`,
    customSuccessObject: (_req, res, value: object) => ({ ...value, ...labelsOf(res) }),
    customErrorObject: (_req, res, _error, value: object) => ({ ...value, ...labelsOf(res) }),
    serializers: {
      req: (req: {
        id: unknown;
        method: string;
        url: string;
        remoteAddress?: string;
        headers: Record<string, string | undefined>;
      }) => ({
        id: req.id,
        method: req.method,
        url: maskSecrets(req.url),
        remoteAddress: req.remoteAddress,
        userAgent: req.headers["user-agent"],
      }),
      res: (res: { statusCode: number; headers: Record<string, unknown> | null }) => ({
        statusCode: res.statusCode,
        contentLength: lengthOf(res.headers?.["content-length"]),
      }),
    },
  });
  const routes = new WeakMap<ServerResponse, string>();
  /** The route pattern and source of an answer, worked out once when it has finished. */
  function labelsOf(res: ServerResponse): { route: string; source: "stored" | "app" } {
    let route = routes.get(res);
    if (route === undefined) {
      route = routeLabel(targets.get(res) ?? "/");
      routes.set(res, route);
    }
    return { route, source: storedAnswers.has(res) ? "stored" : "app" };
  }
  return {
    begin(req: IncomingMessage, res: ServerResponse): void {
      const started = process.hrtime.bigint();
      targets.set(res, req.url ?? "/");
      httpLogger(req, res);
      res.once("finish", () => {
        options.metrics.observeRequest({
          method: req.method ?? "GET",
          status: res.statusCode,
          ...labelsOf(res),
          seconds: Number(process.hrtime.bigint() - started) / 1e9,
        });
      });
    },
    markStored(res: ServerResponse): void {
      storedAnswers.add(res);
    },
  };
}

function lengthOf(value: unknown): number | undefined {
  const length = Number(value);
  return value === undefined || !Number.isFinite(length) ? undefined : length;
}

/** The id `begin` gave a request (undefined before). */
export function requestIdOf(req: IncomingMessage): string | undefined {
  const id = (req as ObservedRequest).id;
  return typeof id === "string" ? id : undefined;
}

/**
 * `Authorization: Bearer <token>` carries the metrics token. Both sides are hashed to the same
 * length first and compared with `timingSafeEqual`, so the time taken says nothing about the
 * token.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  const given = createHash("sha256")
    .update(match?.[1] ?? "")
    .digest();
  const expected = createHash("sha256").update(token).digest();
  return timingSafeEqual(given, expected) && match !== null;
}

/** Where `/metrics` is served (METRICS_PORT, METRICS_TOKEN). */
export interface MetricsAccess {
  /** A port of its own; null: none. */
  port: number | null;
  /** A bearer token every scrape must carry; null: none. */
  token: string | null;
}

/**
 * The `/metrics` handler of one listener.
 * @param onPublicPort true for the site's own port: there `/metrics` is served only with a token
 *   and no separate port; otherwise the call answers nothing (returns false) and the request goes
 *   on to the app, which answers 404
 * @returns `(req, res) => boolean`: true when it answered (the metrics, 401 without or with a
 *   wrong token, or 404 on the metrics port for any other path)
 */
export function createMetricsHandler(
  metrics: Metrics,
  access: MetricsAccess,
  onPublicPort: boolean,
) {
  const serves = onPublicPort ? access.port === null && access.token !== null : true;
  return function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const path = (req.url ?? "/").split("?", 1)[0];
    if (!serves || (onPublicPort && path !== "/metrics")) return false;
    const headers = { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" };
    if (path !== "/metrics") {
      res.writeHead(404, headers).end("Not found.\n");
      return true;
    }
    if (access.token !== null && !bearerMatches(req.headers.authorization, access.token)) {
      res
        .writeHead(401, { ...headers, "WWW-Authenticate": 'Bearer realm="metrics"' })
        .end("A valid bearer token is required.\n");
      return true;
    }
    metrics.render().then(
      (text) => {
        res.writeHead(200, { "Cache-Control": "no-store", "Content-Type": metrics.contentType });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      () => res.writeHead(500, headers).end("Metrics unavailable.\n"),
    );
    return true;
  };
}

/**
 * Starts the metrics listener on its own port (METRICS_PORT): `/metrics` only (with the token when
 * METRICS_TOKEN is set too), 404 for anything else.
 * @returns the listening server (close it at shutdown)
 */
export function startMetricsServer(metrics: Metrics, access: MetricsAccess): Promise<Server> {
  const handle = createMetricsHandler(metrics, access, false);
  const server = createServer((req, res) => void handle(req, res));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(access.port ?? 0, () => resolve(server));
  });
}
