/**
 * Answers kept as bytes (issue 30 item 2, ADR 091): a cacheable answer (a public page for
 * anonymous visitors, the map's marker JSON) is compressed once, with brotli and gzip, when it
 * is kept, and every later request gets those bytes as they are. A kept page carries no CSP
 * nonce: its inline scripts are allowed by their SHA-256, computed here once, so the bytes are
 * the same for every visitor and never compressed again.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** A content coding we keep and send. */
export type Encoding = "br" | "gzip" | "identity";

/** An answer kept as bytes, ready to send. */
export interface StoredAnswer {
  /** Its ETag (the render's weak tag for a page; the route's own, or a strong SHA-256 one). */
  etag: string;
  /**
   * Headers every encoding carries, names lower-case (Content-Type, Cache-Control, Vary with
   * Accept-Encoding added, ETag); never Content-Length, Content-Encoding or a CSP.
   */
  headers: [string, string][];
  /** The body in each encoding. */
  bodies: Record<Encoding, Buffer>;
  /**
   * For a page: the CSP sources (`'sha256-…'`) of its inline scripts, which replace the
   * per-answer nonce in `script-src`; null for an answer that is not HTML.
   */
  scriptHashes: string[] | null;
  /** Only for requests without a session cookie (a page); false: the same for everyone. */
  anonymousOnly: boolean;
  /** Bytes held (all encodings), for the cache's size bound. */
  size: number;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality of kept answers: 6 compresses a 100 KB page in about 4 ms (quality 11 takes
 * about 580 ms for 10 % fewer bytes, measured in ADR 091); build-time files use 11.
 */
export const STORED_BROTLI_QUALITY = 6;

/**
 * Compresses `body` with brotli and gzip off the main thread (libuv's pool).
 * @returns the three encodings (identity is `body` itself)
 */
export async function compressBody(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz, identity: body };
}

/**
 * Builds a kept answer from a body and the headers it was first sent with.
 * @param input.body the identity body
 * @param input.headers the first answer's headers (Content-Type, Cache-Control, ETag, Vary...)
 * @param input.scriptHashes see {@link StoredAnswer.scriptHashes}
 * @param input.anonymousOnly see {@link StoredAnswer.anonymousOnly}
 * @returns the answer, compressed
 */
export async function buildStoredAnswer(input: {
  body: Buffer;
  headers: Headers;
  scriptHashes: string[] | null;
  anonymousOnly: boolean;
}): Promise<StoredAnswer> {
  const bodies = await compressBody(input.body);
  const etag =
    input.headers.get("ETag") ??
    `"${createHash("sha256").update(input.body).digest("base64url").slice(0, 27)}"`;
  const vary = input.headers.get("Vary");
  const headers: [string, string][] = [];
  for (const [name, value] of input.headers) {
    if (DROPPED.has(name)) continue;
    headers.push([name, value]);
  }
  headers.push(["etag", etag], ["vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"]);
  return {
    etag,
    headers,
    bodies,
    scriptHashes: input.scriptHashes,
    anonymousOnly: input.anonymousOnly,
    size: bodies.br.length + bodies.gzip.length + bodies.identity.length,
  };
}

/** Headers the kept answer sets itself, per encoding or per answer. */
const DROPPED = new Set([
  "content-length",
  "content-encoding",
  "content-security-policy",
  "etag",
  "vary",
  "set-cookie",
  "date",
  "connection",
  "transfer-encoding",
]);

/**
 * The page's HTML without its nonce attributes, so it can be sent to anyone: every
 * ` nonce="<nonce>"` removed. Null when the nonce still appears anywhere else (then the page is
 * not kept, rather than sent with a value that was meant to be secret).
 */
export function withoutNonce(html: string, nonce: string): string | null {
  if (!nonce) return null;
  const stripped = html.replaceAll(` nonce="${nonce}"`, "");
  return stripped.includes(nonce) ? null : stripped;
}

/**
 * The CSP hash sources of every inline `<script>` of `html` (an element without `src`), as the
 * browser hashes them: SHA-256 of the text between the start and the end tag, base64.
 * @returns `'sha256-…'` sources, without duplicates, in document order
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(match[1]!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2]!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const chosen = new Map<string, Encoding>();

/**
 * The encoding to send for an `Accept-Encoding` header: brotli if accepted (q > 0) at least as
 * much as gzip, else gzip if accepted, else identity (RFC 9110 §12.5.3; `*` stands for any coding
 * not named). Results are remembered per header value (browsers send a handful of them).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const known = chosen.get(acceptEncoding);
  if (known) return known;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") weight = Number(value);
    }
    q[name] = Number.isFinite(weight) ? weight : 0;
  }
  const of = (name: string) => q[name] ?? q["*"] ?? 0;
  const br = of("br");
  const gz = Math.max(of("gzip"), q["x-gzip"] ?? 0);
  const encoding: Encoding = br > 0 && br >= gz ? "br" : gz > 0 ? "gzip" : "identity";
  if (chosen.size < 256) chosen.set(acceptEncoding, encoding);
  return encoding;
}
