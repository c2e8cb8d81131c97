/**
 * /admin/insights (issue 26 item 6): the admin reaches it from the navigation and sees the
 * network's totals, paid listings by plan and the most- and fewest-viewed centers as tables
 * (axe-clean); the period form works without JavaScript; non-admins get 403 and visitors are
 * sent to sign in.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueEmail } from "../support/auth-helpers";
import { test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";

test("the admin sees the network's numbers and picks a period", async ({ page, login }) => {
  await login({ admin: true });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Network insights" }).first()).toHaveAttribute(
    "href",
    "/admin/insights",
  );
  await page.goto("/admin/insights");
  await expect(page.getByRole("heading", { level: 1, name: "Network insights" })).toBeVisible();
  const totals = page.getByRole("table", { name: "All listings, last 30 days" });
  for (const metric of ["Listing views", "Website clicks", "Direction requests"]) {
    await expect(totals.getByRole("rowheader", { name: metric })).toBeVisible();
  }
  const paid = page.getByRole("table", { name: /^Active paid listings by plan/ });
  await expect(paid.getByRole("rowheader", { name: "Verified Listing" })).toBeVisible();
  await expect(
    paid.getByRole("rowheader", { name: "LAN Center Subscription (priority listing)" }),
  ).toBeVisible();
  // The demo data's public centers are ranked (every one has a row, views or not).
  const most = page.getByRole("table", { name: "Most views: public LAN centers, last 30 days" });
  const fewest = page.getByRole("table", {
    name: "Fewest views: public LAN centers, last 30 days",
  });
  await expect(most.getByRole("row").nth(1)).toBeVisible();
  await expect(fewest.getByRole("row").nth(1)).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  // Nothing runs off the side, on a desktop (the admin's longer navigation) or a phone.
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await fits()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel("Period").selectOption("7");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/admin\/insights\?days=7$/);
  await expect(page.getByRole("table", { name: "All listings, last 7 days" })).toBeVisible();
});

test("the period form works without JavaScript", async ({ browser, login }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await login({ admin: true, context });
  const page = await context.newPage();
  await page.goto("/admin/insights");
  await page.getByLabel("Period").selectOption("90");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/admin\/insights\?days=90$/);
  await expect(page.getByRole("table", { name: "All listings, last 90 days" })).toBeVisible();
  await context.close();
});

test("non-admins get 403 and visitors are sent to sign in", async ({ page, request, login }) => {
  const visitor = await request.get("/admin/insights", { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers()["location"]).toContain("/login?redirectTo=%2Fadmin%2Finsights");

  await login({ email: uniqueEmail("not-admin") });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Network insights" })).toHaveCount(0);
  expect((await page.request.get("/admin/insights")).status()).toBe(403);
});
