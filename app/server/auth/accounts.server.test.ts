/**
 * Integration tests of the account actions on a real database (PGlite and PostgreSQL):
 * sign-up writes the profile, codes are stored hashed, verification signs in, roles follow
 * ADMIN_EMAILS, wrong/expired/too-many codes, password reset revokes sessions, limits.
 */
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { newClient, useAuthFixture } from "../../../tests/support/auth-fixture";
import { databaseEngines } from "../../../tests/support/test-databases";
import { codeMessages, resendMessages, signInMessages, signUpMessages } from "~/lib/auth-messages";
import type { DatabaseHandle } from "../db/client.server";
import { userLanCenters } from "../db/schema";
import { MailDeliveryError } from "../mail/mailer.server";
import {
  adminSignIn,
  checkEmailAvailability,
  checkResetCode,
  requestPasswordReset,
  resendSignUpCode,
  resetPassword,
  signIn,
  signUp,
  verifySignUpCode,
  type AccountsContext,
} from "./accounts.server";
import { CODE_ALLOWED_ATTEMPTS } from "./auth.server";
import { authSession, authUser, authVerification } from "./schema";

const ADMIN = "boss@lancenter.example";

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`account actions on ${engine.name}`, () => {
    const fx = useAuthFixture(engine.name, { adminEmails: [ADMIN] });
    let handle: DatabaseHandle;
    let ctx: AccountsContext;
    beforeAll(() => {
      ({ handle, ctx } = fx);
    });
    const createVerified = (email: string) => fx.createVerifiedUser({ email });

    it("sign-up writes the profile in the same request and stores the code hashed", async () => {
      const email = "ada@example.com";
      const result = await signUp(
        ctx,
        { firstName: "Ada", lastName: "Lovelace", email, password: "Correct-Horse-42" },
        newClient(),
      );
      expect(result).toEqual({ ok: true, mailFailed: false });
      const [profile] = await handle.db
        .select()
        .from(userLanCenters)
        .where(eq(userLanCenters.userEmail, email));
      expect(profile).toMatchObject({
        firstName: "Ada",
        lastName: "Lovelace",
        displayName: "Ada Lovelace",
        role: "user",
      });
      const code = await fx.readCode(email);
      const rows = await handle.db
        .select()
        .from(authVerification)
        .where(like(authVerification.identifier, `%${email}%`));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.value).not.toContain(code);
      const lifetime = rows[0]!.expiresAt.getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(59 * 60_000);
      expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
      // Unverified: the right password is told so (the page offers 'Send a new code');
      // a wrong one still gets the spec's text and learns nothing about verification.
      expect(await signIn(ctx, { email, password: "Correct-Horse-42" }, newClient())).toEqual({
        ok: false,
        message: signInMessages.unverified,
        unverified: true,
      });
      expect(await signIn(ctx, { email, password: "Wrong-Horse-42" }, newClient())).toMatchObject({
        ok: false,
        message: signInMessages.incorrect,
      });
    });

    it("refuses a taken e-mail vaguely and common passwords clearly", async () => {
      await createVerified("taken@example.com");
      expect(
        await signUp(
          ctx,
          { firstName: "A", lastName: "B", email: "taken@example.com", password: "Other-Pass-99" },
          newClient(),
        ),
      ).toEqual({
        ok: false,
        message: signUpMessages.invalidCredentials,
        emailTaken: true,
      });
      expect(await checkEmailAvailability(ctx, "taken@example.com", newClient())).toEqual({
        taken: true,
        waiting: false,
        limited: false,
      });
      expect(
        await signUp(
          ctx,
          { firstName: "A", lastName: "B", email: "common@example.com", password: "Password123" },
          newClient(),
        ),
      ).toEqual({
        ok: false,
        message: signUpMessages.passwordCommon,
      });
    });

    it("says an unverified address is waiting for its code, and changes nothing (issue 24 item 4)", async () => {
      // ada@example.com signed up above and is not verified yet.
      const before = await fx.readCode("ada@example.com");
      expect(
        await signUp(
          ctx,
          { firstName: "A", lastName: "B", email: "ada@example.com", password: "Other-Pass-99" },
          newClient(),
        ),
      ).toEqual({ ok: false, message: signUpMessages.waitingForCode, unverified: true });
      expect(await fx.readCode("ada@example.com")).toBe(before);
      expect(await checkEmailAvailability(ctx, "ada@example.com", newClient())).toEqual({
        taken: true,
        waiting: true,
        limited: false,
      });
      expect(await checkEmailAvailability(ctx, "nobody@example.com", newClient())).toEqual({
        taken: false,
        waiting: false,
        limited: false,
      });
      // 'Send a new code' then sends a fresh one.
      expect(await resendSignUpCode(ctx, "ada@example.com", newClient())).toEqual({ ok: true });
      expect(await fx.readCode("ada@example.com")).not.toBe(before);
    });

    it("verifies with the right code, signs in, and maps sign-in failures", async () => {
      const email = "grace@example.com";
      const { password } = await createVerified(email);
      const [user] = await handle.db.select().from(authUser).where(eq(authUser.email, email));
      expect(user).toMatchObject({ emailVerified: true, role: "user" });
      const ok = await signIn(ctx, { email, password }, newClient());
      expect(ok.ok).toBe(true);
      if (ok.ok) expect(ok.headers.get("set-cookie")).toMatch(/HttpOnly/i);
      expect(await signIn(ctx, { email, password: "wrong-password-1" }, newClient())).toMatchObject(
        { message: signInMessages.incorrect },
      );
      expect(
        await signIn(ctx, { email: "nobody@example.com", password }, newClient()),
      ).toMatchObject({ message: signInMessages.noAccount });
    });

    it("wrong codes count: after 5 wrong tries even the right code stops working", async () => {
      const email = "tries@example.com";
      const client = newClient();
      await signUp(
        ctx,
        { firstName: "T", lastName: "R", email, password: "Correct-Horse-42" },
        client,
      );
      const code = await fx.readCode(email);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++) {
        expect(await verifySignUpCode(ctx, { email, code: wrong }, client)).toMatchObject({
          message: codeMessages.invalid,
        });
      }
      expect(await verifySignUpCode(ctx, { email, code }, client)).toMatchObject({
        message: codeMessages.tooManyTries,
      });
      // A new code works again.
      expect(await resendSignUpCode(ctx, email, client)).toEqual({ ok: true });
      const fresh = await fx.readCode(email);
      expect((await verifySignUpCode(ctx, { email, code: fresh }, client)).ok).toBe(true);
    });

    it("the reset code locks after as many wrong tries as the sign-up code; then even the right code is refused (issue 18 item 9)", async () => {
      expect(CODE_ALLOWED_ATTEMPTS).toBe(5);
      const email = "reset-tries@example.com";
      const { password } = await createVerified(email);
      expect(await requestPasswordReset(ctx, email, newClient())).toEqual({ ok: true });
      const code = await fx.readCode(email);
      const wrong = code === "000000" ? "111111" : "000000";
      // Each try from a new address, so only the code's own attempt count can stop it.
      for (let i = 0; i < CODE_ALLOWED_ATTEMPTS; i++) {
        expect(await checkResetCode(ctx, { email, code: wrong }, newClient())).toMatchObject({
          message: codeMessages.invalid,
        });
      }
      expect(await checkResetCode(ctx, { email, code }, newClient())).toMatchObject({
        ok: false,
        message: codeMessages.tooManyTries,
      });
      expect(
        await resetPassword(ctx, { email, code, password: "Brand-New-Pass-8" }, newClient()),
      ).toMatchObject({ ok: false });
      expect((await signIn(ctx, { email, password }, newClient())).ok).toBe(true);
      expect(await signIn(ctx, { email, password: "Brand-New-Pass-8" }, newClient())).toMatchObject(
        { message: signInMessages.incorrect },
      );
    });

    it("an expired code is refused with the expiry text", async () => {
      const email = "late@example.com";
      const client = newClient();
      await signUp(
        ctx,
        { firstName: "L", lastName: "T", email, password: "Correct-Horse-42" },
        client,
      );
      const code = await fx.readCode(email);
      await handle.db
        .update(authVerification)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(like(authVerification.identifier, `%${email}%`));
      expect(await verifySignUpCode(ctx, { email, code }, client)).toMatchObject({
        message: codeMessages.expired,
      });
    });

    it("password reset by code sets the password and revokes every session", async () => {
      const email = "reset@example.com";
      const { password } = await createVerified(email);
      await signIn(ctx, { email, password }, newClient());
      const [user] = await handle.db.select().from(authUser).where(eq(authUser.email, email));
      expect(
        (await handle.db.select().from(authSession).where(eq(authSession.userId, user!.id))).length,
      ).toBeGreaterThan(0);
      const client = newClient();
      expect(await requestPasswordReset(ctx, email, client)).toEqual({ ok: true });
      const code = await fx.readCode(email);
      expect(
        await checkResetCode(ctx, { email, code: code === "999999" ? "888888" : "999999" }, client),
      ).toMatchObject({ message: codeMessages.invalid });
      expect(await checkResetCode(ctx, { email, code }, client)).toEqual({ ok: true });
      expect(
        await resetPassword(ctx, { email, code, password: "qwerty123" }, client),
      ).toMatchObject({ ok: false });
      expect(
        await resetPassword(ctx, { email, code, password: "Brand-New-Pass-7" }, client),
      ).toEqual({ ok: true });
      expect(
        await handle.db.select().from(authSession).where(eq(authSession.userId, user!.id)),
      ).toHaveLength(0);
      expect(await signIn(ctx, { email, password }, newClient())).toMatchObject({
        message: signInMessages.incorrect,
      });
      expect((await signIn(ctx, { email, password: "Brand-New-Pass-7" }, newClient())).ok).toBe(
        true,
      );
      expect(await requestPasswordReset(ctx, "ghost@example.com", newClient())).toMatchObject({
        message: signInMessages.noAccount,
      });
    });

    it("role is admin exactly for a verified ADMIN_EMAILS address; admin login refuses others", async () => {
      const client = newClient();
      await signUp(
        ctx,
        { firstName: "Big", lastName: "Boss", email: ADMIN, password: "Correct-Horse-42" },
        client,
      );
      const [before] = await handle.db
        .select()
        .from(userLanCenters)
        .where(eq(userLanCenters.userEmail, ADMIN));
      expect(before?.role).toBe("user");
      await verifySignUpCode(ctx, { email: ADMIN, code: await fx.readCode(ADMIN) }, client);
      const [after] = await handle.db
        .select()
        .from(userLanCenters)
        .where(eq(userLanCenters.userEmail, ADMIN));
      expect(after?.role).toBe("admin");
      const [authRow] = await handle.db.select().from(authUser).where(eq(authUser.email, ADMIN));
      expect(authRow?.role).toBe("admin");
      expect(
        (await adminSignIn(ctx, { email: ADMIN, password: "Correct-Horse-42" }, newClient())).ok,
      ).toBe(true);
      expect(
        await adminSignIn(ctx, { email: ADMIN, password: "nope-nope-nope" }, newClient()),
      ).toMatchObject({ message: "Invalid credentials. Access denied." });
      const { password } = await createVerified("plain@example.com");
      const [plain] = await handle.db
        .select()
        .from(authUser)
        .where(eq(authUser.email, "plain@example.com"));
      const sessionsBefore = await handle.db
        .select()
        .from(authSession)
        .where(eq(authSession.userId, plain!.id));
      expect(
        await adminSignIn(ctx, { email: "plain@example.com", password }, newClient()),
      ).toMatchObject({ message: "Invalid credentials. Access denied." });
      const sessionsAfter = await handle.db
        .select()
        .from(authSession)
        .where(eq(authSession.userId, plain!.id));
      expect(sessionsAfter.length).toBe(sessionsBefore.length);
    });

    it("sign-in is limited per client address; another address still signs in", async () => {
      const email = "limited@example.com";
      const { password } = await createVerified(email);
      const attacker = newClient();
      for (let i = 0; i < 5; i++) {
        expect(await signIn(ctx, { email, password: "bad-guess-123" }, attacker)).toMatchObject({
          message: signInMessages.incorrect,
        });
      }
      expect(await signIn(ctx, { email, password }, attacker)).toMatchObject({
        message: signInMessages.tooMany,
      });
      expect((await signIn(ctx, { email, password }, newClient())).ok).toBe(true);
    });

    it("resend is limited per e-mail with the spec's text", async () => {
      const email = "resend@example.com";
      const client = newClient();
      await signUp(
        ctx,
        { firstName: "R", lastName: "S", email, password: "Correct-Horse-42" },
        client,
      );
      const results = [];
      for (let i = 0; i < 6; i++) results.push(await resendSignUpCode(ctx, email, newClient()));
      expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
      expect(results[5]).toEqual({ ok: false, message: resendMessages.tooMany });
      const unrelated = await handle.db
        .select()
        .from(userLanCenters)
        .where(and(eq(userLanCenters.userEmail, email)));
      expect(unrelated).toHaveLength(1);
    });
  });
}

describe("a refused code e-mail is reported, not passed over (issue 8 fault: mail refusal)", () => {
  let ctx: AccountsContext;
  let refuse = false;
  const sent: string[] = [];
  const fx = useAuthFixture("PGlite", {
    adminEmails: [ADMIN],
    mailer: () => ({
      kind: "smtp",
      send: async (to) => {
        if (refuse) throw new MailDeliveryError("451 try again later");
        sent.push(to);
      },
    }),
  });
  beforeAll(() => {
    ({ ctx } = fx);
  });

  it("sign-up keeps the account and says the code was not sent; resend says so too, then works", async () => {
    const email = "refused@example.com";
    refuse = true;
    expect(
      await signUp(
        ctx,
        { firstName: "Ada", lastName: "Lovelace", email, password: "Correct-Horse-42" },
        newClient(),
      ),
    ).toEqual({ ok: true, mailFailed: true });
    expect(await resendSignUpCode(ctx, email, newClient())).toEqual({
      ok: false,
      message: resendMessages.failed,
    });
    refuse = false;
    expect(await resendSignUpCode(ctx, email, newClient())).toEqual({ ok: true });
    expect(sent).toEqual([email]);
  });
});
