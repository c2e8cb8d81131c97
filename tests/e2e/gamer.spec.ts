/**
 * Gamer accounts and follows (issue 25 items 1, 2 and 8; ADR 076), in Chromium against the real
 * server: sign-up as 'I play' lands on /me with My page and no Dashboard in the navigation; an
 * anonymous Follow press goes through sign-in (or the e-mail-code sign-up) and comes back to the
 * center page with the follow done; Following unfollows; the button works without JavaScript;
 * the cached public page never carries a viewer's state; the pages are axe-clean at 390 and
 * 1366 px.
 */
import { expect, request as playwrightRequest, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueEmail } from "../support/auth-helpers";
import { readCode } from "../support/codes";
import { createSession, sessionCookie, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";

const PASSWORD = "Gamer-Walk-2026";

// Several tests sign up or in through the pages (scrypt hashing, several round trips).
test.describe.configure({ timeout: 90_000 });

/** The ids of the public centers on the map (demo data). */
async function publicCenterIds(page: Page): Promise<string[]> {
  const response = await page.request.get("/lan-centers/markers.json");
  const body = (await response.json()) as { markers: [string][] };
  return body.markers.map((marker) => marker[0]);
}

/** The center page's Follow button. */
const followButton = (page: Page) =>
  page.getByRole("button", { name: /^(Follow|Following)$/ }).first();

/** Fills the Create Account form as 'I play' and enters the e-mailed code. */
async function signUpAsPlayer(page: Page, email: string): Promise<void> {
  await waitForHydration(page);
  await page.getByRole("radio", { name: /I play/ }).check();
  await page.getByLabel("First Name").fill("Pat");
  await page.getByLabel("Last Name").fill("Player");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  const submit = page.getByRole("button", { name: "Create Account" });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole("heading", { name: "Verify Your Email" })).toBeVisible();
  const code = await readCode(page.request, email, "verification code");
  await page.getByLabel("Verification Code").fill(code);
  await page.getByRole("button", { name: "Verify Email" }).click();
}

test("sign-up as 'I play' lands on /me; the navigation shows My page and no Dashboard", async ({
  page,
}) => {
  await page.goto("/signup-form");
  // Both paths are offered; owners' is the default.
  await expect(page.getByRole("radio", { name: /I run a venue or event/ })).toBeChecked();
  const email = uniqueEmail("gamer-signup");
  await signUpAsPlayer(page, email);
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole("heading", { name: "Hi, Pat" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Events you're going to" })).toBeVisible();
  await expect(page.getByText("You're not going to any events yet.")).toBeVisible();
  await expect(page.getByText("You don't follow anything yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Notification settings" })).toHaveAttribute(
    "href",
    "/me/notifications",
  );
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "My page" }).first()).toBeAttached();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  // Signing in again lands on /me too.
  await nav.getByRole("button", { name: "Log Out" }).first().click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
});

test("an owner ('I run a venue or event') has My page and Dashboard", async ({ page, login }) => {
  await login();
  await page.goto("/me");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "My page" }).first()).toBeAttached();
  await expect(nav.getByRole("link", { name: "Dashboard" }).first()).toBeAttached();
  await expect(page.getByRole("link", { name: "Go to your dashboard" })).toBeVisible();
});

test("the admin's navigation keeps Dashboard, Review, Listings and Contacts, and adds My page", async ({
  page,
  login,
}) => {
  await login({ admin: true });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["My page", "Dashboard", /^Review \(\d+\)$/, "Listings", "Contacts"]) {
    await expect(nav.getByRole("link", { name }).first(), String(name)).toBeAttached();
  }
});

test("/me sends a visitor to sign in and back", async ({ page }) => {
  await page.goto("/me");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fme$/);
});

test("an anonymous Follow goes through sign-in and back to the page, Following; pressing it again unfollows", async ({
  page,
  baseURL,
}) => {
  const [centerId] = await publicCenterIds(page);
  const other = await playwrightRequest.newContext({ baseURL });
  const account = await createSession(other, { email: uniqueEmail("gamer-follow") });
  await other.dispose();

  await page.goto(`/lan-centers/${centerId}`);
  await expect(followButton(page)).toHaveText("Follow");
  await expect(followButton(page)).toHaveAttribute("aria-pressed", "false");
  await followButton(page).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ffollow&message=follow$/);
  await expect(page.getByText("Sign in to follow.")).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/lan-centers/${centerId}$`));
  await expect(followButton(page)).toHaveText("Following");
  await expect(followButton(page)).toHaveAttribute("aria-pressed", "true");
  const name = await page.getByRole("heading", { level: 1 }).textContent();
  await page.goto("/me");
  await expect(page.getByRole("link", { name: name!.trim() })).toBeVisible();

  await page.goto(`/lan-centers/${centerId}`);
  await followButton(page).click();
  await expect(followButton(page)).toHaveText("Follow");
  await expect(followButton(page)).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(followButton(page)).toHaveText("Follow");
  await page.goto("/me");
  await expect(page.getByText("You don't follow anything yet.")).toBeVisible();
});

test("an anonymous Follow carries through the e-mail-code sign-up", async ({ page }) => {
  const [, centerId] = await publicCenterIds(page);
  await page.goto(`/lan-centers/${centerId}`);
  await followButton(page).click();
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByRole("link", { name: "Create one" }).click();
  await expect(page).toHaveURL(/\/signup-form\?redirectTo=%2Ffollow&as=play$/);
  await expect(page.getByRole("radio", { name: /I play/ })).toBeChecked();
  await signUpAsPlayer(page, uniqueEmail("gamer-follow-signup"));
  await expect(page).toHaveURL(new RegExp(`/lan-centers/${centerId}$`));
  await expect(followButton(page)).toHaveText("Following");
});

test("Follow works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await createSession(context.request, { email: uniqueEmail("gamer-nojs") });
  const [, , centerId] = await publicCenterIds(page);
  await page.goto(`/lan-centers/${centerId}`);
  await followButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/lan-centers/${centerId}$`));
  await expect(followButton(page)).toHaveText("Following");
  await followButton(page).click();
  await expect(followButton(page)).toHaveText("Follow");
  // The phone menu (a <details>) has My page without JavaScript too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator("summary").filter({ hasText: "Open menu" }).click();
  await expect(page.getByRole("link", { name: "My page" }).last()).toBeVisible();
  await context.close();
});

test("the cached center page never carries a viewer's follow state", async ({ page, baseURL }) => {
  const [centerId] = await publicCenterIds(page);
  const path = `/lan-centers/${centerId}`;
  const anonymous = async () => {
    const response = await fetch(`${baseURL}${path}`);
    expect(response.status).toBe(200);
    return response.text();
  };
  // Warm the page cache for visitors.
  await anonymous();
  const a = await sessionCookie(baseURL!, { email: uniqueEmail("gamer-cache-a") });
  const b = await sessionCookie(baseURL!, { email: uniqueEmail("gamer-cache-b") });
  const pressed = await fetch(`${baseURL}/follow`, {
    method: "POST",
    headers: { cookie: a.cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ kind: "center", id: centerId!, follow: "1", returnTo: path }),
    redirect: "manual",
  });
  expect(pressed.status).toBe(302);
  expect(pressed.headers.get("location")).toBe(path);

  const asA = await (await fetch(`${baseURL}${path}`, { headers: { cookie: a.cookie } })).text();
  expect(asA).toContain('aria-pressed="true"');
  expect(asA).toContain(">Following<");
  for (const html of [
    await anonymous(),
    await anonymous(),
    await (await fetch(`${baseURL}${path}`, { headers: { cookie: b.cookie } })).text(),
  ]) {
    expect(html).not.toContain(">Following<");
    expect(html).not.toContain('aria-pressed="true"');
    expect(html).toContain('aria-pressed="false"');
  }
});

test("a center that is not public cannot be followed", async ({ page, login }) => {
  await login();
  const response = await page.request.post("/follow", {
    form: { kind: "center", id: "00000000-0000-4000-8000-000000000000", follow: "1" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(404);
});

for (const width of [390, 1366]) {
  test(`/me, a center page with Follow and the sign-up choice are axe-clean at ${width} px`, async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/signup-form?as=play");
    await expectNoAxeViolations(page);
    const [centerId] = await publicCenterIds(page);
    await page.goto(`/lan-centers/${centerId}`);
    await expectNoAxeViolations(page);
    await login();
    await page.goto(`/lan-centers/${centerId}`);
    await followButton(page).click();
    await expect(followButton(page)).toHaveText("Following");
    await expectNoAxeViolations(page);
    await page.goto("/me");
    await expect(
      page.getByRole("heading", { name: "Centers and communities you follow" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("the demo gamer (README) lands on /me and follows the demo owner's center", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("gamer@demo.lancenter.example");
  await page.getByLabel("Password", { exact: true }).fill("lan-center-demo");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole("link", { name: "Azulejo Arcade Lisboa" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
});
