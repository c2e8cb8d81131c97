/**
 * The owner portal in other languages (issue 28 item 1, ADR 099): the dashboard and its tabs,
 * the LAN center and LAN party forms under /de/ and /ja/ speak the page's language, their links
 * and redirects stay under the prefix, a failed form answers in German and keeps what was
 * typed, and axe finds nothing.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";

test.describe.configure({ timeout: 120_000 });

test("a visitor's German center form: German banner and labels, links under /de/", async ({
  page,
}) => {
  await page.goto("/de/register-lan-center");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "LAN-Center eintragen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Konto erforderlich" })).toBeVisible();
  await expect(
    page.locator("#main").getByRole("link", { name: "Konto erstellen" }),
  ).toHaveAttribute("href", "/de/signup-form?redirectTo=%2Fde%2Fregister-lan-center");
  await expect(page.getByLabel("Name des LAN-Centers")).toBeVisible();
  await expect(page.getByRole("group", { name: "Montag" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Sign In Required" })).toBeVisible();
  await page.goto("/de/dashboard");
  await expect(page.getByRole("heading", { name: "Anmeldung erforderlich" })).toBeVisible();
});

test("the owner's German dashboard and Japanese security tab; a German party form answers in German", async ({
  page,
  login,
}) => {
  await login({ firstName: "Greta", lastName: "Gastgeber" });
  await page.goto("/de/dashboard");
  await expect(page.getByRole("heading", { name: "Willkommen, Greta Gastgeber" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Loslegen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Meine LAN-Center (0)" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Dashboard-Bereiche" });
  await expect(tabs.getByRole("link", { name: "E-Mail-Einstellungen" })).toHaveAttribute(
    "href",
    "/de/dashboard/email",
  );
  await expectNoAxeViolations(page);

  // The old ?tab= address keeps the language.
  await page.goto("/de/dashboard?tab=email");
  await expect(page).toHaveURL(/\/de\/dashboard\/email$/);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Code senden" }).click();
  await expect(page.getByRole("alert")).toHaveText("Bitte gib eine neue E-Mail-Adresse ein");

  await page.goto("/ja/dashboard/security");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("heading", { name: "セキュリティ" })).toBeVisible();
  await expect(page.getByRole("button", { name: "パスワードを更新" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Without JavaScript the server's answer is translated too, and the typed name is kept.
  await page.goto("/de/register-lan-party");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "LAN-Party eintragen" })).toBeVisible();
  await page.getByLabel("Ort", { exact: true }).fill("Kulturhaus, Berlin");
  await page.getByRole("button", { name: "LAN-Party eintragen" }).click();
  await expect(page.getByText("Der Name des Events ist erforderlich")).toBeVisible();
  await expect(page.getByText("Bitte korrigiere die markierten Felder.")).toBeVisible();
  await expect(page.getByLabel("Ort", { exact: true })).toHaveValue("Kulturhaus, Berlin");
  await expect(page).toHaveURL(/\/de\/register-lan-party$/);
  await expectNoAxeViolations(page);
});
