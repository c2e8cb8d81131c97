/**
 * Fault tests (issue 8 item 3) against the production server process (`node server.ts`):
 * SIGTERM under concurrent load, a PostgreSQL outage while forms are submitted, and a mail
 * server that refuses a message. Each test's name says what it proves. The fourth fault (a
 * webhook crashing half-way) is app/server/billing/webhook-retry.test.ts.
 */
import { expect, test } from "@playwright/test";
import {
  connectionRefused,
  getOnNewConnection,
  spawnServerOnOwnUrl,
} from "./support/fault-helpers";
import { waitUntilUp } from "./support/server-process";

// Each test starts its own server (migrations, seed, Stripe emulator): slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

type Server = Awaited<ReturnType<typeof spawnServerOnOwnUrl>>;
let server: Server | undefined;
test.afterEach(() => {
  server?.cleanup();
  server = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Delay of the slow requests in the SIGTERM test. */
const SLOW_MS = 3000;

test("SIGTERM during load: every request accepted before the signal gets a full answer", async () => {
  server = await spawnServerOnOwnUrl();
  await waitUntilUp(server);
  const base = server.baseUrl;
  // Warm the routes once, so the load below is steady-state rendering.
  for (const path of ["/", "/lan-centers", "/dev/slow?ms=0"])
    await (await fetch(base + path)).text();

  // 50 concurrent requests: slow ones (3 s) that are certainly in flight at the signal, and
  // server-rendered pages that queue up behind one another on the event loop.
  const paths = Array.from({ length: 50 }, (_, i) =>
    i % 5 === 0 || i % 5 === 3 ? `/dev/slow?ms=${SLOW_MS}` : i % 5 === 1 ? "/" : "/lan-centers",
  );
  const answers = paths.map(async (path) => {
    try {
      const response = await fetch(base + path);
      const body = await response.text();
      return { path, status: response.status, body, finishedAt: Date.now() };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
      return { path, status: 0, body: cause, finishedAt: Date.now() };
    }
  });
  // Accepted: the 50 requests are written, then a request on a new connection is answered, so
  // the server has accepted and read everything that arrived before it (one event loop).
  await sleep(200);
  expect(await getOnNewConnection(server.port, "/healthz")).toBe(200);
  const signalledAt = Date.now();
  server.child.kill("SIGTERM");

  // The listener closes at once: a new connection is refused while old ones are still answered.
  await expect.poll(() => connectionRefused(server!.port), { timeout: 3_000 }).toBe(true);
  const stillAnswering = await Promise.race([
    Promise.all(answers).then(() => false),
    sleep(0).then(() => true),
  ]);
  expect(stillAnswering, "requests still in flight when new connections are refused").toBe(true);

  const results = await Promise.all(answers);
  for (const result of results) {
    expect(result.status, `${result.path}: ${result.status ? "" : result.body}`).toBe(200);
    if (result.path.startsWith("/dev/slow")) {
      expect(JSON.parse(result.body), result.path).toEqual({ waitedMs: SLOW_MS });
    } else {
      expect(result.body.trimEnd().endsWith("</html>"), `${result.path} body complete`).toBe(true);
    }
  }
  const inFlight = results.filter((result) => result.finishedAt > signalledAt).length;
  test.info().annotations.push({ type: "in flight at SIGTERM", description: `${inFlight} of 50` });
  // The signal came during the load: every slow answer (and often pages) finished after it.
  const slow = results.filter((result) => result.path.startsWith("/dev/slow"));
  expect(slow.map((result) => result.finishedAt > signalledAt)).toEqual(slow.map(() => true));

  expect(await server.exited).toBe(0);
  expect(Date.now() - signalledAt).toBeLessThan(10_000);
  expect(server.output()).toContain("shutdown complete");
  expect(await connectionRefused(server.port)).toBe(true);
});
