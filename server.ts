/**
 * HTTP server (issue: foundation, "HTTP server"): Express 5 with compression, security headers
 * (nonce CSP via helmet), hashed assets cached for a year, one JSON log line per request with
 * its request id and /metrics (app/server/observability, ADR 097),
 * /healthz and /readyz, the React Router handler, and graceful shutdown on SIGTERM/SIGINT.
 * Runs on Node 24 with type stripping: `node server.ts` after `npm run build`.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";
import helmet from "helmet";
import type { RouterContextProvider, ServerBuild } from "react-router";

/** A kept answer (app/server/cache/stored-answer.server.ts); server.ts only passes it on. */
type StoredAnswer = object & { readonly scriptHashes: string[] | null };

/** Extra exports of app/entry.server.tsx that the server calls. */
interface EntryExtras {
  startRuntime(): Promise<string[]>;
  /** True when this start would seed the demo data into a new PGlite folder (ADR 101). */
  seedsOnFirstStart(): boolean;
  /** Starts and stops the runtime, seeding; the demo data's log lines (ADR 101). */
  seedFirstStart(): Promise<string[]>;
  stopRuntime(): Promise<void>;
  isDatabaseReady(): Promise<boolean>;
  /** Checkout page origins for CSP form-action (valid after startRuntime), see ADR 031. */
  getCheckoutFormOrigins(): string[];
  createLoadContext(
    nonce: string,
    clientIp?: string,
    publicData?: boolean,
    requestId?: string,
  ): RouterContextProvider;
  /**
   * Checker for single-fetch data requests of public pages, which get their page's caching
   * headers (issue 23 item 4).
   */
  createPublicDataMatcher(
    routes: ServerBuild["routes"],
  ): (method: string, pathAndQuery: string) => boolean;
  /**
   * The kept answer (a public page for a visitor without a session cookie, or an answer the same
   * for everyone) for a request target, or null (ADR 063, ADR 091).
   */
  findStoredAnswer(input: { target: string; cookie: string | undefined }): StoredAnswer | null;
  /** Sender of kept answers as stored bytes (ADR 091, `app/server/http/fast-answers.server.ts`). */
  createStoredAnswerSender(
    securityHeaders: (scriptHashes: string[] | null) => [string, string][],
  ): (req: IncomingMessage, res: ServerResponse, answer: StoredAnswer) => number;
  /** One `drain` listener per compressed answer, mounted after `compression()`. */
  oneDrainListener(): express.RequestHandler;
  /** Hashed build assets from memory, precompressed (ADR 092); `serve` answers 0 for others. */
  createAssetHandler(
    dir: string,
    urlPrefix: string,
    securityHeaders: [string, string][],
  ): { serve(req: IncomingMessage, res: ServerResponse): number; count: number };
  /** The headers a middleware sets, captured once on a stand-in request (ADR 091). */
  captureHeaders(
    middleware: (req: unknown, res: unknown, next: (error?: unknown) => void) => void,
    locals: Record<string, unknown>,
  ): [string, string][];
  /** GET or HEAD of a plain path without a body or a Range: may be answered from memory. */
  isPlainRead(req: IncomingMessage): boolean;
  /**
   * 411/413 when a request body must not be read (security hardening, app/server/http), else null.
   */
  bodyLimitStatus(request: {
    method: string;
    path?: string | undefined;
    contentLength?: string | undefined;
    transferEncoding?: string | undefined;
  }): 411 | 413 | null;
  /**
   * Reason to refuse a cross-site write with 403, or null (security hardening, app/server/http).
   */
  crossSiteWriteReason(request: {
    method: string;
    path: string;
    origin?: string | undefined;
    secFetchSite?: string | undefined;
    ownOrigins: readonly string[];
  }): string | null;
  /**
   * Checker for writes to routes without an action: the `Allow` value to answer 405 with, or
   * null (issue 18 item 8, ADR 047).
   */
  createMethodGate(
    routes: ServerBuild["routes"],
  ): (method: string, pathAndQuery: string) => string | null;
  /**
   * Session, owner and in-flight check of a write to a large-body route, before its body is
   * read (issue 23, ADR 068): pass (with a release for when the response has finished) or the
   * refusal to send. Never throws.
   */
  uploadGate(request: {
    method: string;
    path: string;
    search: string;
    contentLength: string | undefined;
    headers: Headers;
  }): Promise<
    | { pass: true; release?: () => Promise<void> }
    | { pass: false; status: number; headers: Record<string, string>; body: string }
  >;
  METHOD_NOT_ALLOWED_MESSAGE: string;
  /** Idle keep-alive longer than the proxy's (app/server/http/keep-alive.server.ts). */
  applyKeepAlive(server: Server): void;
  /** The JSON-lines logger with redaction (app/server/observability, ADR 097). */
  createLogger(options: { destination?: string | undefined; level?: string | undefined }): Logger;
  /** Sends console.* through the logger, so every line is a masked JSON line. */
  routeConsole(logger: Logger): () => void;
  /** Request observer, the site port's /metrics handler and the metrics port (ADR 097). */
  createObservability(
    routes: ServerBuild["routes"],
    logger: Logger,
  ): {
    observer: {
      begin(req: IncomingMessage, res: ServerResponse): void;
      markStored(res: ServerResponse): void;
    };
    publicMetrics(req: IncomingMessage, res: ServerResponse): boolean;
    startMetricsServer(): Promise<Server> | null;
  };
  /** The id `observer.begin` gave a request (the error page's reference). */
  requestIdOf(req: IncomingMessage): string | undefined;
  getConfig(): {
    port: number;
    production: boolean;
    logRequests: boolean;
    log: { file: string | null; level: string };
    publicUrl: string;
    trustedProxies: string | undefined;
    shutdownDrainMs: number;
    map: { tileSource: string | null };
    csp: {
      scriptSrc: string[];
      frameSrc: string[];
      connectSrc: string[];
      imgSrc: string[];
      mediaSrc: string[];
    };
  };
}

/** The parts of a pino logger server.ts uses. */
interface Logger {
  info(message: string): void;
  error(object: object, message: string): void;
}

/** After the drain (SHUTDOWN_DRAIN_SECONDS), in-flight requests get this long to finish. */
const SHUTDOWN_GRACE_MS = 5_000;
/** The process exits this long after the drain ended, whatever is still open. */
const SHUTDOWN_DEADLINE_AFTER_DRAIN_MS = 8_000;
const root = path.dirname(fileURLToPath(import.meta.url));

/** A start-up failure: one plain line on standard error (not a log line), then exit 1. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

// The built server always runs React's production build (docs/architecture.md "Modes"): React
// picks its build from NODE_ENV when first imported: by the React Router adapter and the server
// bundle, both imported below, after this line.
// Left unset, every page rendered with React's development checks, about 3 times slower
// (profile in ADR 063).
process.env.NODE_ENV = "production";
const { createRequestHandler } = await import("@react-router/express");
const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
const entry = build.entry.module as unknown as EntryExtras;

let config: ReturnType<EntryExtras["getConfig"]>;
try {
  config = entry.getConfig();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
/** Set on the child process that seeds a first start (ADR 101). */
const SEED_CHILD = "LCN_FIRST_START_SEED";
if (process.env[SEED_CHILD] === "1") {
  // The child of a first start: seed, close the database, exit. Its parent gone, it stops too.
  process.once("disconnect", () => process.exit(1));
  try {
    // Local mode's banner: plain lines on standard error, never in the log (ADR 097).
    for (const line of await entry.seedFirstStart()) process.stderr.write(`${line}\n`);
  } catch (error) {
    fail(error instanceof Error ? error.message.split("\n")[0]! : String(error));
  }
  process.exit(0);
}
// A first start that seeds the demo data into a new embedded folder seeds it in a child process
// with the same flags, then opens the folder afresh here (issue 29 item 7, ADR 101): what the
// seeding grows (PGlite's wasm heap, the demo photos' image work, start-up garbage) is never
// given back by a live process, and leaves with the child instead.
if (entry.seedsOnFirstStart()) {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, [SEED_CHILD]: "1" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGTERM", forward).on("SIGINT", forward);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  process.off("SIGTERM", forward).off("SIGINT", forward);
  if (code !== 0) fail("First start: seeding the demo data failed (see above).");
}
// JSON lines from here on; console.* of the app goes through the same masking (ADR 097).
const logger = entry.createLogger({
  destination: config.log.file ?? undefined,
  level: config.log.level,
});
entry.routeConsole(logger);
try {
  // Local mode's start-up banner (demo accounts with their README addresses and password, issue
  // 24) is for the developer's terminal: plain lines on standard error, never in the log
  // (ADR 097). Production's start-up lines are log lines.
  for (const line of await entry.startRuntime()) {
    if (config.production) logger.info(line);
    else process.stderr.write(`${line}\n`);
  }
} catch (error) {
  fail(error instanceof Error ? error.message.split("\n")[0]! : String(error));
}
const observability = entry.createObservability(build.routes, logger);
let metricsServer: Server | null = null;
try {
  metricsServer = await observability.startMetricsServer();
} catch (error) {
  fail(`METRICS_PORT: ${error instanceof Error ? error.message : String(error)}`);
}
// The /payment form POST answers 303 to Stripe Checkout (or the local emulator); Chromium
// checks form-action on that redirect, so the checkout origin is allowed (ADR 031).
const checkoutFormOrigins = entry.getCheckoutFormOrigins();

let shuttingDown = false;
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.trustedProxies ?? false);

app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").json({ status: "ok" });
});
// Ready: the database answers (its migrations were applied before the listener opened). While
// draining for shutdown it answers 503 at once, so the proxy sends no more traffic (ADR 098).
app.get("/readyz", async (_req, res) => {
  const status = shuttingDown
    ? "draining"
    : (await entry.isDatabaseReady())
      ? "ok"
      : "database unavailable";
  res
    .status(status === "ok" ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ status });
});

app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
});
const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
        "'strict-dynamic'",
        // Optional third parties (HubSpot) only when configured, see ADR 013.
        ...config.csp.scriptSrc,
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [
        "'self'",
        "data:",
        ...(config.map.tileSource ? [config.map.tileSource] : []),
        ...config.csp.imgSrc,
      ],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...config.csp.connectSrc],
      ...(config.csp.frameSrc.length > 0 ? { frameSrc: ["'self'", ...config.csp.frameSrc] } : {}),
      mediaSrc: ["'self'", ...config.csp.mediaSrc],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'", ...checkoutFormOrigins],
      ...(config.production ? { upgradeInsecureRequests: [] } : {}),
    },
  },
  strictTransportSecurity: config.production
    ? { maxAge: 31_536_000, includeSubDomains: true }
    : false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
});
app.use(securityHeaders);
// A 304 keeps the browser's cached page, whose scripts carry that answer's nonce: the stored
// CSP header must stay, so the 304 carries none (RFC 9111 §4.3.4 would update it). ADR 063.
app.use((_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: express.Response, ...args: unknown[]) {
    if (this.statusCode === 304 || args[0] === 304) {
      this.removeHeader("Content-Security-Policy");
    }
    return (writeHead as (...rest: unknown[]) => express.Response).apply(this, args);
  } as typeof res.writeHead;
  next();
});
app.use(compression());
// compression() forwards `res.on("drain")` but not its removal: one listener per answer instead.
app.use(entry.oneDrainListener());
app.use((_req, res, next) => {
  if (shuttingDown) res.set("Connection", "close");
  next();
});

// Bodies over 1 MiB (or of unknown length) are refused before anything reads them (security
// hardening); the photo upload route takes 8 photos of 10 MB (ADR 056).
app.use((req, res, next) => {
  const status = entry.bodyLimitStatus({
    method: req.method,
    path: req.path,
    contentLength: req.get("content-length"),
    transferEncoding: req.get("transfer-encoding"),
  });
  if (!status) return next();
  res.status(status).set({ "Cache-Control": "no-store", Connection: "close" }).type("text/plain");
  res.send(status === 413 ? "Request body too large." : "Content-Length required.");
});

// Cross-site writes are refused before any handler runs (security hardening, SECURITY.md).
const publicOrigin = new URL(config.publicUrl).origin;
app.use((req, res, next) => {
  const reason = entry.crossSiteWriteReason({
    method: req.method,
    path: req.path,
    origin: req.get("origin"),
    secFetchSite: req.get("sec-fetch-site"),
    ownOrigins: [publicOrigin, `${req.protocol}://${req.get("host") ?? ""}`],
  });
  if (!reason) return next();
  res.status(403).set("Cache-Control", "no-store").type("text/plain");
  res.send("Cross-site request refused.");
});

// A write to a route without an action: 405 with Allow and a plain message (ADR 047).
const methodNotAllowed = entry.createMethodGate(build.routes);
app.use((req, res, next) => {
  const allow = methodNotAllowed(req.method, req.originalUrl);
  if (!allow) return next();
  res.status(405).set({ Allow: allow, "Cache-Control": "no-store" }).type("text/plain");
  res.send(entry.METHOD_NOT_ALLOWED_MESSAGE);
});

// Writes to the upload and cover forms (bodies up to 81 MiB) are checked before their body is
// read: a large body needs a valid session (and, for a gallery, the center's owner), and each
// user has at most 2 such writes in flight (issue 23, ADR 068). No handler reads a refused body;
// a 401 or 404 also closes the connection (`Connection: close` among the answer's headers).
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const headers = new Headers();
  for (const name of ["cookie", "accept", "sec-fetch-mode"]) {
    const value = req.get(name);
    if (value !== undefined) headers.set(name, value);
  }
  const query = req.originalUrl.indexOf("?");
  void entry
    .uploadGate({
      method: req.method,
      path: req.path,
      search: query < 0 ? "" : req.originalUrl.slice(query),
      contentLength: req.get("content-length"),
      headers,
    })
    .then((answer) => {
      if (answer.pass) {
        if (answer.release) {
          const release = answer.release;
          res.once("close", () => {
            release().catch((error: unknown) =>
              logger.error({ err: error }, "upload gate: release"),
            );
          });
        }
        return next();
      }
      res.status(answer.status).set(answer.headers).type("text/plain");
      res.send(answer.body);
    })
    .catch(next);
});

// Static files are served from their build-time brotli/gzip copies (scripts/precompress.ts,
// ADR 059); `compression()` above skips a response that already has a Content-Encoding, so no
// static file is compressed per request, and none twice.
const clientDir = path.join(root, "build/client");
const precompressed = { enableBrotli: true, orderPreference: ["br", "gz"], index: false };
app.use(
  "/assets",
  expressStaticGzip(path.join(clientDir, "assets"), {
    ...precompressed,
    serveStatic: { immutable: true, maxAge: "1y", index: false },
  }),
);
app.use("/.well-known", express.static(path.join(clientDir, ".well-known"), { dotfiles: "allow" }));
app.use(
  expressStaticGzip(clientDir, { ...precompressed, serveStatic: { maxAge: "1h", index: false } }),
);

// HEAD of a page is rendered as its GET (issue 15, ADR 067): the same ETag, Content-Type and
// caching headers, and 304 on a matching If-None-Match. Node never sends a body in answer to a
// HEAD request (decided when the request arrived), so only the headers go out. A kept page was
// already answered above (Express routes HEAD to `app.get`).
app.use((req, _res, next) => {
  if (req.method === "HEAD") {
    req.method = "GET";
    // Insights never count a HEAD (issue 26 item 2, ADR 085): the loader sees a GET, so say so.
    req.headers["x-lcn-head"] = "1";
  } else delete req.headers["x-lcn-head"];
  next();
});

// Data requests of public pages get their page's Cache-Control (issue 23 item 4).
const isPublicData = entry.createPublicDataMatcher(build.routes);
app.all(
  "/{*path}",
  createRequestHandler({
    build,
    mode: "production",
    getLoadContext: (req, res) =>
      entry.createLoadContext(
        res.locals.cspNonce as string,
        req.ip ?? req.socket.remoteAddress,
        isPublicData(req.method, req.originalUrl),
        entry.requestIdOf(req),
      ),
  }),
);

// Errors that reach Express itself, such as a malformed address (`/nope%ff` fails to decode):
// a plain message with the security headers already set, never Express's default page with its
// stack trace and file paths (issue 18 item 8, ADR 047).
app.use(
  (error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    const status = httpStatusOf(error);
    if (status >= 500) logger.error({ err: error }, "request failed in Express");
    res.status(status).set("Cache-Control", "no-store").type("text/plain");
    res.send(
      status === 400
        ? "Bad request: this address is not valid. Please check it and try again."
        : status < 500
          ? "This request cannot be answered."
          : "Something went wrong on our side. Please try again in a moment.",
    );
  },
);

/** The HTTP status an error carries (400 for an address that does not decode), else 500. */
function httpStatusOf(error: unknown): number {
  if (error instanceof URIError) return 400;
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  const code =
    typeof status === "number" ? status : (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === "number" && code >= 400 && code <= 599 ? code : 500;
}

// The lean front (issue 30 items 2 and 3, ADR 091, ADR 092): a kept answer (a public page for
// an anonymous visitor, the map's marker JSON) and a hashed build asset are sent as stored bytes
// from memory on Node's own request and response, before Express: they need none of its
// middleware (no body to limit, no write to gate, no nonce, nothing to compress), only the
// security headers helmet sets, captured once here. A kept page's CSP allows its inline scripts
// by their SHA-256 instead of a nonce; any other answer gets helmet's policy with no script
// source but 'strict-dynamic' (nothing runs). Everything else goes to Express.
const NONCE_PLACEHOLDER = `lcn-nonce-${randomBytes(12).toString("base64url")}`;
const capturedHeaders = entry.captureHeaders(securityHeaders as never, {
  cspNonce: NONCE_PLACEHOLDER,
});
function storedSecurityHeaders(scriptHashes: string[] | null): [string, string][] {
  const sources = (scriptHashes ?? []).join(" ");
  return capturedHeaders.map(([name, value]): [string, string] =>
    name === "content-security-policy"
      ? [name, value.replace(`'nonce-${NONCE_PLACEHOLDER}'`, sources).replace("src  ", "src ")]
      : [name, value],
  );
}
if (!storedSecurityHeaders(null).some(([name]) => name === "content-security-policy")) {
  fail("server.ts: helmet set no Content-Security-Policy to build stored answers' headers from");
}
const sendStored = entry.createStoredAnswerSender(storedSecurityHeaders);
const assets = entry.createAssetHandler(
  path.join(clientDir, "assets"),
  "/assets/",
  storedSecurityHeaders(null),
);
function front(req: IncomingMessage, res: ServerResponse) {
  // Request id, log line and duration for every answer, the front's own included (ADR 097).
  observability.observer.begin(req, res);
  if (observability.publicMetrics(req, res)) return;
  if (shuttingDown || !entry.isPlainRead(req)) return app(req, res);
  let status = 0;
  try {
    status = assets.serve(req, res);
    if (!status) {
      const answer = entry.findStoredAnswer({ target: req.url!, cookie: req.headers.cookie });
      if (answer) status = sendStored(req, res, answer);
    }
  } catch (error) {
    if (res.headersSent) throw error;
    logger.error({ err: error }, "stored answer");
  }
  if (!status) return app(req, res);
  observability.observer.markStored(res);
}

const server: Server = createServer(front);
entry.applyKeepAlive(server);
server.listen(config.port, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info(`LAN Center Network listening on http://localhost:${port}`);
});

async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info(`${signal} received: finishing in-flight requests`);
  setTimeout(() => {
    logger.error({}, "shutdown deadline reached: exiting");
    process.exit(0);
  }, config.shutdownDrainMs + SHUTDOWN_DEADLINE_AFTER_DRAIN_MS).unref();
  // Connections the kernel accepted just before the signal may not have been read yet (a busy
  // event loop), and a proxy keeps sending until its health check sees /readyz answer 503:
  // closing now would refuse or reset them. Keep serving for the drain time (default 1 s, at
  // least the proxy's check interval behind one; ADR 098), answering with Connection: close.
  await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  const forceClose = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  forceClose.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  clearTimeout(forceClose);
  metricsServer?.close();
  await entry.stopRuntime().catch((error: unknown) => logger.error({ err: error }, "stop"));
  logger.info("shutdown complete");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
