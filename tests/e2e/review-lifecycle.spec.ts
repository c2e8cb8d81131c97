/**
 * The review lifecycle (issue 13 item 4, ADR 053) in the browser: a rejected center, once
 * edited by its owner, is back in the review queue marked Resubmitted with the previous reason;
 * a verified center's new name shows on its public page only after the admin approves the
 * change, and the owner is e-mailed. Every page on the way passes axe.
 */
import { expect, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueEmail } from "../support/auth-helpers";
import { test, type Login } from "../support/fixtures";
import { registerCenter } from "../support/owner-helpers";
import { unpublishCenter } from "../support/reviewer";
import { waitForHydration } from "../support/hydration";

const REVIEWER = { email: "reviewer@lancenter.example", admin: true };

test.describe.configure({ mode: "serial" });

/** A signed-in admin in a second browser context (its own client address). */
async function reviewerPage(browser: Browser, login: Login, ip: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": ip },
  });
  const page = await context.newPage();
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
  await login({ ...REVIEWER, context });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, context };
}

/** Pays the Verified Listing on the local Stripe emulator from /payment?location={id}. */
async function payVerifiedListing(page: Page) {
  await page.getByRole("button", { name: "Subscribe to Verified Listing" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
}

test("a rejected center, once edited, is back in the queue marked Resubmitted", async ({
  page,
  browser,
  login,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `Second Chance Arena ${stamp}`;
  await login({ email: uniqueEmail("resubmit-owner"), firstName: "Rosa", lastName: "Owner" });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  const centerId = await registerCenter(page, name, `Second Chance Crew ${stamp}`);

  const reviewer = await reviewerPage(browser, login, "10.250.0.21");
  try {
    // The admin rejects it; it leaves the queue for the Rejected view.
    const admin = reviewer.page;
    await admin.goto("/admin/review");
    await admin.getByLabel(`Reason for rejecting ${name}`).fill("The address has no postcode");
    await admin.getByRole("button", { name: `Reject ${name}` }).click();
    await expect(admin.getByRole("status").filter({ hasText: "rejected" })).toContainText(
      `"${name}" rejected.`,
    );
    await expect(admin.getByTestId("pending-center").filter({ hasText: name })).toHaveCount(0);
    await admin.getByRole("link", { name: /^Rejected \(\d+\)$/ }).click();
    await expect(admin).toHaveURL(/\/admin\/review\?view=rejected$/);
    const rejectedCard = admin.getByTestId("rejected-center").filter({ hasText: name });
    await expect(rejectedCard).toContainText("Reason: The address has no postcode");
    await expectNoAxeViolations(admin);

    // The owner edits it: it goes back to the queue.
    await page.goto(`/register-lan-center?edit=${centerId}`);
    await expect(page.getByLabel("Address")).toHaveValue("1 Main St, Springfield");
    await page.getByLabel("Address").fill("1 Main St, Springfield 12345");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("heading", { name: "Changes Saved!" })).toBeVisible();
    await expect(page.getByText("Your LAN center is back in the review queue.")).toBeVisible();
    await expectNoAxeViolations(page);

    // The admin sees it in the queue, marked Resubmitted with the previous reason.
    await admin.goto("/admin/review?view=rejected");
    await expect(admin.getByTestId("rejected-center").filter({ hasText: name })).toHaveCount(0);
    await admin.getByRole("link", { name: "Queue", exact: true }).click();
    const card = admin.getByTestId("pending-center").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId("resubmitted")).toContainText("Resubmitted");
    await expect(card.getByTestId("resubmitted")).toContainText(
      "Previous reason: The address has no postcode",
    );
    await expect(card).toContainText("1 Main St, Springfield 12345");
    await waitForHydration(admin);
    await expectNoAxeViolations(admin);
  } finally {
    await reviewer.context.close();
  }
});

test("a verified center's new name shows publicly only after the admin approves the change", async ({
  page,
  browser,
  login,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const name = `Steady Name Arena ${stamp}`;
  const newName = `Brand New Name Arena ${stamp}`;
  const community = `Steady Crew ${stamp}`;
  const owner = uniqueEmail("rename-owner");
  await login({ email: owner, firstName: "Noah", lastName: "Owner" });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  const centerId = await registerCenter(page, name, community);
  await payVerifiedListing(page);

  const reviewer = await reviewerPage(browser, login, "10.250.0.22");
  const admin = reviewer.page;
  try {
    await admin.goto("/admin/review");
    await admin.getByRole("button", { name: `Verify ${name}` }).click();
    await expect(admin.getByRole("status").filter({ hasText: "verified" })).toBeVisible();
    await admin.getByRole("button", { name: `Verify ${community}` }).click();
    await expect(admin.getByRole("status").filter({ hasText: community })).toBeVisible();
    await page.goto(`/lan-centers/${centerId}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    // The owner renames it: the edit waits for review, the public page keeps the old name.
    await page.goto(`/register-lan-center?edit=${centerId}`);
    await page.getByLabel("LAN center name").fill(newName);
    await page.getByLabel("Sim racing", { exact: true }).check();
    await page.getByLabel("Price from").fill("7.50");
    await page.getByLabel("Currency").fill("EUR");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("heading", { name: "Changes Saved!" })).toBeVisible();
    await expect(page.getByText("Your changes are waiting for review.")).toBeVisible();
    await page.goto(`/lan-centers/${centerId}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(newName)).toHaveCount(0);
    // The owner's form keeps the pending name, so they can keep editing it.
    await page.goto(`/register-lan-center?edit=${centerId}`);
    await expect(page.getByLabel("LAN center name")).toHaveValue(newName);
    await expect(page.getByText("Your last changes are waiting for review")).toBeVisible();
    await expectNoAxeViolations(page);

    // The admin sees the change field by field and approves it.
    await admin.goto("/admin/review");
    const change = admin.getByTestId("pending-change-center").filter({ hasText: name });
    await expect(change).toHaveCount(1);
    const row = change.getByRole("row", { name: /^Name/ });
    await expect(row).toContainText(name);
    await expect(row).toContainText(newName);
    // Lists and prices read as words, not as stored JSON or cents.
    await expect(change.getByRole("row", { name: /^Platforms/ })).toContainText("Sim racing");
    await expect(change.getByRole("row", { name: /^Price from/ })).toContainText("7.50");
    await expect(change).not.toContainText('["');
    await waitForHydration(admin);
    await expectNoAxeViolations(admin);
    await change.getByRole("button", { name: `Approve changes to ${name}` }).click();
    await expect(admin.getByRole("status").filter({ hasText: "approved" })).toContainText(
      `Changes to "${newName}" approved. The owner has been e-mailed.`,
    );
    await expect(admin.getByTestId("pending-change-center").filter({ hasText: name })).toHaveCount(
      0,
    );

    // The public page now shows the new name, and the owner was told.
    await page.goto(`/lan-centers/${centerId}`);
    await expect(page.getByRole("heading", { level: 1, name: newName })).toBeVisible();
    const outbox = await (await page.request.get("/dev/outbox")).text();
    expect(outbox).toContain(`Your changes to LAN center &quot;${newName}&quot; are approved`);
    expect(outbox).toContain(`>${owner}<`);
  } finally {
    await unpublishCenter(admin, centerId);
    await reviewer.context.close();
  }
});
