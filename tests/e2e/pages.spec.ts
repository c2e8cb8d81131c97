import { expect, test } from "@playwright/test";
import { expectScriptPolicyCovers } from "../support/csp";
import { expectNoAxeViolations } from "../support/a11y";
import { publicSitePages } from "../support/public-site-pages";
import { waitForHydration } from "../support/hydration";

/** Every page that exists; each new page is added here so axe checks it. */
const pages = [
  { path: "/", heading: "Uniting centers world-wide" },
  { path: "/lan-centers", heading: "Find LAN Centers Near You" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/events", heading: "Upcoming LAN Parties" },
  { path: "/signup-form", heading: "Create Account" },
  { path: "/login", heading: "Sign In" },
  { path: "/account-confirmation", heading: "Email Confirmed Successfully!" },
  { path: "/admin-login", heading: "Admin Login" },
  { path: "/forgot-password", heading: "Reset Your Password" },
  { path: "/dashboard", heading: "Sign In Required" },
  { path: "/email-confirmation?status=success", heading: "Email Confirmed" },
  { path: "/email-change-success", heading: "Email Updated Successfully!" },
  { path: "/dev/outbox", heading: "Dev Outbox" },
  { path: "/reset-password", heading: "Reset Your Password" },
  ...publicSitePages,
];

for (const { path, heading } of pages) {
  test(`${path} renders and has no axe violations`, async ({ page }) => {
    // Third-party hosts (HubSpot, stores) are unreachable offline; make that deterministic.
    await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // Let client-side content (the map, lazy chunks) settle so axe sees the finished page.
    await waitForHydration(page);
    await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
    await expectNoAxeViolations(page);
  });
}

test("unknown routes answer 404 with the site's 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("mobile menu toggles the navigation links", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await waitForHydration(page);
  // A <details> disclosure (issue 24 item 7): it opens without JavaScript; its summary is the
  // button, whose expanded state the browser exposes.
  const menu = page.locator("header details");
  const toggle = menu.locator("summary");
  await expect(toggle).toHaveAccessibleName("Open menu");
  await expect(menu).not.toHaveAttribute("open");
  await toggle.click();
  await expect(menu).toHaveAttribute("open", "");
  await expect(toggle).toHaveAccessibleName("Close menu");
  const menuLink = page.locator("header ul:not(.md\\:flex)").getByRole("link", { name: "FAQ" });
  await expect(menuLink).toBeVisible();
  await expectNoAxeViolations(page);

  // Escape closes it and puts the focus back on the button; so does a click outside.
  await menuLink.focus();
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open");
  await expect(toggle).toBeFocused();
  await expect(menuLink).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("open", "");
  await page.locator("main").dispatchEvent("pointerdown");
  await expect(menu).not.toHaveAttribute("open");

  // A link in the menu navigates and closes it.
  await toggle.click();
  await menuLink.click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(menu).not.toHaveAttribute("open");
});

test("navigation scrolls to the top of the next page", async ({ page }) => {
  await page.goto("/lan-centers");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("pages send the security headers: a fresh nonce when rendered, the scripts' hashes when kept", async ({
  request,
}) => {
  // A query of its own: the first answer is rendered for this request, the second is kept.
  const path = `/?headers=${Date.now()}`;
  const response = await request.get(path);
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // Local mode: no HSTS (production mode is covered by the server tests).
  expect(headers["strict-transport-security"]).toBeUndefined();
  expect(expectScriptPolicyCovers(await response.text(), csp, path).kind).toBe("nonce");
  // The page is kept after its first answer (compressed off the main thread, ADR 091).
  await expect
    .poll(async () => {
      const kept = await request.get(path);
      const keptCsp = kept.headers()["content-security-policy"] ?? "";
      return expectScriptPolicyCovers(await kept.text(), keptCsp, path).kind;
    })
    .toBe("hashes");
  const kept = (await request.get(path)).headers();
  for (const name of ["x-content-type-options", "referrer-policy", "x-frame-options"]) {
    expect(kept[name], name).toBe(headers[name]);
  }
  const keptCsp = kept["content-security-policy"] ?? "";
  expect(keptCsp).toMatch(/script-src ('sha256-[A-Za-z0-9+/=]+' )+'strict-dynamic'/);
  // Everything but script-src is the same policy.
  const withoutScripts = (policy: string) => policy.replace(/script-src[^;]*;/, "");
  expect(withoutScripts(keptCsp)).toBe(withoutScripts(csp));
});

test("hashed assets are cached for a year and compressed", async ({ page, request }) => {
  await page.goto("/");
  // The loader adds the preloads from their inert template after the first paint (ADR 094).
  await waitForHydration(page);
  const assetPath = await page.locator("link[rel=modulepreload]").first().getAttribute("href");
  expect(assetPath).toMatch(/^\/assets\//);
  const response = await request.get(assetPath!, { headers: { "accept-encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
});
