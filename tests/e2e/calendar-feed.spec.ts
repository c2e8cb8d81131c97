/**
 * The personal calendar feed (issue 25 item 5, ADR 082), in Chromium: a gamer RSVPs to a verified
 * party, makes a calendar link on /me (a webcal:// link and the https URL), the https URL answers
 * text/calendar with the party; Reset link gives a new URL and the old one answers 404 at once.
 * /me is axe-clean at 390 px with the link shown.
 */
import { expect, type Browser } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueEmail } from "../support/auth-helpers";
import { test, type Login } from "../support/fixtures";

test.describe.configure({ timeout: 240_000 });

const REVIEWER = { email: "reviewer@lancenter.example", admin: true };

/** A signed-in browser context of its own (own client address for the rate limits). */
async function signedIn(
  browser: Browser,
  login: Login,
  ip: string,
  options: { email?: string; firstName?: string; lastName?: string; admin?: boolean } = {},
) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": ip },
  });
  const page = await context.newPage();
  const account = await login({ ...options, context });
  return { context, page, account };
}

test("/me's calendar link serves the RSVP'd party; Reset link 404s the old URL", async ({
  page,
  browser,
  login,
}) => {
  const stamp = Date.now().toString(36);
  const party = `Feed Fest ${stamp}`;

  await login({ email: uniqueEmail("feed-organiser"), firstName: "Olga", lastName: "Organiser" });
  await page.goto("/register-lan-party");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Event name").fill(party);
  await page.getByLabel("Start date and time").fill("2031-06-01T18:00");
  await page.getByLabel("End date and time").fill("2031-06-02T10:00");
  await page.getByRole("textbox", { name: "Description", exact: true }).fill("All night long.");
  await page.getByLabel("Community name").fill(`Feed Crew ${stamp}`);
  await page.getByRole("button", { name: "Register LAN Party" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  const editHref = await page.getByRole("link", { name: `Edit ${party}` }).getAttribute("href");
  const eventId = editHref!.split("/").pop()!;

  const reviewer = await signedIn(browser, login, "10.250.0.171", REVIEWER);
  await reviewer.page.goto("/admin/review");
  await reviewer.page.getByRole("button", { name: `Verify ${party}` }).click();
  await expect(reviewer.page.getByRole("status").filter({ hasText: party })).toBeVisible({
    timeout: 30_000,
  });
  await reviewer.context.close();

  const gamer = await signedIn(browser, login, "10.250.0.172", {
    email: uniqueEmail("feed-gamer"),
    firstName: "Fay",
    lastName: "Gamer",
  });
  // Calendar apps fetch without a session: the feed is fetched from a context with no cookies.
  const app = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "10.250.0.173" },
  });
  try {
    const me = gamer.page;
    await me.goto(`/events/${eventId}`);
    await me.getByRole("button", { name: "RSVP", exact: true }).click();
    await expect(me.getByRole("button", { name: "Cancel RSVP", exact: true })).toBeVisible();

    await me.setViewportSize({ width: 390, height: 844 });
    await me.goto("/me");
    await me.getByRole("button", { name: "Create my calendar link" }).click();
    const subscribe = me.getByRole("link", { name: "Subscribe in your calendar app" });
    await expect(subscribe).toHaveAttribute("href", /^webcal:\/\/.+\/calendar\/[\w-]{43}\.ics$/);
    const oldUrl = await me.getByLabel("Calendar link (https)").inputValue();
    expect(oldUrl).toMatch(/^https?:\/\/.+\/calendar\/[\w-]{43}\.ics$/);
    await expectNoAxeViolations(me);

    const feed = await app.request.get(new URL(oldUrl).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers()["cache-control"]).toBe("private, no-store");
    const text = await feed.text();
    expect(text).toContain(`UID:${eventId}@lan-center-network`);
    expect(text).toContain(`SUMMARY:${party}`);

    // The link is shown once; afterwards /me offers Reset link.
    await me.goto("/me");
    await expect(me.getByLabel("Calendar link (https)")).toHaveCount(0);
    await me.getByRole("button", { name: "Reset link" }).click();
    const newUrl = await me.getByLabel("Calendar link (https)").inputValue();
    expect(newUrl).not.toBe(oldUrl);
    expect((await app.request.get(new URL(oldUrl).pathname)).status()).toBe(404);
    expect((await app.request.get(new URL(newUrl).pathname)).status()).toBe(200);
  } finally {
    await gamer.context.close();
    await app.close();
  }
});
