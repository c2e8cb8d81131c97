/**
 * Security regression tests for issue 18 items 6 and 7 (SECURITY.md "One registration per form"
 * and "Parties at someone else's center"), through the route modules themselves, as the browser
 * reaches them:
 *  - 6: a double-click, a retried POST or parallel copies of one registration form create one
 *    center (one community) and one party, and every copy answers the first one's result;
 *  - 7: a party that names another owner's verified center is not listed on that center's page
 *    until the center's owner accepts it on /dashboard; its organiser cannot accept it.
 * On a main without these rules, 3 parallel posts created 3 centers and 3 communities, and the
 * party was listed on the other owner's page as soon as it was verified.
 * Issue 23 item 3 (SECURITY.md "One owner per community name", ADR 070): the center form took
 * another organiser's community name, and both forms took its lookalikes; now both refuse them
 * on the community name field and give every typed value back.
 */
import { and, count, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createVerifiedUser, signInCookie } from "../../tests/support/auth-fixture";
import { answerOf } from "../../tests/support/hostile-input";

process.env.DATABASE_URL = "pglite://";
process.env.SEED_DEMO = "false";

const { startRuntime, stopRuntime, getDb, getAuth, getServices, getAccountsContext } =
  await import("~/server/runtime.server");
const { servicesContext } = await import("~/server/services.server");
const { communities, events, locations } = await import("~/server/db/schema");
const { nonceContext } = await import("~/lib/nonce");
const { clientIpContext } = await import("~/lib/client-ip");
const registerCenter = await import("~/routes/register-lan-center");
const registerParty = await import("~/routes/register-lan-party");
const dashboard = await import("~/routes/dashboard._index");
const centerPage = await import("~/routes/lan-centers.$id");

const ORIGIN = "http://localhost:3000";
const PASSWORD = "Integrity-Horse-42";
let ip = 0;

function context(): RouterContextProvider {
  ip += 1;
  const provider = new RouterContextProvider();
  provider.set(nonceContext, "test-nonce");
  provider.set(clientIpContext, `198.19.0.${ip % 250}`);
  provider.set(servicesContext, getServices());
  return provider;
}

async function account(email: string): Promise<{ cookie: string; userId: string }> {
  await createVerifiedUser(
    getAccountsContext(),
    { firstName: "Sam", lastName: "Test", email, password: PASSWORD },
    { headers: new Headers(), ip: `198.19.1.${(ip += 1) % 250}` },
  );
  const cookie = await signInCookie(getAuth(), email, PASSWORD);
  const user = await getServices().auth.getSessionUser(
    new Request(`${ORIGIN}/`, { headers: { cookie } }),
  );
  return { cookie, userId: user!.id };
}

function post(path: string, cookie: string, fields: Record<string, string>): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { cookie, origin: ORIGIN },
  });
}

/** The hidden idempotency token the page renders (empty when the page has none). */
async function tokenOf(
  loader: (args: never) => unknown,
  path: string,
  cookie: string,
): Promise<string> {
  const data = (await loader({
    request: new Request(`${ORIGIN}${path}`, { headers: { cookie } }),
    params: {},
    context: context(),
  } as never)) as { submissionToken?: string | null };
  return data.submissionToken ?? "";
}

const centerFields = {
  contactFirstName: "Ada",
  contactLastName: "Lovelace",
  contactEmail: "ada@example.com",
  communityName: "Double Click Crew",
  organizationName: "Double Click Arena",
  address: "5 Main St, Springfield",
  lat: "40.5",
  lng: "-73.25",
  description: "Forty PCs.",
};

describe("registrations cannot be doubled, venues cannot be taken (issue 18 items 6, 7)", () => {
  let owner: { cookie: string; userId: string };
  let organiser: { cookie: string; userId: string };
  const spies: { mockRestore(): void }[] = [];

  beforeAll(async () => {
    await startRuntime();
    owner = await account("integrity-owner@example.com");
    organiser = await account("integrity-organiser@example.com");
    spies.push(vi.spyOn(console, "log").mockImplementation(() => undefined));
  });
  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    await stopRuntime();
  });

  it("3 parallel posts of one center form create one center and one community", async () => {
    const token = await tokenOf(registerCenter.loader, "/register-lan-center", owner.cookie);
    const fields = { ...centerFields, submissionToken: token };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        answerOf(() =>
          registerCenter.action({
            request: post("/register-lan-center", owner.cookie, fields),
            params: {},
            context: context(),
          } as never),
        ),
      ),
    );
    const [centers] = await getDb()
      .select({ n: count() })
      .from(locations)
      .where(
        and(
          eq(locations.createdBy, owner.userId),
          eq(locations.organizationName, "Double Click Arena"),
        ),
      );
    const [crews] = await getDb()
      .select({ n: count() })
      .from(communities)
      .where(eq(communities.name, "Double Click Crew"));
    expect(centers!.n).toBe(1);
    expect(crews!.n).toBe(1);
    // Every copy lands on the first one's result: the same center's next step.
    const doneIds = answers.map((a) => (a.data as { values: { doneId?: string } }).values.doneId);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(doneIds).size).toBe(1);
  });

  it("a center or party named like another organiser's community is refused on its field, every typed value kept (issue 23 item 3)", async () => {
    const taken = "That community belongs to another organiser. Choose another name.";
    const first = await answerOf(() =>
      registerCenter.action({
        request: post("/register-lan-center", owner.cookie, {
          ...centerFields,
          communityName: "Integrity Valhallan",
          organizationName: "Integrity Hall",
        }),
        params: {},
        context: context(),
      } as never),
    );
    expect(first.status).toBe(200);
    const centerTyped = {
      ...centerFields,
      contactEmail: "organiser@example.com",
      communityName: "Integrity VaIhallan.",
      communityDescription: "Our own crew.",
      organizationName: "Lookalike Hall",
    };
    const center = await answerOf(() =>
      registerCenter.action({
        request: post("/register-lan-center", organiser.cookie, centerTyped),
        params: {},
        context: context(),
      } as never),
    );
    expect(center.status).toBe(409);
    expect(center.data).toMatchObject({
      values: centerTyped,
      fieldErrors: { communityName: taken },
      formError: null,
    });
    const partyTyped = {
      organizationName: "Lookalike Fest",
      startDate: "2031-09-01T18:00",
      endDate: "2031-09-02T10:00",
      timeZone: "UTC",
      communityName: "integrity v\u0430lhallan\u200B",
      description: "All night.",
    };
    const party = await answerOf(() =>
      registerParty.action({
        request: post("/register-lan-party", organiser.cookie, partyTyped),
        params: {},
        context: context(),
      } as never),
    );
    expect(party.status).toBe(409);
    expect(party.data).toMatchObject({
      values: partyTyped,
      fieldErrors: { communityName: taken },
      formError: null,
    });
    const [halls] = await getDb()
      .select({ n: count() })
      .from(locations)
      .where(eq(locations.organizationName, "Lookalike Hall"));
    const [fests] = await getDb()
      .select({ n: count() })
      .from(events)
      .where(eq(events.organizationName, "Lookalike Fest"));
    expect([halls!.n, fests!.n]).toEqual([0, 0]);
  });

  it("2 parallel posts of one party form create one party", async () => {
    const token = await tokenOf(registerParty.loader, "/register-lan-party", organiser.cookie);
    const fields = {
      organizationName: "Double Click Fest",
      startDate: "2031-07-01T18:00",
      endDate: "2031-07-02T10:00",
      timeZone: "UTC",
      communityName: "Double Click Party Crew",
      description: "All night.",
      submissionToken: token,
    };
    const answers = await Promise.all(
      [1, 2].map(() =>
        answerOf(() =>
          registerParty.action({
            request: post("/register-lan-party", organiser.cookie, fields),
            params: {},
            context: context(),
          } as never),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [parties] = await getDb()
      .select({ n: count() })
      .from(events)
      .where(eq(events.organizationName, "Double Click Fest"));
    expect(parties!.n).toBe(1);
  });

  it("another owner's center lists a party only after its owner accepts it", async () => {
    const db = getDb();
    const [crew] = await db
      .insert(communities)
      .values({ name: "Consent Owners", isVerified: true, createdBy: owner.userId })
      .returning();
    const [center] = await db
      .insert(locations)
      .values({
        organizationName: "Consent Hall",
        address: "7 Main St",
        description: "Verified.",
        lat: 40.5,
        lng: -73.25,
        communityId: crew!.id,
        verified: true,
        // Public without a plan (ADR 050).
        complimentaryAt: new Date(),
        createdBy: owner.userId,
      })
      .returning();
    const centerId = center!.id;
    const party = await answerOf(() =>
      registerParty.action({
        request: post("/register-lan-party", organiser.cookie, {
          organizationName: "Uninvited Fest",
          startDate: "2031-08-01T18:00",
          endDate: "2031-08-02T10:00",
          timeZone: "UTC",
          communityName: "Uninvited Crew",
          description: "At someone else's hall.",
          locationId: centerId,
        }),
        params: {},
        context: context(),
      } as never),
    );
    expect(party.status).toBe(200);
    const [row] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.organizationName, "Uninvited Fest"));
    const eventId = row!.id;
    await db.update(events).set({ verified: true }).where(eq(events.id, eventId));

    const listedNames = async () => {
      const page = (await centerPage.loader({
        request: new Request(`${ORIGIN}/lan-centers/${centerId}`),
        params: { id: centerId },
        context: context(),
      } as never)) as { center: { upcomingEvents: { organizationName: string }[] } };
      return page.center.upcomingEvents.map((e) => e.organizationName);
    };
    expect(await listedNames()).not.toContain("Uninvited Fest");

    // The organiser cannot give the consent for the center's owner.
    const forged = await answerOf(() =>
      dashboard.action({
        request: post("/dashboard", organiser.cookie, { intent: "venue-accept", eventId }),
        context: context(),
      } as never),
    );
    expect(forged.status).toBe(404);
    expect(await listedNames()).not.toContain("Uninvited Fest");

    const accepted = await answerOf(() =>
      dashboard.action({
        request: post("/dashboard", owner.cookie, { intent: "venue-accept", eventId }),
        context: context(),
      } as never),
    );
    expect(accepted.status).toBe(200);
    expect(await listedNames()).toContain("Uninvited Fest");
  });
});
