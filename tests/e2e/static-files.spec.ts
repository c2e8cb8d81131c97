/**
 * Static files are served from their build-time brotli/gzip copies (issue 15 "Static files",
 * ADR 059): the bytes on the wire are exactly the precompressed file, with its length, the
 * year-long immutable cache and `Vary: Accept-Encoding`; a client without compression gets the
 * plain file. Nothing is compressed per request, and nothing twice.
 */
import { readFileSync, statSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "../support/hydration";

/** GET `url` with `Accept-Encoding: encoding`; the raw (still encoded) body and headers. */
function rawGet(url: string, encoding: string) {
  return new Promise<{ body: Buffer; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      get(url, { headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      }).on("error", reject);
    },
  );
}

test("hashed assets are served precompressed, exactly as built", async ({ page, baseURL }) => {
  await page.goto("/");
  // The stylesheet is inlined (ADR 064): the page's scripts are the hashed assets it loads. The
  // loader adds their preloads from an inert template after the first paint (ADR 094).
  await waitForHydration(page);
  const hrefs = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  // The largest one, so it is surely big enough to have been precompressed.
  const [href] = hrefs
    .filter((candidate) => /^\/assets\/.+\.js$/.test(candidate))
    .sort(
      (a, b) =>
        statSync(path.resolve("build/client", b.slice(1))).size -
        statSync(path.resolve("build/client", a.slice(1))).size,
    );
  expect(href).toBeDefined();
  const file = path.resolve("build/client", href!.slice(1));
  const plain = readFileSync(file);
  for (const [encoding, suffix, name] of [
    ["br, gzip", ".br", "br"],
    ["gzip", ".gz", "gzip"],
  ] as const) {
    const { body, headers } = await rawGet(`${baseURL}${href}`, encoding);
    expect(headers["content-encoding"]).toBe(name);
    expect(body.equals(readFileSync(file + suffix)), `${name} body is the built file`).toBe(true);
    expect(Number(headers["content-length"])).toBe(body.length);
    expect(body.length).toBeLessThan(plain.length);
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["vary"]).toContain("Accept-Encoding");
  }
  const identity = await rawGet(`${baseURL}${href}`, "identity");
  expect(identity.headers["content-encoding"]).toBeUndefined();
  expect(identity.body.equals(plain)).toBe(true);
});
