/**
 * Integration tests of the dashboard's account settings on a real database: the e-mail change
 * code goes to the new address, the profile row follows the new address, the old address gets
 * a notice, an address in use is refused; password change checks the current password and
 * revokes the other sessions.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, newClient, useAuthFixture } from "../../../tests/support/auth-fixture";
import { databaseEngines } from "../../../tests/support/test-databases";
import { codeMessages, emailChangeMessages, passwordChangeMessages } from "~/lib/auth-messages";
import type { DatabaseHandle } from "../db/client.server";
import { userLanCenters } from "../db/schema";
import type { Mailer } from "../mail/mailer.server";
import { changePassword, requestEmailChange, verifyEmailChange } from "./account-settings.server";
import { signIn, type AccountsContext, type Client } from "./accounts.server";
import { authSession, authUser } from "./schema";

const newIp = () => newClient().ip;

/** A signed-in client: the Cookie header built from better-auth's Set-Cookie headers. */
function clientFrom(setCookies: Headers): Client {
  return { headers: new Headers({ cookie: cookieHeader(setCookies) }), ip: newIp() };
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`account settings on ${engine.name}`, () => {
    const fx = useAuthFixture(engine.name);
    let handle: DatabaseHandle;
    let ctx: AccountsContext & { mailer: Mailer };
    beforeAll(() => {
      ({ handle, ctx } = fx);
    });

    async function signedIn(email: string) {
      return clientFrom((await fx.createVerifiedUser({ email })).headers);
    }

    it("changes the e-mail with the code sent to the new address; the profile follows", async () => {
      const client = await signedIn("old@example.com");
      await signedIn("taken@example.com");
      expect(
        await requestEmailChange(
          ctx,
          { currentEmail: "old@example.com", newEmail: "taken@example.com" },
          client,
        ),
      ).toMatchObject({ ok: false, message: emailChangeMessages.taken });

      const [old] = await handle.db
        .select({ id: authUser.id })
        .from(authUser)
        .where(eq(authUser.email, "old@example.com"));
      const input = { currentEmail: "old@example.com", newEmail: "new@example.com" };
      expect(await requestEmailChange(ctx, input, client)).toEqual({ ok: true });
      const mail = await fx.latestMail("new@example.com");
      expect(mail?.subject).toContain("Confirm your new e-mail address");

      expect(
        await verifyEmailChange(ctx, { ...input, userId: old!.id, code: "000000" }, client),
      ).toEqual({
        ok: false,
        message: codeMessages.invalid,
      });
      const code = await fx.readCode("new@example.com");
      const result = await verifyEmailChange(ctx, { ...input, userId: old!.id, code }, client);
      expect(result.ok).toBe(true);

      const [user] = await handle.db
        .select()
        .from(authUser)
        .where(eq(authUser.email, "new@example.com"));
      expect(user?.emailVerified).toBe(true);
      const [profile] = await handle.db
        .select()
        .from(userLanCenters)
        .where(eq(userLanCenters.userId, user!.id));
      expect(profile?.userEmail).toBe("new@example.com");
      expect((await fx.latestMail("old@example.com"))?.subject).toContain(
        "e-mail address was changed",
      );
    });

    it("changes the password only with the current one and revokes the other sessions", async () => {
      const email = "pw@example.com";
      const first = await signedIn(email);
      const second = await signIn(
        ctx,
        { email, password: "Correct-Horse-42" },
        { headers: new Headers(), ip: newIp() },
      );
      expect(second.ok).toBe(true);
      const [user] = await handle.db.select().from(authUser).where(eq(authUser.email, email));
      const sessionsBefore = await handle.db
        .select()
        .from(authSession)
        .where(eq(authSession.userId, user!.id));
      expect(sessionsBefore).toHaveLength(2);

      expect(
        await changePassword(
          ctx,
          { userId: user!.id, currentPassword: "Wrong-Horse-1", newPassword: "Fresh-Horse-43" },
          first,
        ),
      ).toEqual({ ok: false, message: passwordChangeMessages.currentWrong });
      const changed = await changePassword(
        ctx,
        { userId: user!.id, currentPassword: "Correct-Horse-42", newPassword: "Fresh-Horse-43" },
        first,
      );
      expect(changed.ok).toBe(true);
      const sessionsAfter = await handle.db
        .select()
        .from(authSession)
        .where(eq(authSession.userId, user!.id));
      // The two old sessions are gone; only this browser's new session remains.
      expect(sessionsAfter).toHaveLength(1);
      expect(sessionsBefore.map((s) => s.id)).not.toContain(sessionsAfter[0]!.id);
    });

    it("limits the password change per account, apart from the sign-in limit per address (issue 23)", async () => {
      const email = "pw-limit@example.com";
      const client = await signedIn(email);
      const [user] = await handle.db.select().from(authUser).where(eq(authUser.email, email));
      // The sign-in budget of this address is spent by mistyped sign-ins...
      for (let i = 0; i < 6; i += 1) {
        await signIn(
          ctx,
          { email, password: "Mistyped-Horse-1" },
          { ...client, headers: new Headers() },
        );
      }
      expect(
        await signIn(
          ctx,
          { email, password: "Correct-Horse-42" },
          { ...client, headers: new Headers() },
        ),
      ).toMatchObject({ ok: false });
      // ...but the password change has its own budget, per account.
      const wrong = {
        userId: user!.id,
        currentPassword: "Wrong-Horse-1",
        newPassword: "Fresh-Horse-43",
      };
      for (let i = 0; i < 10; i += 1) {
        expect(await changePassword(ctx, wrong, client)).toEqual({
          ok: false,
          message: passwordChangeMessages.currentWrong,
        });
      }
      // Spent: the 11th attempt is refused, even from another address and with the right password.
      expect(
        await changePassword(
          ctx,
          { ...wrong, currentPassword: "Correct-Horse-42" },
          { ...client, ip: newIp() },
        ),
      ).toEqual({ ok: false, message: passwordChangeMessages.tooMany });
      // Another account is not affected.
      const otherClient = await signedIn("pw-limit-other@example.com");
      const [other] = await handle.db
        .select()
        .from(authUser)
        .where(eq(authUser.email, "pw-limit-other@example.com"));
      expect(
        await changePassword(
          ctx,
          { userId: other!.id, currentPassword: "Correct-Horse-42", newPassword: "Fresh-Horse-43" },
          otherClient,
        ),
      ).toMatchObject({ ok: true });
    });
  });
}
