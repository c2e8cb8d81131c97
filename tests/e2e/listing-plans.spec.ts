/**
 * Plans that mean something (issue 13, ADR 050): a verified center is public only with a
 * plan (or when admin-created or complimentary); the LAN Center Subscription is a priority
 * listing: Featured badge, first in the list, a larger marker.
 */
import { expect, type Page } from "@playwright/test";
import { demoCommunities } from "../../app/server/local/demo-data";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueEmail } from "../support/auth-helpers";
import { test } from "../support/fixtures";
import { registerCenter } from "../support/owner-helpers";
import { reviewerSession, unpublishCenter } from "../support/reviewer";

const featuredNames = demoCommunities
  .filter((c) => c.isVerified)
  .flatMap((c) => c.centers)
  .filter((c) => c.verified && c.plan === "subscription")
  .map((c) => c.organizationName)
  .sort();

test("Featured centers come first in the list, with their badge and a larger marker", async ({
  page,
}) => {
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
  await page.goto("/lan-centers");
  const items = page.getByTestId("center-list").getByRole("listitem");
  await expect(items.first()).toBeVisible();
  for (const [index, name] of featuredNames.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole("heading")).toHaveText(name);
    await expect(item.getByTestId("featured-badge")).toHaveText("★ Featured");
  }
  await expect(items.nth(featuredNames.length).getByTestId("featured-badge")).toHaveCount(0);
  await expect(page.getByTestId("featured-badge")).toHaveCount(featuredNames.length);

  // Text search keeps featured first; near me keeps distance order (no badge lift).
  await page.goto("/lan-centers?q=a");
  await expect(items.first().getByTestId("featured-badge")).toBeVisible();

  // The marker data flags the featured centers; drawn larger than the others.
  const { markers } = (await (await page.request.get("/lan-centers/markers.json")).json()) as {
    markers: [string, number, number, number, number][];
  };
  expect(markers.filter((m) => m[4] === 1)).toHaveLength(featuredNames.length);

  // The center page shows the badge too.
  await page.goto("/lan-centers");
  await items.first().getByRole("link", { name: featuredNames[0], exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: featuredNames[0] })).toBeVisible();
  await expect(page.getByTestId("featured-badge")).toBeVisible();
  await expect(page.locator("path.center-marker-featured")).toHaveAttribute("fill", "#fbbf24");
  await expectNoAxeViolations(page);
});

/** Verifies the named items (center, community) from the review queue. */
async function verify(admin: Page, names: string[]): Promise<void> {
  await admin.goto("/admin/review");
  for (const name of names) {
    await admin.getByRole("button", { name: `Verify ${name}` }).click();
    await expect(admin.getByRole("status").filter({ hasText: name })).toBeVisible();
  }
}

async function listed(page: Page, name: string): Promise<number> {
  await page.goto(`/lan-centers?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { name: /LAN centers/i }).first()).toBeVisible();
  return page.getByTestId("center-list").getByRole("listitem").count();
}

test("a center verified before payment is on the map only after paying, leaves when the plan ends, returns on paying again", async ({
  page,
  browser,
  login,
}) => {
  test.setTimeout(180_000);
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
  await login({ email: uniqueEmail("plans-owner") });
  const stamp = Date.now().toString(36);
  const name = `Prepaid Pixel Den ${stamp}`;
  const community = `Plans Crew ${stamp}`;
  const centerId = await registerCenter(page, name, community);
  const reviewer = await reviewerSession(browser, login, "10.250.0.9");
  try {
    await verify(reviewer.page, [name, community]);
    await paysThenListed(page, { name, centerId });
  } finally {
    await unpublishCenter(reviewer.page, centerId);
    await reviewer.context.close();
  }
});

async function paysThenListed(page: Page, { name, centerId }: { name: string; centerId: string }) {
  // Verified, but no plan: not public, and the dashboard says why and what to do.
  expect(await listed(page, name)).toBe(0);
  expect((await page.request.get(`/lan-centers/${centerId}`)).status()).toBe(404);
  await page.goto("/dashboard");
  const status = page.getByTestId("listing-status").first();
  await expect(status).toHaveText(/Not on the map: no active plan\./);
  await expectNoAxeViolations(page);
  await status.getByRole("link", { name: `Choose a plan for ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?location=${centerId}$`));

  // Paying for the LAN Center Subscription puts it on the map, Featured.
  await page.getByRole("button", { name: "Subscribe to LAN Center Subscription" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  expect(await listed(page, name)).toBe(1);
  await expect(page.getByTestId("featured-badge")).toBeVisible();
  expect((await page.request.get(`/lan-centers/${centerId}`)).status()).toBe(200);
  await page.goto("/dashboard");
  await expect(page.getByTestId("listing-status").first()).toHaveText(/Live on the map\./);

  // Canceled at period end: still listed until the period ends (the emulator's test clock).
  await page.goto(`/payment?location=${centerId}`);
  const panel = page.getByTestId("subscription-panel");
  await panel.getByText("Cancel Subscription").click();
  await panel.getByRole("button", { name: "Yes, Cancel at Period End" }).click();
  await expect(panel.getByText("Ending Soon")).toBeVisible();
  expect(await listed(page, name)).toBe(1);
  const advanced = await page.request.post("/dev/advance-clock", { form: { days: "31" } });
  expect(advanced.status()).toBe(200);
  expect(await listed(page, name)).toBe(0);
  expect((await page.request.get(`/lan-centers/${centerId}`)).status()).toBe(404);
  await page.goto("/dashboard");
  await expect(page.getByTestId("listing-status").first()).toHaveText(
    /Not on the map: no active plan\./,
  );
  await expect(page.getByText("Verified", { exact: true }).first()).toBeVisible();

  // Paying again (the Verified plan this time) brings it back, without the Featured badge.
  await page.goto(`/payment?location=${centerId}`);
  await page.getByRole("button", { name: "Subscribe to Verified Listing" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  expect(await listed(page, name)).toBe(1);
  await expect(page.getByTestId("featured-badge")).toHaveCount(0);
}
