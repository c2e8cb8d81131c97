/**
 * Server render entry. Besides React Router's `handleRequest` it exports the runtime hooks
 * server.ts needs (start, readiness, shutdown, load context), so that one bundle holds the
 * single instance of the configuration and database.
 */
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, RouterContextProvider, ServerRouter } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { clientIpContext } from "./lib/client-ip";
import { NonceContext, nonceContext } from "./lib/nonce";

import { lowPriorityScriptPreloads } from "./server/http/script-preloads.server";
import { isDatabaseReady, provideServices } from "./server/runtime.server";

export {
  startRuntime,
  stopRuntime,
  isDatabaseReady,
  getCheckoutFormOrigins,
} from "./server/runtime.server";
export { getConfig } from "./server/config.server";
export { bodyLimitStatus } from "./server/http/body-limit.server";
export { crossSiteWriteReason } from "./server/http/cross-site.server";
export { createMethodGate, METHOD_NOT_ALLOWED_MESSAGE } from "./server/http/method-gate.server";

export const streamTimeout = 5_000;

// `npm run dev` has no server.ts: start the runtime here (idempotent across hot reloads).
if (import.meta.env.DEV) {
  const { startRuntime: start } = await import("./server/runtime.server");
  for (const line of await start()) console.log(line);
}

/**
 * Builds the router load context for one request, carrying its CSP nonce, the client address
 * Express resolved (honouring TRUSTED_PROXIES, used by rate limits) and the services built by
 * the runtime (`servicesOf(context)` in loaders and actions).
 * @throws when the runtime is not started
 */
export function createLoadContext(nonce: string, clientIp = "unknown"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  context.set(clientIpContext, clientIp);
  provideServices(context);
  return context;
}

/**
 * Logs server errors. A client's mistake React Router answers itself (405 for a POST to a page
 * without an action, 404 for an unknown data request) is not an error of ours and is not
 * logged; neither is a request the client aborted.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/**
 * Renders a page. A page that failed (500) while the database does not answer is an outage,
 * not a bug: it answers 503 with `Retry-After`, so clients and load balancers retry
 * (docs/architecture.md "503 when the database is down"; tests/e2e/faults.spec.ts).
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
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
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
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // Script preloads at low priority: the first paint needs only the HTML (ADR 064).
          const body = lowPriorityScriptPreloads({
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
