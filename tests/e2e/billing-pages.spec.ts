/**
 * Payment pages end to end on the local Stripe emulator (billing acceptance tests): a center
 * registered through /register-lan-center (other tests seed one through /dev/seed-center),
 * choosing a plan, paying on the emulator's hosted page, /success,
 * the Active Subscription panel, cancel (Ending Soon) and resume (Renews), the decline card,
 * another user's Access Denied and 403 from the subscription API, visitors; axe on each page.
 */
import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { logOut, uniqueEmail } from "../support/auth-helpers";
import { test, type Login } from "../support/fixtures";
import { registerCenter, seedCenter } from "../support/owner-helpers";

/** Signs a new account in (the login fixture) and opens the dashboard. */
async function signedIn(page: Page, login: Login, label: string): Promise<string> {
  const { email } = await login({ email: uniqueEmail(label) });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

test("owner subscribes, sees Active, cancels and resumes; others cannot", async ({
  page,
  browser,
  login,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, login, "payer");
  const locationId = await registerCenter(
    page,
    "Pixel Arena",
    `Billing Crew ${Date.now().toString(36)}`,
  );

  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await expect(page.getByText("Pixel Arena")).toBeVisible();
  await expect(page.getByRole("note")).toHaveText("Test mode: no real payments");
  await expectNoAxeViolations(page);

  // A native form POST answered with 303 to the emulator's origin: allowed by form-action.
  await page.getByRole("button", { name: "Subscribe to Verified Listing" }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_/);
  expect(new URL(page.url()).origin).not.toBe(new URL(test.info().project.use.baseURL!).origin);
  await expect(page.getByRole("heading", { name: "Subscribe to Verified Listing" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_[^&]+&location_id=/);
  const successUrl = page.url();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  const summary = page.getByTestId("success-subscription");
  await expect(summary).toContainText("Pixel Arena");
  await expect(summary).toContainText("Verified Listing");
  await expect(summary.getByTestId("subscription-status")).toHaveText("Active");
  await expect(summary).toContainText("Next billing date");
  await expect(page.getByRole("link", { name: "support@lancenter.example" })).toHaveAttribute(
    "href",
    "mailto:support@lancenter.example",
  );
  await expect(page.getByTestId("countdown")).toContainText("Redirecting to your dashboard in");
  await page.getByRole("button", { name: "Stay on This Page" }).click();
  await expect(page.getByTestId("countdown")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Without "stay", /success goes to the dashboard after 3 seconds.
  await page.goto(successUrl);
  await expect(page.getByTestId("success-subscription")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6_000 });

  // The Active Subscription panel on /payment.
  await page.goto(`/payment?location=${locationId}`);
  await expect(page.getByRole("heading", { name: "Active Subscription" })).toBeVisible();
  const panel = page.getByTestId("subscription-panel");
  await expect(panel.getByTestId("subscription-plan")).toHaveText("Verified Listing");
  await expect(panel.getByTestId("subscription-status")).toHaveText("Active");
  await expect(panel).toContainText("Renews");
  await expect(panel.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  await expect(page.getByRole("button", { name: /Subscribe/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const apiPath = await panel.locator('form[action^="/api/subscriptions/"]').getAttribute("action");
  expect(apiPath).toMatch(/^\/api\/subscriptions\/sub_/);

  // Cancel at period end, after confirming.
  await panel.getByText("Cancel Subscription").click();
  await expect(panel.getByRole("group", { name: "Confirm cancellation" })).toBeVisible();
  await panel.getByRole("button", { name: "Yes, Cancel at Period End" }).click();
  await expect(panel.getByText("Ending Soon")).toBeVisible();
  await expect(panel).toContainText("Expires");
  await expect(panel.getByRole("button", { name: "Resume Subscription" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(panel.getByText("Ending Soon")).toBeVisible();

  // Resume.
  await panel.getByRole("button", { name: "Resume Subscription" }).click();
  await expect(panel).toContainText("Renews");
  await expect(panel.getByText("Ending Soon")).toHaveCount(0);
  await expect(panel.getByText("Cancel Subscription")).toBeVisible();

  // The dashboard shows the same subscription and counts it in the welcome banner.
  await page.goto("/dashboard");
  const dashboardPanel = page.getByTestId("subscription-panel");
  await expect(dashboardPanel.getByTestId("subscription-status")).toHaveText("Active");
  await expect(dashboardPanel).toContainText("Renews");
  await expect(page.getByTestId("active-subscription-count")).toHaveText("1Active Subscriptions");
  await expectNoAxeViolations(page);

  // Another user: Access Denied on /payment, 403 from the API, and nothing changes.
  await logOut(page);
  await signedIn(page, login, "intruder");
  const denied = await page.goto(`/payment?location=${locationId}`);
  expect(denied?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Pixel Arena")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  await expectNoAxeViolations(page);
  const forbidden = await page.request.post(apiPath!, { form: { intent: "cancel" } });
  expect(forbidden.status()).toBe(403);
  expect(await forbidden.json()).toEqual({ ok: false, error: "Access Denied" });
  // The same refusal for a plain (no-JavaScript) form post: back to the page with the code.
  const plain = await page.request.post(apiPath!, {
    form: { intent: "cancel", redirectTo: "/dashboard" },
    maxRedirects: 0,
  });
  expect(plain.status()).toBe(303);
  expect(plain.headers()["location"]).toBe("/dashboard?subscriptionError=access_denied");
  const offSite = await page.request.post(apiPath!, {
    form: { intent: "cancel", redirectTo: "https://evil.example/" },
    maxRedirects: 0,
  });
  expect(offSite.status()).toBe(403);
  const checkout = await page.request.post(`/payment?location=${locationId}`, {
    form: { plan: "verified" },
    maxRedirects: 0,
  });
  expect(checkout.status()).toBe(403);
  const successOfOther = await page.goto(successUrl);
  expect(successOfOther?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();

  // Visitors: Access Denied with a sign-in link on /payment, sign-in for /success, 401 API.
  const visitor = await browser.newContext();
  try {
    const anon = await visitor.newPage();
    const response = await anon.goto(`/payment?location=${locationId}`);
    expect(response?.status()).toBe(401);
    await expect(anon.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(anon.getByText("Pixel Arena")).toHaveCount(0);
    await anon.getByRole("main").getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(anon).toHaveURL(/\/login\?redirectTo=%2Fpayment%3Flocation%3D/);
    await anon.goto(successUrl);
    await expect(anon).toHaveURL(/\/login\?redirectTo=%2Fsuccess/);
    const api = await anon.request.post(apiPath!, { form: { intent: "cancel" } });
    expect(api.status()).toBe(401);
    expect(await api.json()).toEqual({
      ok: false,
      error: "Please sign in to manage subscriptions",
    });
  } finally {
    await visitor.close();
  }
});

test("the decline card leaves no subscription and says why", async ({ page, login }) => {
  test.setTimeout(90_000);
  await signedIn(page, login, "declined");
  const locationId = await seedCenter(page, "Byte Cafe");
  await page.getByRole("button", { name: "Subscribe to LAN Center Subscription" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_/);
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
  await expect(page.getByLabel("Card number")).toHaveValue("4000 0000 0000 0002");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: /Back to LAN Center Network/ }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?location=${locationId}$`));
  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await expect(page.getByTestId("subscription-panel")).toHaveCount(0);
});

test("a missing location id is explained", async ({ page, login }) => {
  test.setTimeout(60_000);
  await signedIn(page, login, "nolocation");
  const response = await page.goto("/payment");
  expect(response?.status()).toBe(400);
  await expect(
    page.getByText("Location ID is required. Please select a location to subscribe."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  const unknown = await page.goto("/payment?location=00000000-0000-4000-8000-000000000000");
  expect(unknown?.status()).toBe(403);
  // The checkout origin (here the emulator's) is allowed as a form target, and nothing else.
  const csp = unknown?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:\d+(;|$)/);
});

test("one payment per center: a second tab's checkout expires the first, a stale tab lands on the panel", async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, login, "two-tabs");
  const locationId = await seedCenter(page, "Two Tab Arena");
  const second = await page.context().newPage();
  await second.goto(`/payment?location=${locationId}`);
  const stale = await page.context().newPage();
  await stale.goto(`/payment?location=${locationId}`);

  // Tab 1 opens the checkout for one plan, tab 2 for the other.
  await page.getByRole("button", { name: "Subscribe to Verified Listing" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_/);
  await second.getByRole("button", { name: "Subscribe to LAN Center Subscription" }).click();
  await expect(second).toHaveURL(/\/checkout\/cs_/);

  // Tab 1's session was expired by tab 2's checkout: its card is not taken.
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toHaveText("This checkout session has expired.");

  // Tab 2 pays: the center is subscribed once.
  await second.getByLabel("Card number").fill("4242 4242 4242 4242");
  await second.getByRole("button", { name: "Subscribe" }).click();
  await expect(second.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(
    second.getByTestId("success-subscription").getByTestId("subscription-status"),
  ).toHaveText("Active");

  // A third tab, opened on the plan chooser before the payment, tries again: it lands on the
  // management page (303 to /payment?location=…), not on an error.
  await stale.getByRole("button", { name: "Subscribe to Verified Listing" }).click();
  await expect(stale).toHaveURL(new RegExp(`/payment\\?location=${locationId}$`));
  await expect(stale.getByRole("heading", { name: "Active Subscription" })).toBeVisible();
  await expect(stale.getByTestId("subscription-plan")).toHaveText("LAN Center Subscription");
  await expect(stale.getByRole("alert")).toHaveCount(0);
});

test("one payment per center: a racing second payment is refunded and the owner e-mailed", async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  const email = await signedIn(page, login, "racer");
  const locationId = await seedCenter(page, "Race Arena");
  // Tab 1: our checkout. Tab 2: a session opened past the one-payment rule, as racing tabs could.
  await page.getByRole("button", { name: "Subscribe to Verified Listing" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_/);
  const race = await page.request.post("/dev/race-checkout", {
    form: { location: locationId, plan: "subscription" },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    maxRedirects: 0,
  });
  expect(race.status()).toBe(303);
  const second = await page.context().newPage();
  await second.goto(race.headers()["location"]!);

  // Both are paid on the emulator's hosted page.
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await second.getByLabel("Card number").fill("4242 4242 4242 4242");
  await second.getByRole("button", { name: "Subscribe" }).click();
  await expect(second).toHaveURL(/\/success\?session_id=cs_/);

  // The first stays active; the second was refunded and canceled.
  await page.goto(`/payment?location=${locationId}`);
  await expect(page.getByRole("heading", { name: "Active Subscription" })).toBeVisible();
  await expect(page.getByTestId("subscription-plan")).toHaveText("Verified Listing");
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  await page.goto("/dev/outbox");
  const notice = page
    .getByTestId("outbox-message")
    .filter({ hasText: "Your second payment for Race Arena was refunded" });
  await expect(notice).toHaveCount(1);
  await expect(notice.getByTestId("outbox-to")).toHaveText(email);
  await expect(notice).toContainText("refunded its payment of $50.00 in full");
});
