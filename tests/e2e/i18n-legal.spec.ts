/**
 * /privacy and /contacts in German and Japanese (issue 28 item 1, ADR 099): the policy's headings
 * and its GeoNames / CC BY 4.0 attribution in the page's language, the admin contact list's words
 * and its type filter in German (the URL keeps the filter, the links stay under /de/), zero axe
 * violations; the character counter of a German form counts in German.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueEmail } from "../support/auth-helpers";
import { test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";

test("the privacy policy in German and Japanese keeps its attribution links", async ({ page }) => {
  await page.goto("/de/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
  await expect(page).toHaveTitle("Datenschutzerklärung | LAN Center Network");
  await expect(page.getByText("Zuletzt aktualisiert: 26. November 2026")).toBeVisible();
  await expect(
    page.locator("#listing-statistics").getByRole("heading", { name: "Statistiken zu Einträgen" }),
  ).toBeVisible();
  const place = page.locator("#place-data");
  await expect(place.getByRole("heading", { name: "Ortsdaten" })).toBeVisible();
  await expect(place.getByRole("link", { name: "GeoNames" })).toHaveAttribute(
    "href",
    "https://www.geonames.org/",
  );
  await expect(place.getByRole("link", { name: "CC BY 4.0" })).toHaveAttribute(
    "href",
    "https://creativecommons.org/licenses/by/4.0/",
  );
  // The footer's link back to this page stays in German.
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Datenschutz" }),
  ).toHaveAttribute("href", "/de/privacy");
  await expectNoAxeViolations(page);

  await page.goto("/ja/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "プライバシーポリシー" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "私たちについて" })).toBeVisible();
  await expect(page.locator("#place-data").getByRole("link", { name: "GeoNames" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the admin's contact list in German", async ({ page, login }) => {
  await login({ admin: true });
  await page.goto("/de/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Kontakte" })).toBeVisible();
  await expect(page.getByRole("link", { name: "← Zurück zum Dashboard" })).toHaveAttribute(
    "href",
    "/de/dashboard",
  );
  await expect(page.getByTestId("contacts-count")).toContainText("Kontakt");
  await expectNoAxeViolations(page);

  await page.getByLabel("Typ").selectOption({ label: "Partner-Lead" });
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/\/de\/contacts\?q=&type=partner_lead$/);
  await expect(page.getByTestId("contacts-count")).toContainText("gefunden");
  await expect(page.getByRole("link", { name: "Suche zurücksetzen" })).toHaveAttribute(
    "href",
    "/de/contacts",
  );
  await expect(
    page.getByRole("link", { name: "CSV herunterladen (diese Kontakte)" }),
  ).toBeVisible();

  const refused = await page.goto("/de/contacts?type=nonsense");
  expect(refused?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText(
    "Unbekannter Kontakttyp. Alle Typen werden angezeigt.",
  );
});

test("the character counter counts in German", async ({ page, login }) => {
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
  await login({ email: uniqueEmail("de-counter") });
  await page.goto("/de/register-lan-center");
  await waitForHydration(page);
  const field = page.getByLabel("Name des LAN-Centers");
  const counter = page.locator(`[id="${await field.getAttribute("id")}-count"]`);
  await field.fill("N".repeat(185));
  await expect(counter).toHaveText("Noch 15 Zeichen");
  await field.fill("N".repeat(5000));
  await expect(counter).toHaveText("4800 Zeichen zu viel");
  await expectNoAxeViolations(page);
});
