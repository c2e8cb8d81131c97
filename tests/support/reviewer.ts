/** The reviewer (an ADMIN_EMAILS address) signed in in a browser context of its own. */
import type { Browser } from "@playwright/test";
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
