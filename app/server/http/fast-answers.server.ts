/**
 * The lean front of server.ts (issue 30 items 2 and 3, ADR 091, ADR 092): kept answers and
 * hashed build assets sent as stored bytes from memory, on Node's own request and response,
 * before Express and its middleware run. Each answer's headers are built once (security headers,
 * caching, ETag, Content-Encoding, Content-Length) and reused; per request only the encoding is
 * chosen and `If-None-Match` compared.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { chooseEncoding, type Encoding, type StoredAnswer } from "../cache/stored-answer.server";
import { etagMatches } from "./page-cache.server";

/** Headers of one answer as `writeHead` takes them: a flat name, value, name, value... list. */
type RawHeaders = string[];

/** What a stored answer is sent with, built once per answer. */
interface Prepared {
  full: Record<Encoding, RawHeaders>;
  notModified: RawHeaders;
}

/**
 * The request may be answered from memory: GET or HEAD, no body, a path (not `//host` or an
 * absolute URL), and no `Range` (the static handler behind answers ranges).
 */
export function isPlainRead(req: IncomingMessage): boolean {
  const method = req.method;
  if (method !== "GET" && method !== "HEAD") return false;
  const url = req.url ?? "";
  if (url.charCodeAt(0) !== 47 /* / */ || url.charCodeAt(1) === 47 || url.includes("\\")) {
    return false;
  }
  const headers = req.headers;
  return (
    headers["content-length"] === undefined &&
    headers["transfer-encoding"] === undefined &&
    headers.range === undefined
  );
}

/**
 * Sends kept answers (ADR 091): the bytes of the encoding the request accepts, with the
 * security headers of `securityHeaders(answer.scriptHashes)` (a page's hash-based CSP), and 304
 * without a body or a CSP when `If-None-Match` names the answer's ETag (the browser keeps the
 * policy its copy came with, ADR 063). Headers are built on an answer's first use and kept with
 * it.
 * @param securityHeaders the helmet headers for an answer: for a page, `script-src` with its
 *   script hashes instead of a nonce; null: an answer that is not HTML
 * @returns `send(req, res, answer)`
 */
export function createStoredAnswerSender(
  securityHeaders: (scriptHashes: string[] | null) => [string, string][],
) {
  const prepared = new WeakMap<StoredAnswer, Prepared>();
  function prepare(answer: StoredAnswer): Prepared {
    const security = securityHeaders(answer.scriptHashes);
    const base = [...security, ...answer.headers];
    const flat = (pairs: [string, string][]) => pairs.flat();
    const full = {} as Record<Encoding, RawHeaders>;
    for (const encoding of ["br", "gzip", "identity"] as const) {
      const body = answer.bodies[encoding];
      full[encoding] = flat([
        ...base,
        ...(encoding === "identity" ? [] : [["content-encoding", encoding] as [string, string]]),
        ["content-length", String(body.length)],
      ]);
    }
    const notModified = flat(
      base.filter(([name]) => name.toLowerCase() !== "content-security-policy"),
    );
    const ready = { full, notModified };
    prepared.set(answer, ready);
    return ready;
  }
  return function send(req: IncomingMessage, res: ServerResponse, answer: StoredAnswer): number {
    const ready = prepared.get(answer) ?? prepare(answer);
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, answer.etag)) {
      res.writeHead(304, ready.notModified);
      res.end();
      return 304;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    res.writeHead(200, ready.full[encoding]);
    // Node sends no body in answer to HEAD (the headers still carry the GET's length).
    res.end(req.method === "HEAD" ? undefined : answer.bodies[encoding]);
    return 200;
  };
}

/** Content types of the files a build puts in `assets/`; anything else is left to Express. */
const ASSET_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** A file larger than this is left to the static handler behind (sendfile-like streaming). */
export const ASSET_MAX_BYTES = 4 * 1024 * 1024;

/** `Cache-Control` of a hashed build asset: a year, never revalidated. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** One asset in memory: its encodings and their prebuilt headers. */
interface MemoryAsset {
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
  headers: Partial<Record<Encoding, RawHeaders>>;
  notModified: RawHeaders;
}

/**
 * Loads the hashed build assets (`build/client/assets`) into memory with their build-time
 * `.br` and `.gz` copies (scripts/precompress.ts, ADR 059), and answers them (ADR 092): the
 * accepted precompressed bytes, `Cache-Control: public, max-age=31536000, immutable`, a strong
 * ETag over the plain file, `Vary: Accept-Encoding` when a compressed copy exists, and
 * `securityHeaders` (nosniff among them). Nothing is compressed per request.
 * @param dir the assets folder
 * @param urlPrefix the URL path it is served under (`/assets/`)
 * @param securityHeaders headers every asset answer carries
 * @returns `serve(req, res)`: the status sent, or 0 when the path is not a loaded asset (the
 *   caller passes the request on); and `count`, the files loaded
 */
export function createAssetHandler(
  dir: string,
  urlPrefix: string,
  securityHeaders: [string, string][],
) {
  const assets = new Map<string, MemoryAsset>();
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    // No build yet (a test server without assets): everything goes to the static handler.
    names = [];
  }
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const type = ASSET_TYPES[path.extname(name).toLowerCase()];
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (!type || !stat.isFile() || stat.size > ASSET_MAX_BYTES) continue;
    const identity = readFileSync(file);
    const bodies: Partial<Record<Encoding, Buffer>> = { identity };
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      try {
        bodies[encoding] = readFileSync(file + suffix);
      } catch {
        // No smaller copy was written (scripts/precompress.ts keeps only smaller ones).
      }
    }
    const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
    const compressed = bodies.br !== undefined || bodies.gzip !== undefined;
    const common: [string, string][] = [
      ...securityHeaders,
      ["content-type", type],
      ["cache-control", IMMUTABLE_CACHE_CONTROL],
      ["etag", etag],
      ...(compressed ? [["vary", "Accept-Encoding"] as [string, string]] : []),
    ];
    const headers: Partial<Record<Encoding, RawHeaders>> = {};
    for (const [encoding, body] of Object.entries(bodies) as [Encoding, Buffer][]) {
      headers[encoding] = [
        ...common,
        ...(encoding === "identity" ? [] : [["content-encoding", encoding] as [string, string]]),
        ["content-length", String(body.length)] as [string, string],
      ].flat();
    }
    assets.set(`${urlPrefix}${name}`, { etag, bodies, headers, notModified: common.flat() });
  }
  function serve(req: IncomingMessage, res: ServerResponse): number {
    const url = req.url ?? "";
    if (!url.startsWith(urlPrefix)) return 0;
    const query = url.indexOf("?");
    const asset = assets.get(query < 0 ? url : url.slice(0, query));
    if (!asset) return 0;
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, asset.etag)) {
      res.writeHead(304, asset.notModified);
      res.end();
      return 304;
    }
    let encoding = chooseEncoding(req.headers["accept-encoding"]);
    // A file with no smaller brotli copy may still have a gzip one, and always has itself.
    if (!asset.bodies[encoding]) {
      encoding =
        encoding === "br" && asset.bodies.gzip && acceptsGzip(req.headers["accept-encoding"])
          ? "gzip"
          : "identity";
    }
    res.writeHead(200, asset.headers[encoding]!);
    res.end(req.method === "HEAD" ? undefined : asset.bodies[encoding]);
    return 200;
  }
  return { serve, count: assets.size };
}

/** Whether `Accept-Encoding` accepts gzip (for a file without a brotli copy). */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return chooseEncoding(acceptEncoding?.replace(/\bbr\b[^,]*/gi, "br;q=0")) === "gzip";
}

/**
 * The security headers helmet sets, captured once by running its middleware on a stand-in
 * request and response (helmet sets them with `setHeader`): what the lean front adds to every
 * stored answer so it carries the same headers as one sent through Express.
 * @param middleware helmet's middleware
 * @param locals `res.locals` for helmet's directive functions (the CSP nonce placeholder)
 * @returns the headers, names lower-case
 */
export function captureHeaders(
  middleware: (req: unknown, res: unknown, next: (error?: unknown) => void) => void,
  locals: Record<string, unknown>,
): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    locals,
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader(name: string) {
      return headers.get(name.toLowerCase());
    },
  };
  let failed: unknown = null;
  middleware({ headers: {}, method: "GET", url: "/" }, res, (error) => {
    if (error) failed = error;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return [...headers.entries()];
}
