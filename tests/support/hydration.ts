/**
 * Waiting for what a user waits for: the page to become interactive. The root layout marks
 * `<html data-hydrated>` once React has hydrated (app/root.tsx), so the forms' scripts (checks,
 * drafts, state) see what a test types. Replaces `waitForLoadState("networkidle")`, which
 * Playwright discourages (issue 30 item 7).
 */
import type { Page } from "@playwright/test";

/** Resolves once the page in `page` has hydrated (at once when it already has). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
