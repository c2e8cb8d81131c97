/**
 * The venue-type pages, /games, the public actions' answers and the admin pages in other
 * languages (issue 28 item 1, ADR 099): every section of /de/ltlanparties and /ja/lthotels and
 * the review lines of /de/games are translated, links stay under the prefix, zero axe
 * violations; an RSVP refusal and the sign-in an anonymous RSVP leads to are in German.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueEmail } from "../support/auth-helpers";
import { createSession, LOGIN_PASSWORD, test } from "../support/fixtures";

test.describe.configure({ timeout: 120_000 });

test("venue-type pages and /games in German and Japanese", async ({ page }) => {
  await page.goto("/de/ltlanparties");
  await expect(
    page.getByRole("heading", { name: "Machen Sie Ihre LAN-Party unvergesslich" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Weniger Aufbau, mehr Spielen" })).toBeVisible();
  await expect(page.getByTestId("case-study")).toContainText(
    "Beispielhafte Fallstudie (fiktiver Veranstalter)",
  );
  await expect(page.getByText("Sam Okafor")).toBeVisible();
  await expect(page.getByRole("link", { name: "Registrieren" }).first()).toHaveAttribute(
    "href",
    "/de/signup-lp",
  );
  await expectNoAxeViolations(page);

  await page.goto("/ja/lthotels");
  await expect(page.getByRole("heading", { name: "プランを選ぶ" })).toBeVisible();
  // Tier names are product names and stay.
  await expect(page.getByRole("heading", { name: "Connect", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/de/games");
  await expect(page.getByRole("heading", { name: "Spiele", level: 1 })).toBeVisible();
  const list = page.getByTestId("all-games");
  await expect(list).toContainText("Sehr positiv: präzises Gunplay und eine große Wettkampfszene");
  await expect(list).not.toContainText("Very positive");
  await expectNoAxeViolations(page);
});

test("German RSVP: an anonymous press signs in under /de/, a refusal answers in German", async ({
  page,
}) => {
  // A listed party (demo data) that has not started: its RSVP box has the button.
  await page.goto("/de/events");
  const hrefs = await page
    .locator("main a[href^='/de/events/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  let eventPath = "";
  for (const href of new Set(hrefs)) {
    await page.goto(href);
    if (await page.getByRole("button", { name: "Anmelden", exact: true }).count()) {
      eventPath = href;
      break;
    }
  }
  expect(eventPath, "an upcoming party with an RSVP button").not.toBe("");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/login\?redirectTo=%2Fde%2Fevents%2F/);

  // Signed in, a Cancel RSVP without an RSVP is refused, in German.
  await createSession(page.request);
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post(eventPath, {
    form: { intent: "cancel" },
    headers: { origin },
  });
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain("Du hast für diese Veranstaltung nicht zugesagt.");
});

test("German admin sign-in: words and the refusal in German, links under /de", async ({
  page,
  browser,
}) => {
  // An account that is not an administrator (made in its own context).
  const email = uniqueEmail("de-admin-login");
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  await createSession(other.request, { email });
  await other.close();

  await page.goto("/de/admin-login");
  await expect(page.getByRole("heading", { name: "Admin-Anmeldung" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de");
  await expectNoAxeViolations(page);
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(LOGIN_PASSWORD);
  await page.getByRole("button", { name: "Als Administrator anmelden" }).click();
  await expect(page.getByRole("alert")).toHaveText("Ungültige Zugangsdaten. Zugriff verweigert.");
});

test("German /admin/mail for an administrator; a visitor signs in under /de/", async ({ page }) => {
  await page.goto("/de/admin/mail");
  await expect(page).toHaveURL(/\/de\/login\?redirectTo=%2Fde%2Fadmin%2Fmail/);
  await createSession(page.request, { admin: true });
  await page.goto("/de/admin/mail");
  await expect(page.getByRole("heading", { name: "Nicht zugestellte E-Mails" })).toBeVisible();
  await expect(page).toHaveTitle("Nicht zugestellte E-Mails | LAN Center Network");
  await expectNoAxeViolations(page);
});
