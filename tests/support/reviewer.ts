/**
 * The reviewer (an ADMIN_EMAILS address) signed in in a browser context of its own, and the
 * review steps specs share: make a center public, take it off the map again.
 */
import { expect, type Browser, type Page } from "@playwright/test";
import { test, type Login } from "./fixtures";

/**
 * Opens a context for the reviewer with its own client address (rate limits are per address)
 * and signs it in. Close `context` when done.
 */
export async function reviewerSession(browser: Browser, login: Login, clientIp = "10.250.0.9") {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": clientIp },
  });
  const page = await context.newPage();
  await login({ email: "reviewer@lancenter.example", admin: true, context });
  return { context, page };
}

/**
 * Makes a newly registered center public without a plan (ADR 050): verifies the center and its
 * community on /admin/review, then grants the center a complimentary listing on /admin/listings.
 * `page` is a signed-in admin's page; `center` and `community` are the names as registered.
 */
export async function publishCenter(
  page: Page,
  { center, community }: { center: string; community: string },
): Promise<void> {
  await page.goto("/admin/review");
  for (const item of [center, community]) {
    await page.getByRole("button", { name: `Verify ${item}` }).click();
    await expect(page.getByRole("status").filter({ hasText: item })).toBeVisible();
  }
  await page.goto("/admin/listings");
  await page.getByRole("button", { name: `Grant complimentary listing for ${center}` }).click();
  await expect(page.getByText(`${center} now has a complimentary listing.`)).toBeVisible();
}

/**
 * Takes a center off the map again (unverify, through the admin's request context). Other specs
 * count the public centers, so a spec that published one calls this in its `finally`.
 */
export async function unpublishCenter(page: Page, centerId: string): Promise<void> {
  await page.request.post("/admin/review", {
    form: { intent: "unverify", kind: "center", id: centerId },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
}
