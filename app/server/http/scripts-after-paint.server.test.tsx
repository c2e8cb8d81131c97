/**
 * Scripts after the first paint (ADR 094). The rewrite is tested on React Router's real output:
 * a small framework-mode build (one root route with `<Links>` and `<Scripts>`, as app/root.tsx)
 * rendered by `createRequestHandler` and `ServerRouter`, so that a React Router upgrade that
 * changes the bootstrapping markup fails here (the browser side is
 * tests/e2e/scripts-after-paint.spec.ts).
 */
import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  createRequestHandler,
  Links,
  Scripts,
  ServerRouter,
  type EntryContext,
  type ServerBuild,
} from "react-router";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, withoutNonce } from "../cache/stored-answer.server";
import {
  deferDocumentScripts,
  INERT_MODULE_TYPE,
  LOADER_SOURCE,
  scriptsAfterPaint,
} from "./scripts-after-paint.server";

const NONCE = "bm9uY2Utb2YtdGVzdA==";

function Root() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Café</title>
        <Links />
      </head>
      <body>
        <main id="main">
          <p>Hello, players.</p>
        </main>
        <Scripts nonce={NONCE} />
      </body>
    </html>
  );
}

/** React Router's render of the test build, as a whole document or streamed in `pieceBytes`. */
async function render(mode: "whole" | "raw" | { pieceBytes: number }): Promise<string> {
  const handleRequest = (
    request: Request,
    status: number,
    headers: Headers,
    context: EntryContext,
  ): Promise<Response> =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
        final(callback) {
          const raw = Buffer.concat(chunks);
          callback();
          if (mode === "raw") return resolve(new Response(raw.toString("utf8"), { status }));
          if (mode === "whole") {
            return resolve(new Response(deferDocumentScripts(raw.toString("utf8"), NONCE)));
          }
          const stream = scriptsAfterPaint(NONCE);
          const out: Buffer[] = [];
          stream.on("data", (piece: Buffer) => out.push(piece));
          stream.on("end", () => resolve(new Response(Buffer.concat(out).toString("utf8"))));
          for (let at = 0; at < raw.length; at += mode.pieceBytes) {
            stream.write(raw.subarray(at, at + mode.pieceBytes));
          }
          stream.end();
        },
      });
      const { pipe } = renderToPipeableStream(
        <ServerRouter context={context} url={request.url} nonce={NONCE} />,
        { nonce: NONCE, onAllReady: () => pipe(sink), onShellError: reject },
      );
      void headers;
    });
  const build: ServerBuild = {
    entry: { module: { default: handleRequest } },
    routes: {
      root: { id: "root", path: "", module: { default: Root }, children: [] } as never,
    },
    assets: {
      entry: { module: "/assets/entry.client-A1.js", imports: ["/assets/chunk-B2.js"] },
      routes: {
        root: {
          id: "root",
          path: "",
          hasAction: false,
          hasLoader: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
          module: "/assets/root-C3.js",
          imports: ["/assets/chunk-B2.js", "/assets/shared-D4.js"],
          css: [],
          clientActionModule: undefined,
          clientLoaderModule: undefined,
          clientMiddlewareModule: undefined,
          hydrateFallbackModule: undefined,
        },
      },
      url: "/assets/manifest-E5.js",
      version: "E5",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {} as ServerBuild["future"],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
  const response = await createRequestHandler(
    build,
    "production",
  )(new Request("http://127.0.0.1/"));
  return response.text();
}

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("scripts after the first paint (ADR 094) on React Router's real output", () => {
  it("React Router still renders what the rewrite expects: head preloads, one inline module script", async () => {
    const raw = await render("raw");
    const head = raw.slice(0, raw.indexOf("</head>"));
    expect(head.match(/<link rel="modulepreload"[^>]*>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(raw.match(/<script\b[^>]*\stype="module"[^>]*>/g)).toEqual([
      `<script nonce="${NONCE}" type="module" async="">`,
    ]);
    expect(raw).toContain('import("/assets/entry.client-A1.js")');
  });

  it("leaves nothing that fetches or runs a module before the loader, and adds the loader", async () => {
    const html = await render("whole");
    const head = html.slice(0, html.indexOf("</head>"));
    // Every preload is inside the one inert template.
    expect(html.match(/<template id="rr-preloads">/g)).toHaveLength(1);
    const template = /<template id="rr-preloads">([\s\S]*?)<\/template>/.exec(head)![1]!;
    for (const href of [
      "/assets/entry.client-A1.js",
      "/assets/root-C3.js",
      "/assets/chunk-B2.js",
    ]) {
      expect(template).toContain(`href="${href}"`);
    }
    expect(head.replace(template, "")).not.toContain("modulepreload");
    expect(html).not.toMatch(/<script\b[^>]*\stype="module"/);
    // The module script is a data block with its text and nonce, followed by the loader.
    const inert = new RegExp(
      `<script nonce="${NONCE}" type="${INERT_MODULE_TYPE}" id="rr-module">([\\s\\S]*?)</script>` +
        `<script nonce="${NONCE}">([\\s\\S]*?)</script>`,
    ).exec(html);
    expect(inert?.[1]).toContain('import("/assets/entry.client-A1.js")');
    expect(inert?.[2]).toBe(LOADER_SOURCE);
    expect(html).toContain("<p>Hello, players.</p>");
  });

  it("gives the same document streamed in pieces of any size as rendered whole", async () => {
    const whole = await render("whole");
    for (const pieceBytes of [1, 7, 64, 1000, 1 << 20]) {
      expect(await render({ pieceBytes })).toBe(whole);
    }
  });

  it("a kept page's hash policy allows the loader and the live copy of the module script", async () => {
    const kept = withoutNonce(await render("whole"), NONCE)!;
    const hashes = inlineScriptHashes(kept);
    expect(hashes).toContain(sha256(LOADER_SOURCE));
    const text = /id="rr-module">([\s\S]*?)<\/script>/.exec(kept)![1]!;
    expect(hashes).toContain(sha256(text));
  });

  it("passes through documents without the module script or without a head", async () => {
    const page = '<html><head><link rel="modulepreload" href="/a.js"/></head><body>x</body></html>';
    // Preloads become inert; there is no module script to start, so no loader either.
    expect(deferDocumentScripts(page, NONCE)).toBe(
      '<html><head><template id="rr-preloads"><link rel="modulepreload" href="/a.js"/></template></head><body>x</body></html>',
    );
    expect(deferDocumentScripts("<p>plain</p>", NONCE)).toBe("<p>plain</p>");
    const stream = scriptsAfterPaint(NONCE);
    const out: Buffer[] = [];
    stream.on("data", (piece: Buffer) => out.push(piece));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.end(Buffer.from("<p>plain</p>"));
    await ended;
    expect(Buffer.concat(out).toString("utf8")).toBe("<p>plain</p>");
  });

  it("keeps other scripts (JSON-LD, classic inline ones) as they are", () => {
    const page =
      `<html><head></head><body><script type="application/ld+json">{"a":"b"}</script>` +
      `<script nonce="${NONCE}">var x=1;</script>` +
      `<script nonce="${NONCE}" type="module" async="">import("/e.js");</script></body></html>`;
    const html = deferDocumentScripts(page, NONCE);
    expect(html).toContain(`<script type="application/ld+json">{"a":"b"}</script>`);
    expect(html).toContain(`<script nonce="${NONCE}">var x=1;</script>`);
    expect(html).toContain(
      `<script nonce="${NONCE}" type="${INERT_MODULE_TYPE}" id="rr-module">import("/e.js");</script>`,
    );
  });
});
