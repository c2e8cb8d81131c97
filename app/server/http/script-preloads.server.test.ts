import { describe, expect, it } from "vitest";
import { lowerDocumentScriptPreloads, lowPriorityScriptPreloads } from "./script-preloads.server";

async function through(chunks: string[]): Promise<string> {
  const stream = lowPriorityScriptPreloads();
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(Buffer.from(chunk, "utf8"));
  stream.end();
  await done;
  return Buffer.concat(out).toString("utf8");
}

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Café</title>' +
  '<link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/b.js" nonce="n"/></head>' +
  '<body><p>Text with <link rel="modulepreload" href="x"/> untouched</p></body></html>';

describe("low-priority script preloads (ADR 064)", () => {
  it("marks every module preload of the head low priority and leaves the body alone", async () => {
    const html = await through([page]);
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"');
    expect(html).toContain('<p>Text with <link rel="modulepreload" href="x"/> untouched</p>');
  });

  it("works when the head arrives in pieces, split inside tags and characters", async () => {
    const bytes = Buffer.from(page, "utf8");
    // 7-byte pieces split the "é" of Café and the tags.
    const stream = lowPriorityScriptPreloads();
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    const done = new Promise((resolve) => stream.on("end", resolve));
    for (let at = 0; at < bytes.length; at += 7) stream.write(bytes.subarray(at, at + 7));
    stream.end();
    await done;
    expect(Buffer.concat(out).toString("utf8")).toBe(await through([page]));
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await through(["<p>no head", " here</p>"])).toBe("<p>no head here</p>");
  });

  it("gives a kept (whole) page the same document as the stream", async () => {
    expect(lowerDocumentScriptPreloads(page)).toBe(await through([page]));
    expect(lowerDocumentScriptPreloads("<p>no head here</p>")).toBe("<p>no head here</p>");
  });
});
