/**
 * The personal calendar feed (issue 25 item 5, ADR 082), in Chromium: a gamer RSVPs to a verified
 * party, makes a calendar link on /me (a webcal:// link and the https URL), the https URL answers
 * text/calendar with the party; Reset link gives a new URL and the old one answers 404 at once.
 * /me is axe-clean at 390 px with the link shown.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueIp } from "../support/auth-helpers";
import { test } from "../support/fixtures";
import { closeAll, partyWithGamers } from "../support/party-helpers";

test.describe.configure({ timeout: 240_000 });

test("/me's calendar link serves the RSVP'd party; Reset link 404s the old URL", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const party = `Feed Fest ${stamp}`;
  const baseURL = test.info().project.use.baseURL!;
  // An organiser's party, verified by the admin; Fay RSVPs (going).
  const setUp = await partyWithGamers(browser, baseURL, {
    label: "feed",
    gamers: ["Fay"],
    party: {
      name: party,
      start: "2031-06-01T18:00",
      end: "2031-06-02T10:00",
      community: `Feed Crew ${stamp}`,
    },
  });
  const { eventId } = setUp;
  const gamer = setUp.gamers[0]!;
  // Calendar apps fetch without a session: the feed is fetched from a context with no cookies.
  const app = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  try {
    const me = gamer.page;
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
    await closeAll(setUp);
    await app.close();
  }
});
