/**
 * Issue 23 items 1 and 4a (ADR 068) against the production server process (`node server.ts` with
 * the environment and flags of `npm start`, tests/support/server-process.ts):
 * - the outside test's burst: a signed-in owner with a fresh unpaid center sends 30 uploads at
 *   once, each of 8 copies of a 6300×6300 PNG. The finding's file (flat, about 125 KB, 119 MB of
 *   pixels) is refused from its header; a detailed one (about 790 KB) is processed for 8 photos
 *   only. Every answer comes within a bound and is a redirect or a refusal, and the server keeps
 *   answering other pages meanwhile;
 * - a large upload without a session, or to someone else's center, is answered before its body
 *   is sent; a browser without JavaScript is sent to the sign-in page.
 */
import { connect } from "node:net";
import { expect } from "@playwright/test";
import { spawnServerOnOwnUrl } from "../support/fault-helpers";
import { sessionCookie, test } from "../support/fixtures";
import {
  galleryCount,
  ownerWithCenter,
  probeLatency,
  sendBurst,
  type BurstAnswer,
} from "../support/photo-burst";
import { bandedLargePng, flatLargePng } from "../support/photo-samples";
import { waitUntilUp } from "../support/server-process";

type Server = Awaited<ReturnType<typeof spawnServerOnOwnUrl>>;

/** Answers a burst may get: the upload's redirect, or a refusal (never a 500 or a reset). */
const REDIRECT_OR_REFUSAL = [302, 303, 400, 429, 503];

/** Slowest acceptable answer of a public page or /healthz while the burst runs. */
const RESPONSIVE_MS = 5_000;

function statusCounts(answers: BurstAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

/**
 * Sends a request's head only (its declared body never follows) on a raw connection.
 * @returns the answer's status line and headers, or null when none came within `timeoutMs`
 */
function headOnly(port: number, head: string[], timeoutMs = 5_000): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    const done = (value: string | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end >= 0) done(received.slice(0, end));
    });
    socket.on("error", () => done(received || null));
    socket.write([...head, "", ""].join("\r\n"));
  });
}

test.describe("a burst of photo uploads (issue 23)", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  let server: Server | undefined;
  test.beforeAll(async () => {
    server = await spawnServerOnOwnUrl();
    await waitUntilUp(server);
  });
  test.afterAll(() => server?.cleanup());
  test.afterEach(async () => {
    const info = test.info();
    if (server && info.status !== info.expectedStatus) {
      await info.attach("server output", { body: server.output(), contentType: "text/plain" });
    }
  });

  test("the finding's file: 30 uploads × 8 flat 40-megapixel PNGs of 125 KB are all refused from the header, fast", async () => {
    const base = server!.baseUrl;
    const owner = await ownerWithCenter(base, "Flat Burst Arena");
    const photo = await flatLargePng();
    const answers = await sendBurst(base, owner, photo, { requests: 30, copies: 8 });
    const last = Math.max(...answers.map((a) => a.at));
    test.info().annotations.push({
      type: "burst",
      description: `last answer ${last.toFixed(0)} ms; ${JSON.stringify(statusCounts(answers))}`,
    });
    expect(last, "time to the last answer (ms)").toBeLessThan(15_000);
    for (const answer of answers) {
      expect(REDIRECT_OR_REFUSAL, `${answer.status}: ${answer.detail}`).toContain(answer.status);
    }
    const refused = answers.filter((a) => a.status === 400);
    expect(refused.length).toBeGreaterThan(0);
    expect(await galleryCount(base, owner)).toBe(0);
  });

  test("30 uploads × 8 detailed 40-megapixel PNGs: 8 photos stored, every answer within 90 s, other pages keep answering", async () => {
    const base = server!.baseUrl;
    const owner = await ownerWithCenter(base, "Detailed Burst Arena");
    const photo = await bandedLargePng();
    await (await fetch(`${base}/lan-centers`)).text();
    const pages = probeLatency(base, "/lan-centers");
    const health = probeLatency(base, "/healthz");
    const answers = await sendBurst(base, owner, photo, { requests: 30, copies: 8 });
    const [pageTimes, healthTimes] = [await pages.stop(), await health.stop()];
    const last = Math.max(...answers.map((a) => a.at));
    const slowest = (samples: { ms: number }[]) => Math.max(...samples.map((s) => s.ms));
    test.info().annotations.push({
      type: "burst",
      description:
        `last answer ${last.toFixed(0)} ms; ${JSON.stringify(statusCounts(answers))}; ` +
        `/lan-centers slowest ${slowest(pageTimes).toFixed(0)} ms of ${pageTimes.length}, ` +
        `/healthz slowest ${slowest(healthTimes).toFixed(0)} ms of ${healthTimes.length}`,
    });
    // 14 to 24 s on a busy shared 2-core machine (8 decodes of 40 MP), up to about 45 s while a
    // whole test run shares it; over 300 s before ADR 068.
    expect(last, "time to the last answer (ms)").toBeLessThan(90_000);
    for (const answer of answers) {
      expect(REDIRECT_OR_REFUSAL, `${answer.status}: ${answer.detail}`).toContain(answer.status);
    }
    expect(answers.filter((a) => a.status === 302 || a.status === 303)).toHaveLength(1);
    expect(await galleryCount(base, owner)).toBe(8);
    for (const samples of [pageTimes, healthTimes]) {
      expect(samples.length).toBeGreaterThan(0);
      expect(samples.every((s) => s.status === 200)).toBe(true);
      expect(slowest(samples)).toBeLessThan(RESPONSIVE_MS);
    }
  });

  test("a large upload is answered before its body is sent: 401 without a session, 303 to sign in for a browser, 404 for someone else's center", async () => {
    const base = server!.baseUrl;
    const { port } = server!;
    const owner = await ownerWithCenter(base, "Gate Arena");
    const stranger = await sessionCookie(base);
    // 50 MB for a gallery (8 photos), 10 MB for a cover form: under each route's body limit.
    const upload = (extra: string[] = [], path = `/lan-center-photos/${owner.centerId}`) => [
      `POST ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      "Content-Type: multipart/form-data; boundary=----burst",
      `Content-Length: ${path.startsWith("/lan-center-photos/") ? 50_000_000 : 10_000_000}`,
      ...extra,
    ];
    const signedOut = await headOnly(port, upload());
    expect(signedOut, "an answer before the body").not.toBeNull();
    expect(signedOut).toMatch(/^HTTP\/1\.1 401 /);
    expect(signedOut).toMatch(/^connection: close$/im);
    expect(signedOut).toMatch(/^cache-control: no-store$/im);
    expect(signedOut).toMatch(/^content-type: text\/plain/im);

    const expired = await headOnly(port, upload(["Cookie: lcn.session_token=forged.value"]));
    expect(expired).toMatch(/^HTTP\/1\.1 401 /);

    const browser = await headOnly(
      port,
      upload(["Accept: text/html", "Sec-Fetch-Mode: navigate"], "/register-lan-party"),
    );
    expect(browser).toMatch(/^HTTP\/1\.1 303 /);
    expect(browser).toMatch(/^location: \/login\?redirectTo=%2Fregister-lan-party$/im);

    const foreign = await headOnly(port, upload([`Cookie: ${stranger.cookie}`]));
    expect(foreign).toMatch(/^HTTP\/1\.1 404 /);
    expect(foreign).toMatch(/^connection: close$/im);
  });
});

test("without JavaScript, a signed-out visitor's form post with a large cover goes to the sign-in page", async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": "10.250.0.23" },
  });
  try {
    const page = await context.newPage();
    await page.goto("/register-lan-party");
    await page.getByLabel("Event name").fill("Big Cover Party");
    await page.getByLabel("Cover image").setInputFiles({
      name: "cover.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(3 * 1024 * 1024, 7),
    });
    await page.getByRole("button", { name: "Register LAN Party" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fregister-lan-party$/);
  } finally {
    await context.close();
  }
});
