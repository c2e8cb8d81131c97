/**
 * /admin/reviews and /admin/insights in other languages (issue 28 item 1, ADR 099): German
 * headings, captions and a German answer to a decision, links under /de, a Japanese heading,
 * zero axe violations.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { createSession, test } from "../support/fixtures";

test.describe.configure({ timeout: 120_000 });

test("German /admin/reviews: words, a decision's answer and links in German", async ({ page }) => {
  await createSession(page.request, { admin: true });
  await page.goto("/de/admin/reviews");
  await expect(page).toHaveTitle("Bewertungen | LAN Center Network");
  await expect(page.getByRole("heading", { level: 1, name: "Bewertungen" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Zur Prüfung zurückgehalten/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /Gemeldet/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Bewertungsrichtlinien" })).toHaveAttribute(
    "href",
    "/de/review-guidelines",
  );
  await expectNoAxeViolations(page);

  // A decision on a review that does not exist is refused in German.
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post("/de/admin/reviews", {
    form: { reviewId: "00000000-0000-4000-8000-000000000000", decision: "publish" },
    headers: { origin },
  });
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain("Diese Bewertung gibt es nicht mehr.");
});

test("German and Japanese /admin/insights: captions, dates and links in the language", async ({
  page,
}) => {
  await createSession(page.request, { admin: true });
  await page.goto("/de/admin/insights?days=7");
  await expect(page).toHaveTitle("Netzwerk-Statistiken | LAN Center Network");
  await expect(page.getByRole("heading", { level: 1, name: "Netzwerk-Statistiken" })).toBeVisible();
  const totals = page.getByRole("table", { name: "Alle Einträge, letzte 7 Tage" });
  await expect(totals.getByRole("rowheader", { name: "Aufrufe des Eintrags" })).toBeVisible();
  await expect(page.getByLabel("Zeitraum")).toBeVisible();
  const most = page.getByRole("table", {
    name: "Meiste Aufrufe: öffentliche LAN-Center, letzte 7 Tage",
  });
  await expect(most.getByRole("link").first()).toHaveAttribute("href", /^\/de\/lan-centers\//);
  await expectNoAxeViolations(page);

  await page.goto("/ja/admin/insights");
  await expect(
    page.getByRole("heading", { level: 1, name: "ネットワークのインサイト" }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "すべての掲載、過去 30 日間" })).toBeVisible();
  await expectNoAxeViolations(page);
});
