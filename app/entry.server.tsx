/**
 * Server render entry. Besides React Router's `handleRequest` it exports the runtime hooks
 * server.ts needs (start, readiness, shutdown, load context), so that one bundle holds the
 * single instance of the configuration and database.
 */
import { Writable } from "node:stream";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import {
  createContext,
  isRouteErrorResponse,
  RouterContextProvider,
  ServerRouter,
} from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { clientIpContext } from "./lib/client-ip";
import { NonceContext, nonceContext } from "./lib/nonce";
import { RequestIdContext, requestIdContext } from "./lib/request-id";

import { getConfig as readConfig, type AppConfig } from "./server/config.server";
import {
  createMetricsHandler,
  createRequestObserver,
  startMetricsServer,
  type Logger,
} from "./server/observability/index.server";
import type { RouteManifest } from "./server/http/route-match.server";
import { getMetrics, getServices, isDatabaseReady, provideServices } from "./server/runtime.server";
import { servicesContext } from "./server/services.server";
import type { StoredAnswer } from "./server/cache/page-cache.server";
import type { GateAnswer, GateRequest } from "./server/http/upload-gate.server";
import {
  applyPageCaching,
  etagMatches,
  isPublicHandle,
  pageEtag,
} from "./server/http/page-cache.server";
import { deferDocumentScripts, scriptsAfterPaint } from "./server/http/scripts-after-paint.server";

export {
  startRuntime,
  stopRuntime,
  isDatabaseReady,
  getCheckoutFormOrigins,
  seedsOnFirstStart,
  seedFirstStart,
} from "./server/runtime.server";
export { getConfig } from "./server/config.server";
export { createLogger, routeConsole, requestIdOf } from "./server/observability/index.server";
export { bodyLimitStatus } from "./server/http/body-limit.server";
export { applyKeepAlive } from "./server/http/keep-alive.server";
export { oneDrainListener } from "./server/http/drain-listeners.server";
export { crossSiteWriteReason } from "./server/http/cross-site.server";
export { createMethodGate, METHOD_NOT_ALLOWED_MESSAGE } from "./server/http/method-gate.server";
export { createPublicDataMatcher } from "./server/http/page-cache.server";
export {
  captureHeaders,
  createAssetHandler,
  createStoredAnswerSender,
  isPlainRead,
} from "./server/http/fast-answers.server";

export const streamTimeout = 5_000;

// `npm run dev` has no server.ts: start the runtime here (idempotent across hot reloads).
if (import.meta.env.DEV) {
  const { startRuntime: start } = await import("./server/runtime.server");
  for (const line of await start()) console.log(line);
}

/**
 * What server.ts observes requests with (issue 29 item 4, ADR 097), after `startRuntime`: the
 * per-request observer (request id, log line, duration by route pattern), the `/metrics` handler
 * of the site's port (answers only with METRICS_TOKEN and no METRICS_PORT; else the request goes
 * on and gets the app's 404), and the start of the metrics port's listener (null without
 * METRICS_PORT).
 * @param routes the build's route manifest (`build.routes`)
 * @param logger the process's logger (`createLogger`)
 * @throws when the runtime is not started
 */
export function createObservability(routes: RouteManifest, logger: Logger) {
  const config: AppConfig = readConfig();
  const metrics = getMetrics();
  return {
    observer: createRequestObserver({
      logger,
      metrics,
      routes,
      logRequests: config.logRequests,
    }),
    publicMetrics: createMetricsHandler(metrics, config.metrics, true),
    startMetricsServer: () =>
      config.metrics.port === null ? null : startMetricsServer(metrics, config.metrics),
  };
}

/**
 * Builds the router load context for one request, carrying its CSP nonce, the client address
 * Express resolved (honouring TRUSTED_PROXIES, used by rate limits), its request id (the error
 * page's reference, ADR 097) and the services built by the runtime (`servicesOf(context)` in
 * loaders and actions).
 * @param publicData the request is a data request of a public page (`createPublicDataMatcher`)
 * @throws when the runtime is not started
 */
export function createLoadContext(
  nonce: string,
  clientIp = "unknown",
  publicData = false,
  requestId = "",
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  context.set(requestIdContext, requestId);
  context.set(clientIpContext, clientIp);
  context.set(publicDataContext, publicData);
  provideServices(context);
  context.set(pageGenerationContext, context.get(servicesContext)?.pageCache.generation() ?? null);
  return context;
}

/** The request is a single-fetch data request of a public page (issue 23 item 4). */
const publicDataContext = createContext<boolean>(false);

/**
 * The upload gate (issue 23, ADR 068): server.ts asks it before any handler reads the body of a
 * write to a large-body route (`app/server/http/upload-gate.server.ts`).
 * @returns pass (with a release to call when the response has finished), or the refusal to send
 *   without reading the body
 */
export function uploadGate(input: GateRequest): Promise<GateAnswer> {
  return getServices().uploadGate(input);
}

/** The page cache's generation when the request started (ADR 063); null: do not keep it. */
const pageGenerationContext = createContext<number | null>(null);

/**
 * The kept answer for a request target (ADR 063, ADR 091): a public page only for a visitor
 * without a session cookie, an answer that is the same for everyone (the map's marker JSON) for
 * anybody; null: route it. server.ts sends it as stored bytes before React Router runs.
 * @param target the request's path and query
 * @param cookie the request's Cookie header
 */
export function findStoredAnswer(input: {
  target: string;
  cookie: string | undefined;
}): StoredAnswer | null {
  const services = getServices();
  const answer = services.pageCache.find(input.target);
  if (!answer) return null;
  if (
    answer.anonymousOnly &&
    input.cookie &&
    services.auth.hasSessionCookie(new Headers({ cookie: input.cookie }))
  ) {
    return null;
  }
  getMetrics().pageCacheHit();
  return answer;
}

/**
 * Logs server errors. A client's mistake React Router answers itself (405 for a POST to a page
 * without an action, 404 for an unknown data request) is not an error of ours and is not
 * logged; neither is a request the client aborted.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // The request id is the error page's reference (ADR 097): the line an operator looks for.
  const requestId = context.get(requestIdContext);
  console.error(`request ${requestId || "(no id)"} failed:`, error);
};

/**
 * Data requests (client-side navigation, `.data`) get the caching headers of their pages
 * (`applyPageCaching`; ADR 063, issue 23 item 4): a visitor with a session cookie gets
 * `private, no-store`; a visitor without one gets the public page's `Cache-Control` when the page
 * is public; every answer says `Vary: Cookie`.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  const services = context.get(servicesContext);
  if (!services) return response;
  applyPageCaching({
    method: request.method,
    status: response.status,
    hasSession: services.auth.hasSessionCookie(request),
    publicRoute: context.get(publicDataContext),
    headers: response.headers,
    ttlSeconds: services.config.publicCacheSeconds,
  });
  return response;
};

/**
 * Renders a page. A page that failed (500) while the database does not answer is an outage,
 * not a bug: it answers 503 with `Retry-After`, so clients and load balancers retry
 * (docs/architecture.md "503 when the database is down"; tests/e2e/faults.spec.ts).
 * Caching (ADR 063): a public page for a visitor without a session cookie is rendered whole,
 * gets `Cache-Control: public, ...` and a weak ETag without the nonce, and a matching
 * `If-None-Match` answers 304; a request with a session cookie gets `private, no-store`.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (responseStatusCode === 500 && !(await isDatabaseReady())) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "10");
    responseHeaders.set("Cache-Control", "no-store");
  }
  const services = loadContext.get(servicesContext);
  const publicPage =
    services !== null &&
    applyPageCaching({
      method: request.method,
      status: responseStatusCode,
      hasSession: services.auth.hasSessionCookie(request),
      publicRoute: isPublicHandle(routerContext.staticHandlerContext.matches.at(-1)?.route.handle),
      headers: responseHeaders,
      ttlSeconds: services.config.publicCacheSeconds,
    });
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  const requestId = loadContext.get(requestIdContext);
  if (publicPage) {
    getMetrics().pageCacheMiss();
    const generation = loadContext.get(pageGenerationContext);
    return renderPublicPage(request, responseHeaders, routerContext, nonce, (html) => {
      if (services && generation !== null) {
        const url = new URL(request.url);
        services.pageCache
          .store({
            pathAndQuery: `${url.pathname}${url.search}`,
            html,
            nonce,
            headers: responseHeaders,
            generation,
          })
          .catch((error: unknown) => console.error("page cache: store", error));
      }
    });
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <RequestIdContext value={requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdContext>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // Scripts start after the first paint: it needs only the HTML (ADR 064, ADR 094).
          const body = scriptsAfterPaint(nonce, {
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * A public page rendered whole (its loaders are cached, ADR 063), with a weak ETag over the HTML
 * without the nonce; 304 without a body when `If-None-Match` names it. server.ts leaves the CSP
 * header out of a 304, so the browser keeps the policy whose nonce its cached copy carries.
 */
function renderPublicPage(
  request: Request,
  headers: Headers,
  routerContext: EntryContext,
  nonce: string,
  keep: (html: string) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        // Scripts after the first paint here too (ADR 094), before the page is kept.
        const html = deferDocumentScripts(Buffer.concat(chunks).toString("utf8"), nonce);
        if (failed) {
          // An error inside the page after the shell: answered as the streamed path would,
          // and never cached.
          headers.set("Cache-Control", "no-store");
          resolve(new Response(html, { status: 500, headers }));
          return callback();
        }
        const etag = pageEtag(html, nonce);
        headers.set("ETag", etag);
        headers.set("Content-Type", "text/html; charset=utf-8");
        keep(html);
        if (etagMatches(request.headers.get("If-None-Match"), etag)) {
          resolve(new Response(null, { status: 304, headers }));
        } else {
          resolve(new Response(html, { status: 200, headers }));
        }
        callback();
      },
    });
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          console.error(error);
        },
      },
    );
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
