/**
 * Notification preferences and one-click unsubscribe (issue 25 item 6, ADR 075), without
 * JavaScript: /me/notifications sends visitors to sign in and back, shows one switch per kind
 * (all on), and saves them; /unsubscribe?token=… names the kind on GET and changes nothing, its
 * button switches the kind off, and a mail provider's RFC 8058 one-click POST works without a
 * session; a forged link is refused. Both pages have no axe violations, also at 390 px.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { unsubscribeToken } from "../../app/server/mail/unsubscribe.server";
import { expectNoAxeViolations } from "../support/a11y";
import { test } from "../support/fixtures";

const LABELS = [
  "Event reminders",
  "New events from centers and communities I follow",
  "Changes to events I'm going to",
  "Monthly summary for owners",
  "New reviews of my centers and replies to my reviews",
];

/** The server's auth secret: BETTER_AUTH_SECRET when the run sets it, else the one in .data/. */
function authSecret(): string {
  if (process.env.BETTER_AUTH_SECRET) return process.env.BETTER_AUTH_SECRET;
  return readFileSync(path.resolve(import.meta.dirname, "../../.data/auth-secret"), "utf8").trim();
}

test.describe("notifications without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("/me/notifications: sign in and back, every switch on, Save keeps the choice", async ({
    page,
    login,
  }) => {
    await page.goto("/me/notifications");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fme%2Fnotifications$/);

    await login();
    await page.goto("/me/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to my page/ })).toHaveAttribute(
      "href",
      "/me",
    );
    for (const label of LABELS) await expect(page.getByLabel(label, { exact: true })).toBeChecked();

    await page.getByLabel("Event reminders", { exact: true }).uncheck();
    await page.getByLabel("Monthly summary for owners", { exact: true }).uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your notification settings are saved.")).toBeVisible();
    await page.goto("/me/notifications");
    await expect(page.getByLabel("Event reminders", { exact: true })).not.toBeChecked();
    await expect(
      page.getByLabel("New events from centers and communities I follow", { exact: true }),
    ).toBeChecked();
    await expect(page.getByLabel("Changes to events I'm going to", { exact: true })).toBeChecked();
    await expect(page.getByLabel("Monthly summary for owners", { exact: true })).not.toBeChecked();
  });

  test("/unsubscribe: GET asks and changes nothing; the button switches the kind off", async ({
    page,
    login,
    browser,
  }) => {
    const { userId } = await login();
    const token = await unsubscribeToken(authSecret(), { userId, kind: "follow_digest" });

    // The link is opened in a browser that is not signed in.
    const anonymous = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await anonymous.newPage();
    await visitor.goto(`/unsubscribe?token=${token}`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
    await expect(
      visitor.getByText("New events from centers and communities I follow"),
    ).toBeVisible();

    await page.goto("/me/notifications");
    await expect(
      page.getByLabel("New events from centers and communities I follow", { exact: true }),
    ).toBeChecked();

    await visitor.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(
      visitor.getByRole("heading", { level: 1, name: "You are unsubscribed" }),
    ).toBeVisible();
    await expect(visitor.getByRole("main")).toContainText(
      "You will no longer get e-mails of the kind ‘New events from centers and communities I follow’",
    );
    await anonymous.close();

    await page.goto("/me/notifications");
    await expect(
      page.getByLabel("New events from centers and communities I follow", { exact: true }),
    ).not.toBeChecked();
    await expect(page.getByLabel("Event reminders", { exact: true })).toBeChecked();
  });

  test("a forged link is refused with a way to the settings", async ({ page }) => {
    await page.goto("/unsubscribe?token=eyJhbGciOiJIUzI1NiJ9.e30.forged");
    await expect(page.getByRole("alert")).toContainText("This unsubscribe link is not valid");
    await expect(
      page.getByRole("link", { name: "Sign in and choose which e-mails you get" }),
    ).toHaveAttribute("href", "/me/notifications");
  });
});

// axe runs inside the page, so these checks keep JavaScript on.
test.describe("axe on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("/me/notifications and every state of /unsubscribe have no violations", async ({
    page,
    login,
  }) => {
    const { userId } = await login();
    await page.goto("/me/notifications");
    await expect(page.getByLabel("Event reminders", { exact: true })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your notification settings are saved.")).toBeVisible();
    await expectNoAxeViolations(page);

    const token = await unsubscribeToken(authSecret(), { userId, kind: "owner_monthly" });
    await page.goto(`/unsubscribe?token=${token}`);
    await expect(page.getByText("Monthly summary for owners")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "You are unsubscribed" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/unsubscribe?token=forged");
    await expect(page.getByRole("alert")).toContainText("This unsubscribe link is not valid");
    await expectNoAxeViolations(page);
  });
});

test("RFC 8058 one-click POST from a mail provider: no session, no CSRF token", async ({
  page,
  login,
  playwright,
  baseURL,
}) => {
  const { userId } = await login();
  const token = await unsubscribeToken(authSecret(), { userId, kind: "event_changes" });
  // A mail provider's server: no cookies, no Origin, the body RFC 8058 prescribes.
  const provider = await playwright.request.newContext({ baseURL });
  const answer = await provider.post(`/unsubscribe?token=${encodeURIComponent(token)}`, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(answer.status()).toBe(200);
  const forged = await provider.post("/unsubscribe?token=forged", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(forged.status()).toBe(400);
  await provider.dispose();

  await page.goto("/me/notifications");
  await expect(
    page.getByLabel("Changes to events I'm going to", { exact: true }),
  ).not.toBeChecked();
  await expect(page.getByLabel("Event reminders", { exact: true })).toBeChecked();
});
