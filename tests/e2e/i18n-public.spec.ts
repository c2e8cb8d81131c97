/**
 * Public and payment pages in other languages (issue 28 item 1, ADR 099): /payment and /success
 * under /de/ and /ja/ speak the page's language, their links stay under the prefix, billing's
 * messages are translated, and axe finds nothing.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueEmail } from "../support/auth-helpers";
import { test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { seedCenter } from "../support/owner-helpers";

test.describe.configure({ timeout: 120_000 });

test("German plan chooser and Japanese payment pages; links stay under the prefix", async ({
  page,
  login,
}) => {
  await login({ email: uniqueEmail("de-payer") });
  const locationId = await seedCenter(page, "Pixelhalle");

  await page.goto(`/de/payment?location=${locationId}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Wähle deinen Tarif" })).toBeVisible();
  await expect(page.getByRole("note")).toHaveText("Testmodus: keine echten Zahlungen");
  await expect(page.getByText("AM BELIEBTESTEN")).toBeVisible();
  await expect(page.getByRole("button", { name: "Abonnieren für Verified Listing" })).toBeVisible();
  await expect(page).toHaveTitle("Wähle deinen Tarif | LAN Center Network");
  await expectNoAxeViolations(page);

  // Billing's message in German, the way back under /de/.
  const missing = await page.goto("/de/payment");
  expect(missing?.status()).toBe(400);
  await expect(
    page.getByText(
      "Eine Standort-ID ist erforderlich. Bitte wähle einen Standort für das Abonnement.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zum Dashboard" })).toHaveAttribute(
    "href",
    "/de/dashboard",
  );

  // An unknown checkout session: Payment Not Found in Japanese.
  const unknown = await page.goto("/ja/success?session_id=cs_unknown");
  expect(unknown?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("heading", { name: "お支払いが見つかりません" })).toBeVisible();
  await expect(page.getByRole("link", { name: "LAN センターを登録" })).toHaveAttribute(
    "href",
    "/ja/registration-choice",
  );
  await expectNoAxeViolations(page);
});

test("the German review form: German words, a German answer from the server, links under /de/", async ({
  page,
  login,
}) => {
  await login({ email: uniqueEmail("de-reviewer") });
  await page.goto(`/de/lan-centers?q=${encodeURIComponent("Azulejo Arcade Lisboa")}`);
  const href = await page
    .getByRole("link", { name: "Azulejo Arcade Lisboa" })
    .first()
    .getAttribute("href");
  expect(href).toMatch(/^\/de\/lan-centers\/[0-9a-f-]{36}$/);

  await page.goto(`${href}/review`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Bewertung für Azulejo Arcade Lisboa schreiben" }),
  ).toBeVisible();
  await expect(page.getByRole("group", { name: "Deine Sternebewertung" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Bewertungsrichtlinien" })).toHaveAttribute(
    "href",
    "/de/review-guidelines",
  );
  await expect(
    page.getByRole("link", { name: "← Zurück zu Azulejo Arcade Lisboa" }),
  ).toHaveAttribute("href", href!);
  await expectNoAxeViolations(page);

  await waitForHydration(page);
  await page.getByRole("radio", { name: "4 Sterne" }).check();
  await page.getByLabel("Deine Bewertung", { exact: true }).fill("Zu kurz.");
  await page.getByRole("button", { name: "Bewertung veröffentlichen" }).click();
  await expect(page.getByText("Schreib mindestens 20 Zeichen.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^[^?#]*${href}/review$`));
  await expect(page.getByLabel("Deine Bewertung", { exact: true })).toHaveValue("Zu kurz.");
});

test("the German photo page: German words, a German refusal, links under /de/", async ({
  page,
  login,
}) => {
  await login({ email: uniqueEmail("de-photos") });
  const locationId = await seedCenter(page, "Fotohalle");
  await page.goto(`/de/lan-center-photos/${locationId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Fotos von Fotohalle" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Deine Fotos (0 von 8)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "← Zurück zum LAN-Center" })).toHaveAttribute(
    "href",
    `/de/register-lan-center?edit=${locationId}`,
  );
  await expectNoAxeViolations(page);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Fotos hochladen" }).click();
  await expect(page.getByText("Bitte wähle mindestens ein Foto zum Hochladen.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/de/lan-center-photos/${locationId}$`));
});

test("the review guidelines in German and Japanese", async ({ page }) => {
  await page.goto("/de/review-guidelines");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(
    page.getByRole("heading", { level: 1, name: "Bewertungsrichtlinien" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Was wir entfernen" })).toBeVisible();
  await expect(
    page.locator("#main").getByRole("link", { name: "Datenschutzerklärung" }),
  ).toHaveAttribute("href", "/de/privacy");
  await expectNoAxeViolations(page);
  await page.goto("/ja/review-guidelines");
  await expect(page.getByRole("heading", { level: 1, name: "レビューガイドライン" })).toBeVisible();
  await expectNoAxeViolations(page);
});
