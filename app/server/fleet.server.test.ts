/**
 * Stateless instances (issue 29 item 1): what a request leaves behind lives in PostgreSQL, so it
 * holds whichever of two instances on one database answers the next request. Rate limits counted
 * half on A and half on B trip at the budget; a session created on A is valid on B (and signed
 * out on B, gone on A); an idempotency token used on A is refused on B for other details and
 * answers the first result for the same ones. (Jobs: app/server/jobs/jobs.server.test.ts; public
 * answers: app/server/cache/public-changes.server.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createVerifiedUser } from "../../tests/support/auth-fixture";
import { insertLocation } from "../../tests/support/billing-fixtures";
import { openTwoInstanceDatabase, postgresEngine } from "../../tests/support/test-databases";
import { createAuth, type Auth } from "./auth/auth.server";
import type { Database } from "./db/client.server";
import { authUser } from "./db/schema";
import {
  claimSubmission,
  recordSubmission,
  TOKEN_REUSED,
} from "./directory/submission-tokens.server";
import { allowAction, rateLimitPolicies } from "./limits/index.server";
import { createMailer } from "./mail/mailer.server";

describe.skipIf(!postgresEngine.available)("two instances on one PostgreSQL database", () => {
  let shared: Awaited<ReturnType<typeof openTwoInstanceDatabase>>;
  let a: { db: Database; auth: Auth };
  let b: { db: Database; auth: Auth };

  /** One instance's better-auth on its own pool, as createRuntime builds it. */
  function instance(db: Database): { db: Database; auth: Auth } {
    const mailer = createMailer({ smtpUrl: undefined, from: "t@example.com", db, log: () => {} });
    const auth = createAuth({
      db,
      mailer,
      secret: "fleet-test-secret-0123456789abcdef0123",
      baseURL: "http://localhost:3000",
      production: false,
      adminEmails: [],
    });
    return { db, auth };
  }

  beforeAll(async () => {
    shared = await openTwoInstanceDatabase();
    a = instance(shared.first.db);
    b = instance(shared.second.db);
  }, 60_000);
  afterAll(() => shared?.close());

  it("a rate limit counted half on A and half on B trips at the budget", async () => {
    const { max } = rateLimitPolicies["sign-in"].ip;
    const who = { clientIp: "198.51.100.77" };
    // Ten attempts at once, alternating between the instances: exactly the budget passes.
    const answers = await Promise.all(
      Array.from({ length: 2 * max }, (_, i) => allowAction((i % 2 ? b : a).db, "sign-in", who)),
    );
    expect(answers.filter(Boolean)).toHaveLength(max);
    expect(await allowAction(a.db, "sign-in", who)).toBe(false);
    expect(await allowAction(b.db, "sign-in", who)).toBe(false);
    // Another address has its own budget on both.
    expect(await allowAction(b.db, "sign-in", { clientIp: "198.51.100.78" })).toBe(true);
  });

  it("a session created on A is valid on B, and signed out on B it is gone on A", async () => {
    const user = await createVerifiedUser(
      { auth: a.auth, db: a.db, adminEmails: [] },
      { email: `fleet-${Date.now()}@example.com` },
    );
    const headers = new Headers({ cookie: user.cookie });
    expect((await a.auth.api.getSession({ headers }))?.user.email).toBe(user.email);
    expect((await b.auth.api.getSession({ headers }))?.user.email).toBe(user.email);
    const signedIn = await b.auth.api.signInEmail({
      body: { email: user.email, password: user.password },
      headers: new Headers(),
      returnHeaders: true,
    });
    const onB = new Headers({ cookie: cookieHeader(signedIn.headers) });
    expect((await a.auth.api.getSession({ headers: onB }))?.user.email).toBe(user.email);
    await b.auth.api.signOut({ headers: onB });
    expect(await a.auth.api.getSession({ headers: onB })).toBeNull();
    expect(await b.auth.api.getSession({ headers: onB })).toBeNull();
  });

  it("an idempotency token used on A is refused on B for other details, answered for the same", async () => {
    const userId = `fleet-owner-${Date.now()}`;
    await a.db
      .insert(authUser)
      .values({ id: userId, name: "Owner", email: `${userId}@example.com`, emailVerified: true });
    const claim = {
      userId,
      token: "3f0c9a1e-7b2d-4c55-9e61-0a1b2c3d4e5f",
      form: "lan_center" as const,
      fingerprint: "fleet arena",
    };
    const locationId = await a.db.transaction(async (tx) => {
      expect(await claimSubmission(tx, claim)).toBeNull();
      const id = await insertLocation(tx, userId, "Fleet Arena");
      await recordSubmission(tx, claim, { locationId: id });
      return id;
    });
    // The same form again on B: the first submit's result, nothing inserted again.
    expect(await b.db.transaction((tx) => claimSubmission(tx, claim))).toBe(locationId);
    // The token with other details on B: refused.
    await expect(
      b.db.transaction((tx) => claimSubmission(tx, { ...claim, fingerprint: "another arena" })),
    ).rejects.toThrow(TOKEN_REUSED);
  });
});
