/**
 * The insights routes on the running runtime (issue 26 items 2-3, "Done when" 1-4, ADR 085):
 * the beacon (POST /insights/hit) and its noscript image (GET) count distinct browsers and not
 * crawlers, prefetches, HEAD or the listing's owner (with a real session cookie); /go/website
 * counts one click and redirects only to the stored URL, whatever the request carries; the
 * runtime's stop (what SIGTERM runs) writes every counted hit.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../../tests/support/auth-fixture";

// On disk, so the test can reopen it after the runtime stopped.
const dataDir = mkdtempSync(path.join(tmpdir(), "lcn-insights-"));
process.env.DATABASE_URL = `pglite://${dataDir}/db`;
process.env.SEED_DEMO = "false";

const { startRuntime, stopRuntime, getDb, getServices, getAccountsContext } =
  await import("~/server/runtime.server");
const { servicesContext } = await import("~/server/services.server");
const { clientIpContext } = await import("~/lib/client-ip");
const { nonceContext } = await import("~/lib/nonce");
const { openDatabase } = await import("~/server/db/client.server");
const { authUser, communities, insightDaily, locations } = await import("~/server/db/schema");
const hit = await import("~/routes/insights.hit");
const go = await import("~/routes/go.$kind.$id");

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CRAWLERS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "curl/8.5.0",
];
const WEBSITE = "https://arena.example/welcome?from=lcn";

let centerId: string;
let ownerCookie: string;

function contextFor(clientIp: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, "test-nonce");
  context.set(clientIpContext, clientIp);
  context.set(servicesContext, getServices());
  return context;
}

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Request(`http://localhost:3000${path}`, {
    method: init.method ?? "GET",
    headers: { "user-agent": BROWSER, ...init.headers },
  });
}

async function beacon(clientIp: string, headers: Record<string, string> = {}) {
  const req = request(`/insights/hit?c=${centerId}`, { method: "POST", headers });
  return hit.action({ request: req, params: {}, context: contextFor(clientIp) } as never);
}

async function totals(metric: string) {
  const rows = await getDb()
    .select()
    .from(insightDaily)
    .where(sql`${insightDaily.subjectId} = ${centerId} and ${insightDaily.metric} = ${metric}`);
  return {
    count: rows.reduce((sum, row) => sum + row.count, 0),
    uniques: rows.reduce((sum, row) => sum + row.uniques, 0),
  };
}

beforeAll(async () => {
  await startRuntime();
  const owner = await createVerifiedUser(getAccountsContext(), {
    email: "insight-owner@example.com",
  });
  ownerCookie = owner.cookie;
  const [user] = await getDb().select().from(authUser).where(eq(authUser.email, owner.email));
  const [community] = await getDb()
    .insert(communities)
    .values({ name: "Route Crew", isVerified: true, createdBy: user!.id })
    .returning();
  const [center] = await getDb()
    .insert(locations)
    .values({
      organizationName: "Route Arena",
      address: "2 Main St",
      description: "A center.",
      lat: 48.1,
      lng: 11.6,
      website: WEBSITE,
      verified: true,
      complimentaryAt: new Date(),
      communityId: community!.id,
      createdBy: user!.id,
    })
    .returning();
  centerId = center!.id;
}, 120_000);

afterAll(async () => {
  await stopRuntime();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the view beacon and its noscript image", () => {
  it("counts 20 distinct browsers (beacon and noscript image), no crawler, prefetch, HEAD or owner", async () => {
    for (let n = 0; n < 15; n += 1) {
      const answer = await beacon(`198.51.100.${n}`);
      expect(answer.status).toBe(204);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    // Visitors without JavaScript: the noscript image.
    for (let n = 15; n < 20; n += 1) {
      const answer = await hit.loader({
        request: request(`/insights/hit?c=${centerId}`),
        params: {},
        context: contextFor(`198.51.100.${n}`),
      } as never);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/gif");
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    for (const [n, userAgent] of CRAWLERS.entries()) {
      expect((await beacon(`203.0.113.${n}`, { "user-agent": userAgent })).status).toBe(204);
    }
    await beacon("192.0.2.1", { "sec-purpose": "prefetch" });
    await beacon("192.0.2.2", { "x-lcn-head": "1" });
    await beacon("192.0.2.3", { cookie: ownerCookie });
    // The same browser again the same day: one more view, no more unique.
    await beacon("198.51.100.0");
    await getServices().insights.flush();
    expect(await totals("view")).toEqual({ count: 21, uniques: 20 });
  });
});

describe("the outbound link /go/{kind}/{id}", () => {
  const follow = (path: string, params: Record<string, string>, clientIp = "198.51.100.200") =>
    go.loader({ request: request(path), params, context: contextFor(clientIp) } as never);

  it("counts a website click once and redirects only to the stored URL", async () => {
    const crafted = `/go/website/${centerId}?url=https%3A%2F%2Fevil.example&to=//evil.example`;
    const answer = await follow(crafted, { kind: "website", id: centerId });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(WEBSITE);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    await getServices().insights.flush();
    expect(await totals("website")).toEqual({ count: 1, uniques: 1 });
  });

  it("refuses crafted targets: other kinds, other ids, URLs in the path", async () => {
    const attempts: Record<string, string>[] = [
      { kind: "https:", id: "evil.example" },
      { kind: "website", id: "https://evil.example" },
      { kind: "website", id: "00000000-0000-4000-8000-000000000000" },
      { kind: "redirect", id: centerId },
      { kind: "email", id: centerId },
    ];
    for (const params of attempts) {
      const answer = await follow(`/go/${params.kind}/${params.id}`, params);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("location")).toBeNull();
    }
  });
});

describe("stopping the runtime (what SIGTERM runs)", () => {
  it("writes every hit counted before the stop", async () => {
    const before = await totals("view");
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, n) => beacon(`10.0.${n}.1`).then((a) => a.status)),
    );
    expect(burst.every((status) => status === 204)).toBe(true);
    // What server.ts runs on SIGTERM once in-flight requests are done.
    await stopRuntime();
    const reopened = openDatabase({ kind: "pglite", dataDir: `${dataDir}/db` });
    try {
      const after = await reopened.db
        .select()
        .from(insightDaily)
        .where(sql`${insightDaily.subjectId} = ${centerId} and ${insightDaily.metric} = 'view'`);
      expect(after.reduce((sum, row) => sum + row.count, 0)).toBe(before.count + 40);
    } finally {
      await reopened.close();
    }
  });
});
