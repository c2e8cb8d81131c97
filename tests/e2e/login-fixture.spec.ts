/**
 * The `login` fixture and its route, POST /dev/session (local mode only; ADR 007): a new
 * account is verified and has its profile, the same address signs the same account in again,
 * `admin` gives an ADMIN_EMAILS account, and the route refuses what it cannot do.
 */
import { expect } from "@playwright/test";
import { uniqueEmail } from "../support/auth-helpers";
import { test } from "../support/fixtures";

test("login signs a new verified account in, with its profile names", async ({ page, login }) => {
  const account = await login({ firstName: "Fia", lastName: "Fixture" });
  expect(account.role).toBe("user");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Fia Fixture" })).toBeVisible();
  expect((await page.request.get("/admin/review")).status()).toBe(403);

  // The same address again: the same account, signed in anew.
  await page.context().clearCookies();
  const again = await login({ email: account.email });
  expect(again.userId).toBe(account.userId);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Fia Fixture" })).toBeVisible();
});

test("login({ admin: true }) signs an ADMIN_EMAILS account in", async ({ page, login }) => {
  const admin = await login({ admin: true });
  expect(admin.role).toBe("admin");
  expect((await page.request.get("/admin/review")).status()).toBe(200);
});

test("POST /dev/session refuses what it cannot do; GET is not served", async ({ page, login }) => {
  const { email } = await login();
  const post = (form: Record<string, string>) =>
    page.request.post("/dev/session", { form, maxRedirects: 0 });
  expect((await post({ email, password: "Another-Password-77" })).status()).toBe(409);
  expect((await post({ email: uniqueEmail("short"), password: "abc" })).status()).toBe(400);
  expect(
    (
      await post({ email: uniqueEmail("plain"), password: "Long-Enough-2026", admin: "true" })
    ).status(),
  ).toBe(400);
  const get = await page.request.get("/dev/session", { maxRedirects: 0 });
  expect(get.status()).toBe(405);
  expect(get.headers()["allow"]).toBe("POST");
});
