/**
 * How long the app keeps an idle HTTP/1.1 connection open (issue 29 items 6 and 7, ADR 098).
 *
 * Behind a proxy that reuses connections (Caddy, deploy/Caddyfile; the load test's balancer),
 * the side that closes an idle connection must be the proxy. When the app closes first (Node's
 * default is 5 s), a request the proxy sends on that connection at the same moment is lost as
 * ECONNRESET: the one error of the two-instance load test's 100-connection run. So the app waits
 * longer than the proxy's `keepalive` (30 s in deploy/Caddyfile; deployment.test.ts checks the
 * order), and the header timeout stays above it, as Node requires. SIGTERM still closes idle
 * connections at once (server.ts `closeIdleConnections`).
 */
import type { Server } from "node:http";

/** Idle keep-alive time of the app's connections, ms (sent as `Keep-Alive: timeout=65`). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Time allowed for a request's headers, ms: above KEEP_ALIVE_TIMEOUT_MS. */
export const HEADERS_TIMEOUT_MS = 66_000;

/** Sets the app server's idle keep-alive and header timeouts (above). Returns nothing. */
export function applyKeepAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}
