/**
 * The lean front (issue 30 items 2 and 3, ADR 091, ADR 092) over a real Node HTTP server: a kept
 * answer goes out as the stored bytes of the accepted encoding with the page's hash CSP, a 304
 * without a body or CSP, HEAD without a body; hashed assets from memory as their build-time
 * copies with immutable headers; anything else falls through. Encoding choice and helmet's
 * captured headers too.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import helmet from "helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStoredAnswer, chooseEncoding } from "../cache/stored-answer.server";
import {
  captureHeaders,
  createAssetHandler,
  createStoredAnswerSender,
  IMMUTABLE_CACHE_CONTROL,
  isPlainRead,
} from "./fast-answers.server";

const PAGE = "<!DOCTYPE html><p>kept</p><script>go()</script>";

let server: Server;
let base: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "lcn-assets-"));
  const script = Buffer.from("export const x = 1;\n".repeat(200));
  writeFileSync(path.join(dir, "app-abc.js"), script);
  writeFileSync(path.join(dir, "app-abc.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dir, "app-abc.js.gz"), gzipSync(script));
  writeFileSync(path.join(dir, "tiny-abc.js"), "export {};\n");
  const page = await buildStoredAnswer({
    body: Buffer.from(PAGE),
    headers: new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0",
      ETag: 'W/"page"',
      Vary: "Cookie",
    }),
    scriptHashes: ["'sha256-abc='"],
    anonymousOnly: true,
  });
  const security = (hashes: string[] | null) =>
    [
      ["content-security-policy", `script-src ${(hashes ?? []).join(" ")} 'strict-dynamic'`],
      ["x-content-type-options", "nosniff"],
    ] as [string, string][];
  const send = createStoredAnswerSender(security);
  const assets = createAssetHandler(dir, "/assets/", security(null));
  server = createServer((req, res) => {
    if (isPlainRead(req)) {
      if (assets.serve(req, res)) return;
      if (req.url === "/kept") return void send(req, res, page);
    }
    res.writeHead(404).end("fell through");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request: status, headers and the still-encoded body. */
function raw(urlPath: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${base}${urlPath}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("stored answers", () => {
  it("sends the accepted encoding's bytes with the page's hash CSP", async () => {
    const br = await raw("/kept", { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-security-policy"]).toBe("script-src 'sha256-abc=' 'strict-dynamic'");
    expect(br.headers["vary"]).toBe("Cookie, Accept-Encoding");
    expect(br.headers["etag"]).toBe('W/"page"');
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    const gz = await raw("/kept", { "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await raw("/kept");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it("answers a matching If-None-Match with 304, no body and no CSP; HEAD without a body", async () => {
    const notModified = await raw("/kept", { "if-none-match": 'W/"other", W/"page"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers["content-security-policy"]).toBeUndefined();
    expect(notModified.headers["etag"]).toBe('W/"page"');
    const head = await raw("/kept", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
  });
});

describe("hashed assets from memory", () => {
  it("sends the build-time copy with immutable headers, and the plain file without compression", async () => {
    const br = await raw("/assets/app-abc.js", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(br.headers["x-content-type-options"]).toBe("nosniff");
    const gz = await raw("/assets/app-abc.js?v=1", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await raw("/assets/app-abc.js", { "accept-encoding": "identity" });
    expect(plain.body.toString()).toContain("export const x = 1;");
    const again = await raw("/assets/app-abc.js", { "if-none-match": String(br.headers["etag"]) });
    expect(again.status).toBe(304);
  });

  it("sends a file without compressed copies as it is, and leaves unknown paths and ranges", async () => {
    const tiny = await raw("/assets/tiny-abc.js", { "accept-encoding": "br, gzip" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.headers["vary"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("export {};\n");
    expect((await raw("/assets/missing.js")).body.toString()).toBe("fell through");
    expect((await raw("/assets/app-abc.js", { range: "bytes=0-1" })).body.toString()).toBe(
      "fell through",
    );
    expect((await raw("/kept", {}, "POST")).body.toString()).toBe("fell through");
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, honours q-values and *, and falls back to identity", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0")).toBe("identity");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });
});

describe("captureHeaders", () => {
  it("captures helmet's headers once, its directive functions given the locals", () => {
    const headers = captureHeaders(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              (_req, res) => `'nonce-${(res as unknown as { locals: { n: string } }).locals.n}'`,
              "'strict-dynamic'",
            ],
          },
        },
      }) as never,
      { n: "PLACEHOLDER" },
    );
    const map = new Map(headers);
    expect(map.get("content-security-policy")).toBe(
      "default-src 'self';script-src 'nonce-PLACEHOLDER' 'strict-dynamic'",
    );
    expect(map.get("x-content-type-options")).toBe("nosniff");
  });
});
