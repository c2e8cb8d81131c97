/**
 * A newcomer's first hour (issue 24): the demo accounts of local mode sign in with the README's
 * password (item 1); the demo owner's paid center is on the map with its party, its photos one
 * click away (item 5) and the owners' chat invite on the dashboard (item 8); the demo admin is an
 * admin without ADMIN_EMAILS naming the address and sees the owner's account as the contact of a
 * center registered without contact fields (item 6); a new owner meets 'Add photos (0 of 8)'
 * after registering and paying, and with a Verified Listing sees what the upgrade adds instead
 * of the chat link (items 5, 8).
 */
import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { signInAs, uniqueEmail } from "../support/auth-helpers";
import { test } from "../support/fixtures";
import { fillCenter } from "../support/owner-helpers";
import { waitForHydration } from "../support/hydration";

/** README "Two commands": the demo accounts. */
const DEMO = {
  admin: "admin@demo.lancenter.example",
  owner: "owner@demo.lancenter.example",
  password: "lan-center-demo",
};
const DEMO_CENTER = "Azulejo Arcade Lisboa";
/** CHAT_INVITE_URL of playwright.config.ts. */
const INVITE = "https://chat.example/invite/lan-owners";

/** The dashboard card of the center named `name`. */
function centerCard(page: Page, name: string) {
  return page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

test("the demo owner signs in and finds the paid center, its party, photos and the chat", async ({
  page,
}) => {
  await signInAs(page, DEMO.owner, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Demo Owner" })).toBeVisible();
  const card = centerCard(page, DEMO_CENTER);
  await expect(card.getByTestId("subscription-plan")).toHaveText("LAN Center Subscription");
  await expect(card.getByTestId("subscription-status")).toHaveText("Active");
  await expect(
    page.getByRole("heading", { level: 3, name: "Azulejo Arcade Friday Night LAN" }),
  ).toBeVisible();

  // The chat invite, for the LAN Center Subscription (item 8): on the Overview and in Next Steps.
  const chat = page.getByTestId("owner-chat");
  await expect(chat.getByRole("link", { name: /Join the owners' chat/ })).toHaveAttribute(
    "href",
    INVITE,
  );
  await expectNoAxeViolations(page);
  await card.getByRole("link", { name: /Next Steps/ }).click();
  const nextSteps = page.getByRole("dialog", { name: "Next Steps" });
  await expect(nextSteps.getByRole("link", { name: /Join the owners' chat/ })).toHaveAttribute(
    "href",
    INVITE,
  );
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await page.goto("/dashboard");

  // Its photos, one click from the card (item 5): the demo data's generated gallery (item 2).
  await card
    .getByRole("link", { name: new RegExp(`^Add photos \\([2-4] of 8\\) for ${DEMO_CENTER}$`) })
    .click();
  await expect(page).toHaveURL(/\/lan-center-photos\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(DEMO_CENTER);
  await expect(page.getByTestId("owner-photo").first()).toContainText("Cover photo");

  // On the map like a paying center: listed, featured.
  await page.goto(`/lan-centers?q=${encodeURIComponent(DEMO_CENTER)}`);
  const item = page.getByTestId("center-list").getByRole("listitem").first();
  await expect(item.getByRole("heading")).toHaveText(DEMO_CENTER);
  await expect(item.getByTestId("featured-badge")).toBeVisible();
});

test("the demo admin is an admin and sees the owner's account as the center's contact", async ({
  page,
}) => {
  // playwright.config.ts sets ADMIN_EMAILS without the demo admin's address.
  await signInAs(page, DEMO.admin, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Administrator", { exact: true })).toBeVisible();
  await page.goto("/admin/review");
  await expect(page.getByRole("heading", { level: 1, name: "Review Queue" })).toBeVisible();

  // The demo owner left the contact fields empty: the account stands in, marked (item 6).
  await page.goto(`/contacts?q=${encodeURIComponent(DEMO.owner)}`);
  const contact = page.getByRole("listitem").filter({ hasText: DEMO_CENTER });
  await expect(contact).toContainText("Demo Owner(account)");
  await expect(contact.getByRole("link", { name: DEMO.owner })).toHaveAttribute(
    "href",
    `mailto:${DEMO.owner}`,
  );
  await expect(page.getByText("(account): taken from the owner's account")).toBeVisible();
  await expectNoAxeViolations(page);
  const csv = await (
    await page.request.get(`/contacts.csv?q=${encodeURIComponent(DEMO_CENTER)}`)
  ).text();
  const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(header).toMatch(/,Added,Name source,E-mail source$/);
  expect(row).toMatch(new RegExp(`^lan_center,${DEMO_CENTER},Demo Owner,${DEMO.owner},`));
  expect(row).toMatch(/,account,account$/);
});

test("a new owner meets the photos link after registering and paying, and the upgrade's gains", async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  await login({ email: uniqueEmail("newcomer") });
  const name = `Newcomer Arena ${Date.now().toString(36)}`;
  await page.goto("/register-lan-center");
  await waitForHydration(page);
  await fillCenter(page, name, `Newcomer Crew ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Register LAN Center" }).click();
  await expect(page.getByRole("heading", { name: "LAN Center Registered!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add photos (0 of 8)" })).toHaveAttribute(
    "href",
    /^\/lan-center-photos\/[0-9a-f-]{36}$/,
  );
  await expect(page).toHaveURL(/\/payment\?location=[0-9a-f-]{36}$/, { timeout: 5000 });
  const locationId = new URL(page.url()).searchParams.get("location")!;

  // Pays the Verified Listing: /success points at the photos too (item 5).
  await page.getByRole("button", { name: "Subscribe to Verified Listing" }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await page.getByRole("button", { name: "Stay on This Page" }).click();
  await expect(
    page
      .getByTestId("success-photos")
      .getByRole("link", { name: `Add photos (0 of 8) for ${name}` }),
  ).toHaveAttribute("href", `/lan-center-photos/${locationId}`);
  await expectNoAxeViolations(page);

  // The dashboard: the photos link on the card; what the upgrade adds instead of the invite.
  await page.goto("/dashboard");
  await expect(
    centerCard(page, name).getByRole("link", { name: `Add photos (0 of 8) for ${name}` }),
  ).toHaveAttribute("href", `/lan-center-photos/${locationId}`);
  const chat = page.getByTestId("owner-chat");
  await expect(chat).toContainText("comes with the LAN Center Subscription ($50 per month)");
  await expect(chat.getByTestId("upgrade-adds").getByRole("listitem")).toContainText([
    "PC café game library",
    "Chat community for owners",
    "Priority listing",
  ]);
  await expect(page.getByRole("link", { name: /Join the owners' chat/ })).toHaveCount(0);
  await expect(page.locator(`a[href="${INVITE}"]`)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
