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

/**
 * For a page whose clock was installed (`page.clock.install()`): pauses that clock, then moves
 * it on in 100 ms steps until the page has hydrated. On return, at most 100 ms of page time have
 * passed since the page's effects ran, however long the machine took to hydrate, so a test can
 * time what an effect started (a 10 s wait) to the step. Throws after `maxSteps` steps.
 */
export async function hydrateOnPausedClock(page: Page, maxSteps = 300): Promise<void> {
  // A second ahead: the page's clock runs on while this call travels (pausing in its past throws).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
  for (let step = 0; step < maxSteps; step += 1) {
    if (await page.locator("html[data-hydrated]").count()) return;
    await page.clock.runFor(100);
  }
  throw new Error(`the page did not hydrate within ${maxSteps} clock steps`);
}
