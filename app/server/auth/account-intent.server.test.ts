/**
 * The sign-up choice (issue 25 item 1, ADR 076): 'I play' and 'I run a venue or event' are kept
 * on the account's profile; the code step and sign-in answer it, so a gamer lands on /me; an
 * account made without the choice counts as 'run'; a later sign-in does not change it; the
 * session user carries it for the navigation. Runs on PGlite and PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { newClient, useAuthFixture } from "../../../tests/support/auth-fixture";
import { databaseEngines } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { userLanCenters } from "../db/schema";
import { signIn, signUp, verifySignUpCode, type AccountsContext } from "./accounts.server";
import { getSessionUser } from "./session.server";

const PASSWORD = "Correct-Horse-42";

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`sign-up choice on ${engine.name}`, () => {
    const fx = useAuthFixture(engine.name);
    let handle: DatabaseHandle;
    let ctx: AccountsContext;
    beforeAll(() => {
      ({ handle, ctx } = fx);
    });
    const intentOfProfile = async (email: string) => {
      const [profile] = await handle.db
        .select({ intent: userLanCenters.intent })
        .from(userLanCenters)
        .where(eq(userLanCenters.userEmail, email));
      return profile?.intent;
    };
    const register = async (email: string, intent?: "play" | "run") => {
      const names = { firstName: "Pat", lastName: "Player", email, password: PASSWORD };
      const result = await signUp(ctx, intent ? { ...names, intent } : names, newClient());
      expect(result).toEqual({ ok: true, mailFailed: false });
      return verifySignUpCode(ctx, { email, code: await fx.readCode(email) }, newClient());
    };

    it("keeps 'I play' on the account and answers it at the code step and at sign-in", async () => {
      const email = "player@example.com";
      const verified = await register(email, "play");
      expect(verified).toMatchObject({ ok: true, intent: "play" });
      expect(await intentOfProfile(email)).toBe("play");
      const signedIn = await signIn(ctx, { email, password: PASSWORD }, newClient());
      expect(signedIn).toMatchObject({ ok: true, intent: "play", role: "user" });
      // The sign-in (which recomputes the profile) did not turn the gamer into an owner.
      expect(await intentOfProfile(email)).toBe("play");
      if (!signedIn.ok) throw new Error("sign-in failed");
      const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
      const request = new Request("http://localhost/me", { headers: { cookie } });
      expect(await getSessionUser(request, ctx)).toMatchObject({ email, intent: "play" });
    });

    it("keeps 'I run a venue or event', and counts an account made without a choice as 'run'", async () => {
      expect(await register("runner@example.com", "run")).toMatchObject({ intent: "run" });
      expect(await intentOfProfile("runner@example.com")).toBe("run");
      expect(await register("older@example.com")).toMatchObject({ intent: "run" });
      expect(await intentOfProfile("older@example.com")).toBe("run");
    });

    it("stores nothing but 'play' or 'run' (a tampered value is refused by the database)", async () => {
      const [profile] = await handle.db.select().from(userLanCenters).limit(1);
      await expect(
        handle.db
          .update(userLanCenters)
          .set({ intent: "owner" as "run" })
          .where(eq(userLanCenters.id, profile!.id)),
      ).rejects.toThrow();
    });
  });
}
