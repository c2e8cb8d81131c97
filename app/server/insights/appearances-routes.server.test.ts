/**
 * The appearance counters on the running runtime (issue 26 items 1 and 4, ADR 086): the list
 * page's beacon (POST /insights/seen with the page's search) and its noscript image (GET) count
 * the centers the server's own search lists, with the search term; the map's beacon (`map=1`)
 * counts the single markers of the view it drew (markers.json itself counts nothing); a crawler and the owner (real session cookie) count nothing; the
 * runtime's stop writes what was counted.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../../tests/support/auth-fixture";

const dataDir = mkdtempSync(path.join(tmpdir(), "lcn-appearances-"));
process.env.DATABASE_URL = `pglite://${dataDir}/db`;
process.env.SEED_DEMO = "false";

const { startRuntime, stopRuntime, getDb, getServices, getAccountsContext } =
  await import("~/server/runtime.server");
const { servicesContext } = await import("~/server/services.server");
const { clientIpContext } = await import("~/lib/client-ip");
const { nonceContext } = await import("~/lib/nonce");
const { authUser, communities, insightDaily, insightSearchTerms, locations } =
  await import("~/server/db/schema");
const seen = await import("~/routes/insights.seen");
const markers = await import("~/routes/lan-centers.markers[.]json");

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

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
    email: "appearance-owner@example.com",
  });
  ownerCookie = owner.cookie;
  const [user] = await getDb().select().from(authUser).where(eq(authUser.email, owner.email));
  const [community] = await getDb()
    .insert(communities)
    .values({ name: "Seen Crew", isVerified: true, createdBy: user!.id })
    .returning();
  const [center] = await getDb()
    .insert(locations)
    .values({
      organizationName: "Seen Arena",
      address: "3 Main St",
      description: "A center.",
      lat: 48.1,
      lng: 11.6,
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

describe("the list beacon and the map answer", () => {
  it("count what the server's search lists, with the term, and no crawler or owner", async () => {
    const post = (clientIp: string, query: string, headers: Record<string, string> = {}) =>
      seen.action({
        request: request(`/insights/seen${query}`, { method: "POST", headers }),
        params: {},
        context: contextFor(clientIp),
      } as never);
    for (let n = 0; n < 5; n += 1) {
      const answer = await post(`198.51.100.${n}`, "?q=Seen%20ARENA%20", {
        "user-agent": `${BROWSER} v/${n}`,
      });
      expect(answer.status).toBe(204);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    // The unfiltered list, and a search that does not list the center.
    await post("198.51.100.1", "");
    await post("198.51.100.1", "?q=nowhere-to-be-found");
    await post("203.0.113.1", "?q=seen", { "user-agent": CRAWLER });
    await post("203.0.113.2", "?q=seen", { cookie: ownerCookie });
    // Without JavaScript: the noscript image.
    const image = await seen.loader({
      request: request("/insights/seen?q=seen"),
      params: {},
      context: contextFor("198.51.100.9"),
    } as never);
    expect(image.headers.get("content-type")).toBe("image/gif");

    const map = await markers.loader({
      request: request("/lan-centers/markers.json"),
      params: {},
      context: contextFor("198.51.100.7"),
    } as never);
    expect(map.status).toBe(200);
    // The answer itself counts nothing (it may come from the stored-bytes cache, ADR 091): the
    // map's beacon after drawing the view does.
    await post("198.51.100.7", "?map=1");
    // The owner looking at the map is not counted.
    await post("203.0.113.3", "?map=1", { cookie: ownerCookie });

    // What SIGTERM runs writes the buffer.
    await getServices().insights.flush();
    expect(await totals("search_appearance")).toEqual({ count: 6, uniques: 6 });
    expect(await totals("list_appearance")).toEqual({ count: 1, uniques: 1 });
    expect(await totals("map_appearance")).toEqual({ count: 1, uniques: 1 });
    const terms = await getDb()
      .select()
      .from(insightSearchTerms)
      .where(eq(insightSearchTerms.subjectId, centerId));
    expect(terms.map((t) => [t.term, t.uniques]).sort()).toEqual([
      ["seen arena", 5],
      ["seen", 1],
    ]);
  });
});
