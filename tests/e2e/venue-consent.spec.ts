/**
 * A party at someone else's center needs that center's consent (issue 18 item 7, ADR 052): an
 * organiser names another owner's verified center; the review card tells the admin; once
 * verified the party is still not on the center's page; the center's owner accepts it under
 * "Parties at your centers" on /dashboard and then it is listed. Also: a double submit of one
 * registration form lands on one party (item 6). axe on the dashboard list and the review card.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueEmail } from "../support/auth-helpers";
import { test } from "../support/fixtures";
import { registerCenter } from "../support/owner-helpers";
import { publishCenter, unpublishCenter } from "../support/reviewer";
import { waitForHydration } from "../support/hydration";

test.describe.configure({ timeout: 180_000 });

const REVIEWER = { email: "reviewer@lancenter.example", admin: true };

test("another owner's center lists a party only after its owner accepts it", async ({
  page,
  browser,
  login,
}) => {
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
  const stamp = Date.now().toString(36);
  const center = `Consent Arena ${stamp}`;
  const community = `Consent Crew ${stamp}`;
  const party = `Guest Fest ${stamp}`;
  const baseURL = test.info().project.use.baseURL;

  // The center's owner registers a center; the reviewer verifies it and its community.
  await login({ email: uniqueEmail("venue-owner"), firstName: "Vera", lastName: "Venue" });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  const centerId = await registerCenter(page, center, community);

  const reviewerContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "10.250.0.52" },
  });
  const reviewer = await reviewerContext.newPage();
  await login({ ...REVIEWER, context: reviewerContext });
  const organiserContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "10.250.0.53" },
  });
  const organiser = await organiserContext.newPage();
  try {
    // Without a plan, a complimentary listing makes the center public (ADR 050).
    await publishCenter(reviewer, { center, community });

    // Another organiser names that center as the venue, and double-clicks Register.
    await login({
      email: uniqueEmail("venue-guest"),
      firstName: "Gus",
      lastName: "Guest",
      context: organiserContext,
    });
    await organiser.goto("/register-lan-party");
    await waitForHydration(organiser);
    await organiser.getByLabel("Event name").fill(party);
    await organiser.getByLabel("Start date and time").fill("2031-09-01T18:00");
    await organiser.getByLabel("End date and time").fill("2031-09-02T10:00");
    await organiser
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("At someone else's arena.");
    await organiser.getByLabel("Community name").fill(`Guest Crew ${stamp}`);
    await organiser
      .getByLabel("Hosted at a verified LAN center (optional)")
      .selectOption({ value: centerId });
    // A retried POST of the same rendered form (same hidden token) lands on the same party.
    const form = await organiser
      .locator(`form[action="/register-lan-party"]`)
      .evaluate((element) => {
        return [...new FormData(element as HTMLFormElement)].map(([k, v]) => [k, String(v)]);
      });
    const origin = new URL(organiser.url()).origin;
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        organiser.request.post("/register-lan-party", {
          form: Object.fromEntries(form),
          headers: { origin },
          maxRedirects: 0,
        }),
      ),
    );
    expect([first!.status(), second!.status()]).toEqual([200, 200]);
    await organiser.goto("/dashboard");
    await expect(organiser.getByRole("link", { name: `Edit ${party}` })).toHaveCount(1);
    const partyId = (await organiser
      .getByRole("link", { name: `Edit ${party}` })
      .getAttribute("href"))!
      .split("/")
      .pop()!;

    // The review card tells the admin; the admin verifies the party.
    await reviewer.goto("/admin/review");
    await expect(
      reviewer.getByText(
        `Venue belongs to another owner: ${center} — waiting for that owner's consent`,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(reviewer);
    await reviewer.getByRole("button", { name: `Verify ${party}` }).click();
    await expect(reviewer.getByRole("status").filter({ hasText: party })).toBeVisible();

    // Verified, but not on the center's page until its owner accepts.
    await page.goto(`/lan-centers/${centerId}`);
    await expect(page.getByRole("heading", { level: 1, name: center })).toBeVisible();
    await expect(page.getByText(party)).toHaveCount(0);

    // The organiser cannot accept for the owner.
    const forged = await organiser.request.post("/dashboard?index", {
      form: { intent: "venue-accept", eventId: partyId },
      headers: { origin },
    });
    expect(forged.status()).toBe(404);

    // The owner accepts from the dashboard.
    await page.goto("/dashboard");
    const list = page.getByRole("region", { name: /Parties at your centers/ });
    await expect(list.getByRole("heading", { name: party })).toBeVisible();
    await expect(list.getByText("Waiting for your answer")).toBeVisible();
    await expectNoAxeViolations(page);
    await list.getByRole("button", { name: `Accept ${party} at ${center}` }).click();
    await expect(page.getByText("Party accepted.")).toBeVisible();
    await expect(list.getByText(/^Accepted/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/lan-centers/${centerId}`);
    await expect(page.getByRole("link", { name: party })).toBeVisible();
  } finally {
    await unpublishCenter(reviewer, centerId);
    await organiserContext.close();
    await reviewerContext.close();
  }
});
