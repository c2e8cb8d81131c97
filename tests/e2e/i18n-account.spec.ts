/**
 * The account pages in German and Japanese (issue 28 item 1 and 2, ADR 099): /de/login,
 * /de/signup-form, /ja/forgot-password and /de/reset-password show their headings, form words and
 * the auth area's messages (browser-side checks and server answers) in the page's language, with
 * links that stay under the prefix, zero axe violations, and a sign-in on /de/login that lands on
 * the German page of the way back.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { test, uniqueEmail } from "../support/auth-helpers";
import { createSession, LOGIN_PASSWORD, sessionCookie } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";

test.describe.configure({ timeout: 90_000 });

test("German sign-in: words, messages and the way back stay German", async ({ page, baseURL }) => {
  const { email } = await sessionCookie(baseURL!, { email: uniqueEmail("de-login") });
  await page.goto("/de/login?redirectTo=/me");
  await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Passwort vergessen?" })).toHaveAttribute(
    "href",
    "/de/forgot-password",
  );
  await expectNoAxeViolations(page);
  await waitForHydration(page);
  // The browser-side check speaks German.
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Bitte gib deine E-Mail-Adresse ein");
  // The server's answer (an AppError of the auth area) too.
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill("Wrong-Password-1");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("E-Mail-Adresse oder Passwort ist falsch");
  await page.getByLabel("Passwort", { exact: true }).fill(LOGIN_PASSWORD);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await page.waitForURL("**/de/me");
});

test("German sign-up and Japanese reset pages: headings, links under the prefix, axe", async ({
  page,
}) => {
  await page.goto("/de/signup-form");
  await expect(page.getByRole("heading", { name: "Konto erstellen" })).toBeVisible();
  await expect(page.getByText("Wie möchtest du LAN Center Network nutzen?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Anmeldeseite" })).toHaveAttribute(
    "href",
    "/de/login",
  );
  await expectNoAxeViolations(page);
  await waitForHydration(page);
  await page.getByLabel("Vorname").fill("Robin");
  await page.getByLabel("Nachname").fill("Hart");
  await page.getByLabel("E-Mail").fill("not-an-address");
  await page.getByLabel("Passwort", { exact: true }).fill("abc");
  await page.getByLabel("Passwort bestätigen").fill("abcd");
  await expect(page.getByText("Die Passwörter stimmen nicht überein")).toBeVisible();

  await page.goto("/ja/forgot-password");
  await expect(page.getByRole("heading", { name: "パスワードのリセット" })).toBeVisible();
  await expect(page.getByRole("link", { name: "サインインに戻る" })).toHaveAttribute(
    "href",
    "/ja/login",
  );
  await expectNoAxeViolations(page);

  await page.goto("/de/reset-password");
  await expect(page.getByRole("heading", { name: "Passwort zurücksetzen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Code anfordern" })).toHaveAttribute(
    "href",
    "/de/forgot-password",
  );
  await expectNoAxeViolations(page);
});

test("German /me, its notifications and the Japanese delete page", async ({ page }) => {
  await createSession(page.request, { firstName: "Robin" });
  await page.goto("/de/me");
  await expect(page.getByRole("heading", { name: "Hallo, Robin" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kalender-Feed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Benachrichtigungen" })).toHaveAttribute(
    "href",
    "/de/me/notifications",
  );
  await expect(page.getByRole("link", { name: "Konto löschen" })).toHaveAttribute(
    "href",
    "/de/account/delete",
  );
  await expectNoAxeViolations(page);

  await page.goto("/de/me/notifications");
  await expect(page.getByRole("heading", { name: "Benachrichtigungen" })).toBeVisible();
  await expect(page.getByLabel("Erinnerungen an Events")).toBeChecked();
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(
    page.getByText("Deine Benachrichtigungseinstellungen sind gespeichert."),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/ja/account/delete");
  await expect(page.getByRole("heading", { name: "アカウントの削除" })).toBeVisible();
  await page.getByRole("button", { name: "アカウントを削除" }).click();
  await expect(page.getByRole("alert")).toHaveText("確認のためパスワードを入力してください。");
  await expect(page.getByRole("link", { name: "アカウントを残す" })).toHaveAttribute(
    "href",
    "/ja/dashboard",
  );
  await expectNoAxeViolations(page);
});

test("German confirmation pages", async ({ page }) => {
  await page.goto("/de/account-confirmation");
  await expect(
    page.getByRole("heading", { name: "E-Mail-Adresse erfolgreich bestätigt!" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/de/email-confirmation?status=success");
  await expect(page.getByRole("heading", { name: "E-Mail bestätigt" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zum Dashboard" })).toHaveAttribute(
    "href",
    "/de/dashboard",
  );
  await page.goto("/de/email-confirmation?error=access_denied");
  await expect(page.getByRole("alert")).toContainText("Dieser Bestätigungslink ist abgelaufen");
  await expectNoAxeViolations(page);

  // /auth/confirm under /de/ keeps the same-site check and the language.
  await page.goto("/de/auth/confirm?confirmation_url=https://evil.example/x");
  await expect(page).toHaveURL(/\/de$/);
});
