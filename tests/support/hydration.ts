/**
 * Waiting for what a user waits for: the page to become interactive. The root layout marks
 * `<html data-hydrated>` once React has hydrated (app/root.tsx), so the forms' scripts (checks,
 * drafts, state) see what a test types. Replaces `waitForLoadState("networkidle")`, which
 * Playwright discourages (issue 30 item 7). In a browser context without JavaScript the loaded
 * page is all there is, so it returns at once.
 */
import type { Page } from "@playwright/test";

/** Resolves once the page in `page` has hydrated (at once when it has, or runs no scripts). */
export async function waitForHydration(page: Page): Promise<void> {
  // Playwright's evaluate runs also where the page's own scripts are off (ADR 089).
  const scriptsOff = await page.evaluate(() => window.matchMedia("(scripting: none)").matches);
  if (scriptsOff) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
