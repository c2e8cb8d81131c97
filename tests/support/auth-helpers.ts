/**
 * Helpers for the account specs: a unique client address per test (the server trusts
 * X-Forwarded-For from loopback in e2e runs, so rate limits never couple tests), unique
 * e-mail addresses, and creating a verified account through the pages. Specs that only need a
 * signed-in user use the `login` fixture (fixtures.ts) instead.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { readCode } from "./codes";
import { waitForHydration } from "./hydration";

let counter = 0;
const runTag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A fresh client address: 10.a.b.c, different for every call in this run. */
export function uniqueIp(): string {
  counter += 1;
  const n = (Math.floor(Math.random() * 200) << 16) + counter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A fresh e-mail address for `label`. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${runTag}-${counter}@example.com`;
}

/** Playwright's `test` with its own client address per test. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, provide) => provide({ "x-forwarded-for": uniqueIp() }),
});

/** Fills and submits the Create Account form (waiting for the availability check). */
export async function submitSignUp(
  page: Page,
  account: { firstName?: string; lastName?: string; email: string; password: string },
): Promise<void> {
  await page.goto("/signup-form");
  // Type only once the page is hydrated, so the availability check and state see the input.
  await waitForHydration(page);
  await page.getByLabel("First Name").fill(account.firstName ?? "Casey");
  await page.getByLabel("Last Name").fill(account.lastName ?? "Jones");
  // The form looks the address up 500 ms after typing; submit once it has its answer, as a
  // person who saw 'Checking Email...' would, so the lookup never crosses the submission.
  const checked = page.waitForResponse((r) => r.url().includes("/api/email-availability"));
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password").fill(account.password);
  await checked;
  const submit = page.getByRole("button", { name: "Create Account" });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole("heading", { name: "Verify Your Email" })).toBeVisible();
}

/** Creates a verified account through the pages and signs out again. */
export async function createAccount(
  page: Page,
  account: { firstName?: string; lastName?: string; email: string; password: string },
): Promise<void> {
  await submitSignUp(page, account);
  const code = await readCode(page.request, account.email, "verification code");
  await page.getByLabel("Verification Code").fill(code);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("heading", { name: "Account Created!" })).toBeVisible();
  await logOut(page);
}

/**
 * Clicks the first Log Out button and waits until the page shows the signed-out header, so a
 * following `goto` cannot cut the sign-out's POST short (and land signed in on /dashboard).
 */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Log Out" }).first().click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
}

/** Signs in through /login. */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}
