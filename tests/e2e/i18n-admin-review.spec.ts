/**
 * /admin/review in other languages (issue 28 item 1, ADR 099): the demo admin reads the queue
 * and the Rejected view in German and the queue in Japanese, with zero axe violations; the view
 * links stay under /de/; a refused rejection (no reason) answers in German beside the field.
 * Owner-entered names stay as written.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { createSession, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";

test.describe.configure({ timeout: 120_000 });

test("German and Japanese review queue for the admin", async ({ page }) => {
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
  await createSession(page.request, { admin: true });
  await page.goto("/de/admin/review");
  await expect(page.getByRole("heading", { level: 1, name: "Prüfwarteschlange" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^LAN-Center \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kürzlich verifiziert" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Warteschlange", exact: true })).toHaveAttribute(
    "href",
    "/de/admin/review",
  );
  await expectNoAxeViolations(page);

  // A rejection without a reason is refused in German, beside that item's field.
  const card = page.getByTestId("pending-center").first();
  await waitForHydration(page);
  await card.getByRole("button", { name: /^Ablehnen/ }).click();
  await expect(card.getByText("Bitte geben Sie einen Grund für die Ablehnung an.")).toBeVisible();

  const rejected = page.getByRole("link", { name: /^Abgelehnt \(\d+\)$/ });
  await expect(rejected).toHaveAttribute("href", "/de/admin/review?view=rejected");
  await rejected.click();
  await expect(page).toHaveURL(/\/de\/admin\/review\?view=rejected$/);
  await expect(page.getByRole("heading", { level: 2, name: /^Abgelehnt \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/ja/admin/review");
  await expect(page.getByRole("heading", { level: 1, name: "審査キュー" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("German /admin/listings: words, the listing line and Grant's answer in German", async ({
  page,
}) => {
  await createSession(page.request, { admin: true });
  await page.goto("/de/admin/listings");
  await expect(page.getByRole("heading", { level: 1, name: "Einträge" })).toBeVisible();
  const list = page.getByTestId("admin-listings");
  await expect(list.getByText("Auf der Karte").first()).toBeVisible();
  await expect(list).not.toContainText("On the map");
  const live = list.locator("a[href^='/de/lan-centers/']").first();
  await expect(live).toBeVisible();
  await expectNoAxeViolations(page);

  // Grant, then revoke on the same card: both answers in German, the state back as it was.
  await waitForHydration(page);
  const card = list.locator("li").filter({
    has: page.getByRole("button", { name: /^Kostenlosen Eintrag gewähren/ }),
  });
  const first = card.first();
  const name = (await first.getByRole("heading").innerText()).trim();
  await first.getByRole("button", { name: /^Kostenlosen Eintrag gewähren/ }).click();
  await expect(page.getByText(`${name} hat jetzt einen kostenlosen Eintrag.`)).toBeVisible();
  const again = list.locator("li").filter({ hasText: name }).first();
  await again.getByRole("button", { name: /^Kostenlosen Eintrag entziehen/ }).click();
  await expect(page.getByText(`Der kostenlose Eintrag von ${name} wurde entzogen.`)).toBeVisible();
});
