/**
 * "Your data is yours" (issue 25 item 7, ADR 080): an owner downloads their data, a wrong password
 * deletes nothing, the right one deletes the account and its center and signs out, and the
 * address signs up again from scratch. Axe-clean at 390 px; works without JavaScript.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { submitSignUp, uniqueEmail } from "../support/auth-helpers";
import { createSession, LOGIN_PASSWORD, test } from "../support/fixtures";
import { seedCenter } from "../support/owner-helpers";

test.use({ viewport: { width: 390, height: 844 } });

test("an owner downloads their data, deletes the account, and the address signs up again", async ({
  page,
  login,
}) => {
  const email = uniqueEmail("erase");
  await login({ email });
  const name = `Erase Arena ${Date.now().toString(36)}`;
  const locationId = await seedCenter(page, name);

  const download = await page.request.get("/account/data.json");
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toContain("attachment");
  const exported = JSON.stringify(await download.json());
  expect(exported).toContain(email);
  expect(exported).toContain(name);

  await page.goto("/account/delete");
  await expect(page.getByRole("heading", { name: "Delete account" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Password", { exact: true }).fill("not-my-password");
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("alert")).toContainText("That password is incorrect.");
  expect((await page.request.get("/account/data.json")).status()).toBe(200);

  await page.getByLabel("Password", { exact: true }).fill(LOGIN_PASSWORD);
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await expectNoAxeViolations(page);
  // Signed out, and the center is gone with the account.
  const again = await page.request.get("/account/data.json", { maxRedirects: 0 });
  expect(again.status()).toBe(302);
  expect(again.headers().location).toContain("/login");
  expect((await page.request.get(`/lan-centers/${locationId}`)).status()).toBe(404);

  // The address starts from scratch: sign-up goes on to the code step.
  await submitSignUp(page, { email, password: "A-fresh-start-2026" });
});

test("without JavaScript, a visitor is sent to sign in and the form still deletes", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const visitor = await page.request.get("/account/delete", { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers().location).toMatch(/^\/login\?redirectTo=%2Faccount%2Fdelete/);
  await createSession(context.request, { email: uniqueEmail("erase-nojs") });
  await page.goto("/account/delete");
  await page.getByLabel("Password", { exact: true }).fill(LOGIN_PASSWORD);
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await context.close();
});
