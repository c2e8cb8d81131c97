/**
 * An account's language (issue 28 item 2, "Done when" test 5): signing up on a Japanese page
 * saves the language and sends the code e-mail in Japanese, a resent code follows the saved
 * language, the switcher's choice is saved, and Download my data includes it.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { newClient, useAuthFixture } from "../../../tests/support/auth-fixture";
import { databaseEngines } from "../../../tests/support/test-databases";
import { resendSignUpCode, signUp, type AccountsContext } from "./accounts.server";
import { localeOfEmail, saveUserLocale } from "./locale.server";
import { exportAuthData } from "./personal-data.server";
import { authUser } from "./schema";

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`account language on ${engine.name}`, () => {
    const fx = useAuthFixture(engine.name);
    let ctx: AccountsContext;
    beforeAll(() => {
      ({ ctx } = fx);
    });

    it("a sign-up on a Japanese page gets its code e-mail in Japanese and keeps the language", async () => {
      const email = "hanako@example.jp";
      const result = await signUp(
        ctx,
        {
          firstName: "Hanako",
          lastName: "Yamada",
          email,
          password: "Correct-Horse-42",
          locale: "ja",
        },
        newClient(),
      );
      expect(result).toEqual({ ok: true, mailFailed: false });
      const mail = await fx.latestMail(email);
      expect(mail?.subject).toBe("LAN Center Network の確認コード");
      expect(mail?.textBody).toContain(
        "このコードでメールアドレスを確認し、LAN Center Network アカウントの作成を完了してください。",
      );
      expect(mail?.textBody).toMatch(/あなたのコード: \d{6}/);
      expect(mail?.textBody).toContain("このコードの有効期限は 1時間 です。");
      expect(mail?.htmlBody).toContain('lang="ja"');
      expect(await localeOfEmail(fx.db, email)).toBe("ja");

      // A new code later, outside the sign-up request, follows the saved language.
      expect(await resendSignUpCode(ctx, email, newClient())).toEqual({ ok: true });
      const resent = await fx.latestMail(email);
      expect(resent?.id).not.toBe(mail?.id);
      expect(resent?.subject).toBe("LAN Center Network の確認コード");
    });

    it("an English sign-up keeps the specification's English e-mail", async () => {
      const email = "ada-en@example.com";
      await signUp(
        ctx,
        { firstName: "Ada", lastName: "Lovelace", email, password: "Correct-Horse-42" },
        newClient(),
      );
      const mail = await fx.latestMail(email);
      expect(mail?.subject).toBe("Your LAN Center Network verification code");
      expect(mail?.textBody).toContain("This code expires in 1 hour. Never share it with anyone.");
      expect(mail?.textBody).toMatch(/Your code: \d{6}/);
      expect(await localeOfEmail(fx.db, email)).toBe("en");
    });

    it("saves the switcher's choice and exports it with the account's data", async () => {
      await fx.createVerifiedUser({ email: "chooser@example.com" });
      const [user] = await fx.db
        .select({ id: authUser.id })
        .from(authUser)
        .where(eq(authUser.email, "chooser@example.com"));
      await saveUserLocale(fx.db, user!.id, "pt-BR");
      const [row] = await fx.db
        .select({ locale: authUser.locale })
        .from(authUser)
        .where(eq(authUser.id, user!.id));
      expect(row?.locale).toBe("pt-BR");
      const data = await exportAuthData(fx.db, user!.id);
      expect(data.account?.locale).toBe("pt-BR");
    });
  });
}
