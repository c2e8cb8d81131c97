/**
 * oneDrainListener (server.ts): a long compressed answer written the way React Router writes
 * one (wait for `drain` after each refused write) keeps one `drain` listener, with the body
 * intact; without it, the `compression` middleware piles up spent listeners (the setup is real).
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import compression from "compression";
import express from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { afterEach, describe, expect, it } from "vitest";
import { oneDrainListener } from "./drain-listeners.server";

/** 120 chunks of 64 KiB that do not compress: zlib refuses most writes until it drains. */
const CHUNKS = Array.from({ length: 120 }, () => randomBytes(64 * 1024));

const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);

async function serveOnce(withFix: boolean): Promise<{ body: Buffer; leaks: string[] }> {
  const app = express();
  app.use(compression());
  if (withFix) app.use(oneDrainListener());
  app.get("/", (_req, res) => {
    res.setHeader("Content-Type", "text/html");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of CHUNKS) controller.enqueue(chunk);
        controller.close();
      },
    });
    void writeReadableStreamToWritable(stream, res);
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  warnings.length = 0;
  process.on("warning", onWarning);
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    // fetch decompresses the gzip body.
    const body = Buffer.from(await answer.arrayBuffer());
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    return { body, leaks: warnings.filter((w) => /drain listeners/.test(w)) };
  } finally {
    process.off("warning", onWarning);
    server.close();
  }
}

describe("oneDrainListener", () => {
  afterEach(() => {
    warnings.length = 0;
  });

  it("a long compressed answer is whole and adds no pile of drain listeners", async () => {
    const { body, leaks } = await serveOnce(true);
    expect(body.equals(Buffer.concat(CHUNKS))).toBe(true);
    expect(leaks).toEqual([]);
  });

  it("without it, the same answer makes Node warn of a drain listener leak", async () => {
    const { body, leaks } = await serveOnce(false);
    expect(body.length).toBe(CHUNKS.length * 64 * 1024);
    expect(leaks.length).toBeGreaterThan(0);
  });
});
