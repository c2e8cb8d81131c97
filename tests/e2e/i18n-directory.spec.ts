/**
 * The directory and the parties in other languages (issue 28 items 1 and 3): /de/lan-centers and
 * a center page in German, /ja/lan-centers and /ja/events in Japanese, with local number and
 * distance formats, links that stay under the language's prefix and no axe violations; and the
 * issue's "Done when" test 3: a German event page shows German date formats in the venue's zone
 * ("Fr., 4. Juli 2031, 18:00 MESZ" for a Berlin party, whoever looks at it from New York).
 */
import { expect } from "@playwright/test";
import { demoCommunities } from "../../app/server/local/demo-data";
import { expectNoAxeViolations } from "../support/a11y";
import { test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { closeAll, registerParty, signedIn, verifyParty } from "../support/party-helpers";

test.describe.configure({ timeout: 120_000 });

const publicCenters = demoCommunities
  .filter((c) => c.isVerified)
  .flatMap((c) => c.centers.filter((center) => center.verified));

test.beforeEach(async ({ page }) => {
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
});

test("/de/lan-centers and a center page speak German, and their links stay under /de", async ({
  page,
}) => {
  await page.goto("/de/lan-centers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "LAN-Center in deiner Nähe finden",
  );
  await expect(page.getByLabel("Nach Name, Stadt oder Adresse suchen")).toBeVisible();
  await expect(page.getByRole("button", { name: "Suchen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Alle geprüften LAN-Center/ })).toBeVisible();
  const target = publicCenters[0]!;
  const link = page.getByRole("link", { name: target.organizationName, exact: true }).first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/de\/lan-centers\/[\w-]+$/);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // A city in the search: the note gives the radius in kilometres, German words around it.
  await page.goto("/de/lan-centers?q=Berlin");
  await expect(page.getByTestId("place-note")).toContainText(/Umkreis von 250\skm/);

  // The center page: German terms and headings, the way back under /de.
  await page.goto(href!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.organizationName);
  await expect(page.getByRole("link", { name: "← Alle LAN-Center" })).toHaveAttribute(
    "href",
    "/de/lan-centers",
  );
  await expect(page.getByText("Adresse", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bewertungen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Folgen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zum Bewerten anmelden" })).toHaveAttribute(
    "href",
    /^\/de\/login\?redirectTo=%2Fde%2Flan-centers%2F/,
  );
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("/ja/lan-centers and /ja/events speak Japanese", async ({ page }) => {
  await page.goto("/ja/lan-centers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("近くのLANセンターを探す");
  await page.goto("/ja/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("今後のLANパーティー");
  await expect(page.getByRole("link", { name: "LANパーティーを登録" })).toHaveAttribute(
    "href",
    "/ja/register-lan-party",
  );
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("a German event page shows German date formats in the venue's zone", async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL!;
  const stamp = Date.now().toString(36);
  const name = `Spreeufer LAN ${stamp}`;
  const organiser = await signedIn(browser, baseURL);
  const visitorContext = await browser.newContext({ baseURL, timezoneId: "America/New_York" });
  try {
    const partyId = await registerParty(organiser.page, {
      name,
      start: "2031-07-04T18:00",
      end: "2031-07-05T02:00",
      community: `Spree Crew ${stamp}`,
      capacity: "12",
      timeZone: "Europe/Berlin",
    });
    await verifyParty(browser, baseURL, name);

    const visitor = await visitorContext.newPage();
    await visitor.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
    await visitor.goto(`/de/events/${partyId}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);
    // The party's own clock, German words, the zone's German abbreviation.
    await expect(visitor.getByText("Fr., 4. Juli 2031, 18:00 MESZ")).toBeVisible();
    await expect(visitor.getByText("Sa., 5. Juli 2031, 02:00 MESZ")).toBeVisible();
    await expect(visitor.getByText("Beginn", { exact: true })).toBeVisible();
    await expect(visitor.getByTestId("party-time-zone")).toHaveText("Europe/Berlin");
    // The visitor's own time, written in German too, after hydration.
    await expect(visitor.getByTestId("visitor-time")).toContainText(
      "Deine Zeit (America/New_York): Fr., 4. Juli 2031, 12:00",
    );
    await expect(visitor.getByTestId("rsvp-count")).toHaveText("0 Gamer dabei von 12 Plätzen.");
    await expect(visitor.getByRole("button", { name: "Anmelden" })).toBeVisible();
    await expect(visitor.getByRole("link", { name: /Zum Kalender hinzufügen/ })).toBeVisible();
    await expect(visitor.getByRole("link", { name: "← Alle LAN-Partys" })).toHaveAttribute(
      "href",
      "/de/events",
    );
    await expectNoAxeViolations(visitor);

    // The German list shows the same time and links to the German page.
    await visitor.goto("/de/events?from=2031-07-01&to=2031-07-31");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Kommende LAN-Partys");
    const item = visitor.getByRole("listitem").filter({ hasText: name });
    await expect(item.getByText("Fr., 4. Juli 2031, 18:00 MESZ")).toBeVisible();
    await expect(item.getByRole("link", { name })).toHaveAttribute("href", `/de/events/${partyId}`);
  } finally {
    await visitorContext.close();
    await closeAll({ organiser, gamers: [] });
  }
});
