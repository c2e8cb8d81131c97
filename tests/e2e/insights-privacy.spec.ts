/**
 * /privacy says what the listing statistics count and that no cookie, IP address or user agent
 * is stored (issue 26 item 7, ADR 085 and 088); visiting it sets no cookie.
 */
import { expect } from "@playwright/test";
import { test } from "../support/fixtures";

test("/privacy explains the listing statistics and sets no cookie", async ({ page, context }) => {
  await page.goto("/privacy");
  const section = page.locator("#listing-statistics");
  await expect(
    section.getByRole("heading", { level: 2, name: "Listing statistics" }),
  ).toBeVisible();
  await expect(section).toContainText("listing views");
  await expect(section).toContainText("in search results");
  await expect(section).toContainText("clicks on its website, directions, phone and calendar");
  await expect(section).toContainText("follows and RSVPs");
  await expect(section).toContainText("we set no cookie and store no IP address and no user agent");
  await expect(section).toContainText("salt that changes every day");
  await expect(section).toContainText("Daily totals are kept for 25 months");
  await expect(page.locator("#your-data")).toContainText(
    "with the statistics of your own listings",
  );
  expect(await context.cookies()).toEqual([]);
});
