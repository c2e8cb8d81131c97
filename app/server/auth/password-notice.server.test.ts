/**
 * The password-changed notice (issue 16 point 6) through the auth service, on a real database:
 * a change in the Security tab and a reset with a code each e-mail the account's own address;
 * a refused change e-mails nothing.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cookieHeader, newClient, useAuthFixture } from "../../../tests/support/auth-fixture";
import { databaseEngines } from "../../../tests/support/test-databases";
import { listOutbox } from "../mail/outbox.server";
import { authUser } from "./schema";
import { createAuthService } from "./service.server";

const SUBJECT = "Your LAN Center Network password was changed";

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`password-changed notice on ${engine.name}`, () => {
    const fx = useAuthFixture(engine.name);
    const service = () =>
      createAuthService({
        auth: fx.auth,
        db: fx.db,
        mailer: fx.mailer,
        adminEmails: [],
        secret: "s".repeat(40),
        production: false,
        supportEmail: "support@example.com",
      });
    const userIdOf = async (email: string) => {
      const [user] = await fx.db.select().from(authUser).where(eq(authUser.email, email));
      return user!.id;
    };
    const notices = async (email: string) =>
      (await listOutbox(fx.db, 500)).filter((m) => m.toAddress === email && m.subject === SUBJECT);

    it("e-mails the account after a change in the Security tab, not after a refused one", async () => {
      const user = await fx.createVerifiedUser({ email: "change@example.com" });
      const client = { headers: new Headers({ cookie: user.cookie }), ip: newClient().ip };
      await expect(
        service().changePassword({
          userId: await userIdOf(user.email),
          email: user.email,
          currentPassword: "Wrong-Password-1",
          newPassword: "Brand-New-Pass-9",
          client,
        }),
      ).rejects.toMatchObject({ status: 400 });
      expect(await notices(user.email)).toHaveLength(0);

      const changed = await service().changePassword({
        userId: await userIdOf(user.email),
        email: user.email,
        currentPassword: user.password,
        newPassword: "Brand-New-Pass-9",
        client,
      });
      expect(cookieHeader(changed.headers)).not.toBe("");
      const [notice] = await notices(user.email);
      expect(notice?.textBody).toContain("was changed from the account's Security settings");
      expect(notice?.textBody).toContain("support@example.com");
      expect(notice?.htmlBody).toContain("Uniting centers world-wide");
    });

    it("e-mails the account after a reset with a code", async () => {
      const user = await fx.createVerifiedUser({ email: "reset@example.com" });
      const client = newClient();
      await service().requestPasswordReset({ email: user.email, client });
      const code = await fx.readCode(user.email, "password reset code");
      await service().resetPassword({
        email: user.email,
        code,
        password: "Brand-New-Pass-8",
        client,
      });
      const [notice] = await notices(user.email);
      expect(notice?.textBody).toContain("was reset with a code sent to this address");
    });
  });
}
