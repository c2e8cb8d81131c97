/**
 * Scripts after the first paint (ADR 094, supersedes the "not adopted" part of ADR 066; issue 25
 * and issue 30 Lighthouse point). React Router's bootstrapping is made inert in the rendered
 * HTML and started by a small inline loader once the browser has painted the page:
 *
 * - the head's `<link rel="modulepreload">` links go into one `<template id="rr-preloads">`
 *   (template content is inert: nothing is fetched);
 * - the body's inline `<script type="module">` (route module imports and `import(entry)`) becomes
 *   `<script type="text/x-module-after-paint" id="rr-module">` (a data block: not run), with the
 *   same text and nonce;
 * - right after it comes the loader (`LOADER_SOURCE`, with the page's nonce), which at the first
 *   contentful paint (plus the images in the viewport still loading then and the frame that
 *   paints them, at most `IMAGE_CAP_MS`), or at the latest `PARSE_CAP_MS` after the document
 *   is parsed, adds live copies of the preloads to the head and a live module script with the
 *   inert one's text.
 *
 * CSP: the loader carries the answer's nonce, and gives it to the elements it makes; a kept page
 * sent as stored bytes (ADR 091) lists the SHA-256 of every inline script, the loader and the
 * inert module text among them, so the copy the loader makes is allowed by its hash. Elements a
 * trusted script makes are trusted under `'strict-dynamic'`.
 *
 * Robustness: the rewrite only happens where React Router's output has the expected shape.
 * When the module script is not found the body passes through untouched (React Router's own
 * script runs as before, fetching its imports without preloads), and the tests
 * (scripts-after-paint.server.test.ts renders real React Router output;
 * tests/e2e/scripts-after-paint.spec.ts hydrates it in Chromium) fail.
 */
import { Transform, type TransformOptions } from "node:stream";

/** Longest wait after the document is parsed when no paint is reported (hidden tab, old browser). */
export const PARSE_CAP_MS = 1000;
/**
 * Longest wait, after the first paint, for the images in the viewport that are still loading
 * (lazy ones included: in the viewport they load at once) and the frame that paints them.
 */
export const IMAGE_CAP_MS = 800;

/** The id of the template holding the inert preloads, and of the inert module script. */
const PRELOADS_ID = "rr-preloads";
const MODULE_ID = "rr-module";
/** The type that makes the module script a data block (not run). */
export const INERT_MODULE_TYPE = "text/x-module-after-paint";

/**
 * The loader, a classic inline script (so `document.currentScript` gives its nonce). Plain
 * ES2017 browsers that run module scripts understand it. Starts once, whichever comes first:
 * the first contentful paint followed by the viewport's images still loading then and the next
 * frame, which paints them (or `IMAGE_CAP_MS`), or `PARSE_CAP_MS` after DOMContentLoaded.
 */
export const LOADER_SOURCE = `(function(){var d=document,n=d.currentScript&&d.currentScript.nonce,s=0,p=0;function go(){if(s)return;s=1;var t=d.getElementById("${PRELOADS_ID}"),m=d.getElementById("${MODULE_ID}"),i,e,a,j;if(t)for(i=0;i<t.content.children.length;i++){e=d.createElement("link");a=t.content.children[i].attributes;for(j=0;j<a.length;j++)if(a[j].name!=="nonce")e.setAttribute(a[j].name,a[j].value);if(n)e.nonce=n;d.head.appendChild(e)}if(m){e=d.createElement("script");e.type="module";if(n)e.nonce=n;e.textContent=m.textContent;d.head.appendChild(e)}}function painted(){if(p)return;p=1;var w=[],h=innerHeight,i,r,k;for(i=0;i<d.images.length;i++){k=d.images[i];if(k.complete)continue;r=k.getBoundingClientRect();if(r.bottom>0&&r.top<h)w.push(k)}setTimeout(go,${IMAGE_CAP_MS});if(!w.length)return frame();k=w.length;for(i=0;i<w.length;i++){w[i].addEventListener("load",done);w[i].addEventListener("error",done)}function done(){if(--k<=0)frame()}}function frame(){requestAnimationFrame(function(){requestAnimationFrame(go)})}function parsed(){setTimeout(go,${PARSE_CAP_MS})}var T=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(T&&T.indexOf("paint")>=0)new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted()}}).observe({type:"paint",buffered:true});if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",parsed);else parsed()})();`;

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT_OPEN = /^<script\b([^>]*?)\s+type="module"([^>]*)>/;
const HEAD_END = Buffer.from("</head>");
const SCRIPT_START = Buffer.from("<script");
const SCRIPT_END = Buffer.from("</script>");

/**
 * The head's HTML with its module preloads moved into one inert `<template>` where the first of
 * them was (the others removed); unchanged when it has none.
 */
export function inertPreloads(head: string): string {
  const links = head.match(MODULE_PRELOAD);
  if (!links) return head;
  let first = true;
  return head.replace(MODULE_PRELOAD, () => {
    if (!first) return "";
    first = false;
    return `<template id="${PRELOADS_ID}">${links.join("")}</template>`;
  });
}

/**
 * One whole `<script …>…</script>` element made inert and followed by the loader, when it is
 * React Router's inline module script; null otherwise.
 * @param element the element's HTML, from `<script` to `</script>`
 * @param nonce the answer's CSP nonce ("" for none)
 */
export function inertModuleScript(element: string, nonce: string): string | null {
  const open = MODULE_SCRIPT_OPEN.exec(element);
  if (!open || /\ssrc=/.test(open[0])) return null;
  // `async` is for module scripts only; a data block keeps its other attributes (the nonce).
  const attributes = `${open[1]}${open[2]!.replace(/\sasync(="")?/, "")}`;
  const text = element.slice(open[0].length, -"</script>".length);
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<script${attributes} type="${INERT_MODULE_TYPE}" id="${MODULE_ID}">${text}</script>` +
    `<script${nonceAttribute}>${LOADER_SOURCE}</script>`
  );
}

/**
 * A whole rendered document (a kept public page) with its scripts started after the first
 * paint: the same bytes the streamed path (`scriptsAfterPaint`) gives.
 * @param nonce the answer's CSP nonce
 */
export function deferDocumentScripts(html: string, nonce: string): string {
  const end = html.indexOf("</head>");
  if (end < 0) return html;
  const body = html.slice(end);
  let at = 0;
  for (;;) {
    const start = body.indexOf("<script", at);
    if (start < 0) return inertPreloads(html.slice(0, end)) + body;
    const close = body.indexOf("</script>", start);
    if (close < 0) return inertPreloads(html.slice(0, end)) + body;
    const stop = close + "</script>".length;
    const replaced = inertModuleScript(body.slice(start, stop), nonce);
    if (replaced !== null) {
      return inertPreloads(html.slice(0, end)) + body.slice(0, start) + replaced + body.slice(stop);
    }
    at = stop;
  }
}

/**
 * A stream for a rendered document doing what `deferDocumentScripts` does, as the bytes come:
 * holds them until the head is complete (React writes the head with the shell) and rewrites its
 * preloads; then passes the body on, holding only an unfinished `<script>` element until its end
 * tag has come, until React Router's module script has been rewritten; then everything else as
 * it comes.
 * @param nonce the answer's CSP nonce
 * @param options the Transform's options (e.g. `final`)
 */
export function scriptsAfterPaint(nonce: string, options: TransformOptions = {}): Transform {
  let pending: Buffer = Buffer.alloc(0);
  let phase: "head" | "body" | "done" = "head";
  return new Transform({
    ...options,
    transform(chunk: Buffer, _encoding, callback) {
      if (phase === "done") return callback(null, chunk);
      pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      const out: Buffer[] = [];
      if (phase === "head") {
        const end = pending.indexOf(HEAD_END);
        if (end < 0) return callback();
        out.push(Buffer.from(inertPreloads(pending.subarray(0, end).toString("utf8")), "utf8"));
        pending = pending.subarray(end);
        phase = "body";
      }
      for (;;) {
        const start = pending.indexOf(SCRIPT_START);
        if (start < 0) {
          // Keep a possible "<script" cut at the end of the chunk.
          const keep = Math.max(0, pending.length - (SCRIPT_START.length - 1));
          out.push(pending.subarray(0, keep));
          pending = pending.subarray(keep);
          break;
        }
        const close = pending.indexOf(SCRIPT_END, start);
        if (close < 0) {
          out.push(pending.subarray(0, start));
          pending = pending.subarray(start);
          break;
        }
        const stop = close + SCRIPT_END.length;
        const replaced = inertModuleScript(pending.subarray(start, stop).toString("utf8"), nonce);
        out.push(pending.subarray(0, replaced === null ? stop : start));
        if (replaced !== null) {
          out.push(Buffer.from(replaced, "utf8"), pending.subarray(stop));
          pending = Buffer.alloc(0);
          phase = "done";
          break;
        }
        pending = pending.subarray(stop);
      }
      callback(null, Buffer.concat(out));
    },
    flush(callback) {
      if (phase === "head" && pending.length > 0) {
        // A document without a head (an error text): as it came.
        return callback(null, pending);
      }
      callback(null, pending.length > 0 ? pending : undefined);
    },
  });
}
