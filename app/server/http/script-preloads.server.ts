/**
 * Script preloads at low priority (issue 15 item 6, ADR 064). React Router puts one
 * `<link rel="modulepreload">` per JavaScript chunk in the head (13 to 24 on our pages), which the
 * browser fetches at high priority, ahead of the page's images and competing with them for the
 * first bytes of a phone's connection; nothing on screen waits for them (the server-rendered HTML
 * and its inlined stylesheet are the whole first paint). This stream marks them
 * `fetchpriority="low"` in the document's head; the rest of the page passes through untouched.
 */
import { Transform, type TransformOptions } from "node:stream";

const HEAD_END = Buffer.from("</head>");

/** The head's HTML with every module preload marked low priority. */
export function lowerScriptPreloads(head: string): string {
  return head.replaceAll(
    '<link rel="modulepreload" ',
    '<link rel="modulepreload" fetchpriority="low" ',
  );
}

/** A whole rendered document with its head's module preloads marked low priority. */
export function lowerDocumentScriptPreloads(html: string): string {
  const end = html.indexOf("</head>");
  return end < 0 ? html : lowerScriptPreloads(html.slice(0, end)) + html.slice(end);
}

/**
 * A stream for a rendered document: holds the bytes until the head is complete (React writes the
 * head with the shell, so nothing waits longer than it already does), rewrites it with
 * `lowerScriptPreloads`, then passes everything else on as it comes.
 * @param options the Transform's options (e.g. `final`)
 */
export function lowPriorityScriptPreloads(options: TransformOptions = {}): Transform {
  let pending: Buffer[] = [];
  let headDone = false;
  return new Transform({
    ...options,
    transform(chunk: Buffer, _encoding, callback) {
      if (headDone) return callback(null, chunk);
      pending.push(chunk);
      const bytes = Buffer.concat(pending);
      const end = bytes.indexOf(HEAD_END);
      if (end < 0) {
        pending = [bytes];
        return callback();
      }
      headDone = true;
      pending = [];
      const head = lowerScriptPreloads(bytes.subarray(0, end).toString("utf8"));
      callback(null, Buffer.concat([Buffer.from(head, "utf8"), bytes.subarray(end)]));
    },
    flush(callback) {
      callback(null, pending.length > 0 ? Buffer.concat(pending) : undefined);
    },
  });
}
