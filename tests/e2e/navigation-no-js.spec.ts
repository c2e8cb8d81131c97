/**
 * Navigation without JavaScript (issue 24 item 7): on a 390 px phone with JavaScript off, the
 * phone menu (a <details> disclosure) opens and reaches Sign In from every public page; the
 * footer links the main sections and the way in on every page, signed in or not.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { test } from "../support/fixtures";
import { publicSitePages } from "../support/public-site-pages";

/** Every public page: the directory pages and the public-site pages. */
const publicPaths = [
  "/",
  "/lan-centers",
  "/events",
  "/privacy",
  ...publicSitePages.map((page) => page.path),
];

/** The footer's main sections and where they go. */
const sections = [
  ["LAN Centers", "/lan-centers"],
  ["Events", "/events"],
  ["Venue Types", "/lantypes"],
  ["Games", "/games"],
  ["FAQ", "/faq"],
] as const;

test.describe("without JavaScript on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the menu opens and reaches Sign In from every public page", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of publicPaths) {
      await page.goto(path);
      const menu = page.locator("header details");
      const signIn = menu.getByRole("link", { name: "Sign In", exact: true });
      await expect(signIn, path).toBeHidden();
      await menu.locator("summary").click();
      await expect(menu, path).toHaveAttribute("open", "");
      await expect(menu.locator("summary"), path).toHaveAccessibleName("Close menu");
      await signIn.click();
      await expect(page, path).toHaveURL(/\/login$/);
      await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    }
  });

  test("the footer links the main sections, Sign In and Create Account", async ({ page }) => {
    await page.goto("/faq");
    const footer = page.getByRole("navigation", { name: "Footer" });
    for (const [label, href] of sections) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(footer.getByRole("link", { name: "Create Account" })).toHaveAttribute(
      "href",
      "/signup-form",
    );
    await footer.getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", { name: "Games" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Games" })).toBeVisible();
  });
});

test("the open phone menu and the footer pass axe at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/games");
  await page.locator("header details summary").click();
  await expect(page.locator("header details")).toHaveAttribute("open", "");
  await expectNoAxeViolations(page);
});

test("a signed-in footer leads to the dashboard instead of Sign In", async ({ page, login }) => {
  await login();
  await page.goto("/games");
  const footer = page.getByRole("navigation", { name: "Footer" });
  await expect(footer.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  await expect(footer.getByRole("link", { name: "Sign In" })).toHaveCount(0);
});
