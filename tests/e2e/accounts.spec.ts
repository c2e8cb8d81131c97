/**
 * Accounts end to end (account acceptance tests): sign-up with a code from /dev/outbox, sign-out,
 * sign-in, wrong / too-many / resent codes, password reset, admin login and refusal, the
 * sign-in limit per client address, redirects, and axe on every state.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import {
  createAccount,
  signInAs,
  submitSignUp,
  test,
  uniqueEmail,
  uniqueIp,
} from "../support/auth-helpers";
import { readCode } from "../support/codes";
import { waitForHydration } from "../support/hydration";

const PASSWORD = "Lan-Party-2026";

// Each test signs up through the pages (scrypt hashing, several round trips): allow more time.
test.describe.configure({ timeout: 90_000 });

test("create an account, verify with the e-mailed code, land signed in, sign out, sign in", async ({
  page,
}) => {
  const email = uniqueEmail("new");
  await page.goto("/signup-form");
  await expectNoAxeViolations(page);
  await submitSignUp(page, { firstName: "Robin", lastName: "Hart", email, password: PASSWORD });
  await expect(page.getByText(`We've sent a 6-digit code to ${email}`)).toBeVisible();
  const verify = page.getByRole("button", { name: "Verify Email" });
  await expect(verify).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByLabel("Verification Code").fill(await readCode(page.request, email));
  await verify.click();
  await expect(page.getByRole("heading", { name: "Account Created!" })).toBeVisible();
  await expect(page.getByText("Welcome, Robin!")).toBeVisible();
  await expectNoAxeViolations(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Contacts" })).toHaveCount(0);

  // Signed in: /login and /signup-form go to the dashboard.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Robin Hart" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/signup-form");
  await expect(page).toHaveURL(/\/dashboard$/);

  await nav.getByRole("button", { name: "Log Out" }).click();
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Sign In Required" })).toBeVisible();

  // Sign in again and come back to the page asked for.
  await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Robin Hart" })).toBeVisible();
});

test("Log Out is POST only", async ({ request }) => {
  const response = await request.get("/logout");
  expect(response.status()).toBe(405);
});

test("a taken e-mail shows 'Cannot Create Account' and locks the form", async ({ page }) => {
  const email = uniqueEmail("taken");
  await createAccount(page, { email, password: PASSWORD });
  await page.goto("/signup-form");
  // The availability check runs in the page's script: type once it is hydrated (ADR 094).
  await waitForHydration(page);
  await page.getByLabel("First Name").fill("Other");
  await page.getByLabel("Email").fill(`  ${email.toUpperCase()} `);
  await expect(page.getByText("Cannot Create Account")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In Instead" })).toHaveAttribute(
    "href",
    "/login",
  );
  await expect(page.getByRole("link", { name: "Reset Password" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
  await expect(page.getByRole("button", { name: "Invalid Credentials" })).toBeDisabled();
  await expect(page.getByLabel("First Name")).toBeDisabled();
  await expect(page.getByLabel("Password", { exact: true })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(uniqueEmail("free"));
  await expect(page.getByText("Cannot Create Account")).toHaveCount(0);
  await expect(page.getByLabel("First Name")).toBeEnabled();
});

test("wrong code, too many tries, and resend", async ({ page }) => {
  const email = uniqueEmail("codes");
  await submitSignUp(page, { email, password: PASSWORD });
  const code = await readCode(page.request, email);
  const wrong = code === "123456" ? "654321" : "123456";
  const field = page.getByLabel("Verification Code");
  await field.fill(wrong);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Invalid code. Please check your email and try again.",
  );
  for (let i = 0; i < 4; i++) {
    await page.getByLabel("Verification Code").fill(wrong);
    await page.getByRole("button", { name: "Verify Email" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Invalid code. Please check your email and try again.",
    );
  }
  await page.getByLabel("Verification Code").fill(code);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Too many incorrect attempts. Please request a new code.",
  );

  await page.getByRole("button", { name: "Resend Code" }).click();
  const notice = page.getByText("New verification code sent! Check your email.");
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(notice).toBeHidden({ timeout: 6000 });
  let fresh = code;
  await expect.poll(async () => (fresh = await readCode(page.request, email))).not.toBe(code);
  await page.getByLabel("Verification Code").fill(fresh);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("heading", { name: "Account Created!" })).toBeVisible();
});

test("the full password reset by code", async ({ page }) => {
  const email = uniqueEmail("reset");
  await createAccount(page, { email, password: PASSWORD });
  await page.goto("/verify-reset-code");
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goto("/change-password");
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send Reset Code" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter your email address");
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send Reset Code" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "No account found with this email address. Please check your email or create a new account.",
  );
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Code" }).click();
  await expect(page).toHaveURL(/\/verify-reset-code$/);
  expect(page.url()).not.toContain("example.com");
  await expectNoAxeViolations(page);
  const code = await readCode(page.request, email, "password reset code");
  await page.getByLabel("Reset Code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Invalid code. Please check your email and try again.",
  );
  await page.getByLabel("Reset Code").fill(code);
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expectNoAxeViolations(page);
  await page.getByLabel("New Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm New Password").fill("short");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 6 characters long");
  await page.getByLabel("New Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm New Password").fill("password123");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("alert")).toContainText("too common");
  await page.getByLabel("New Password", { exact: true }).fill("Fresh-Password-77");
  await page.getByLabel("Confirm New Password").fill("Fresh-Password-77");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Updated!" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/login\?message=password-updated$/, { timeout: 5000 });
  await expect(page.getByText("Your password has been updated.")).toBeVisible();
  await signInAs(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toHaveText(
    "Incorrect email or password. Please check your credentials and try again.",
  );
  await signInAs(page, email, "Fresh-Password-77");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("admin login works for an ADMIN_EMAILS user and refuses a normal user", async ({ page }) => {
  const normal = uniqueEmail("normal");
  await createAccount(page, { email: normal, password: PASSWORD });
  await page.goto("/admin-login");
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(normal);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In as Administrator" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Access denied.");
  const nav = page.getByRole("navigation", { name: "Main" });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Sign In Required" })).toBeVisible();

  await createAccount(page, {
    firstName: "Ada",
    lastName: "Admin",
    email: "admin@lancenter.example",
    password: PASSWORD,
  });
  await page.goto("/admin-login");
  await page.getByLabel("Email").fill("admin@lancenter.example");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In as Administrator" }).click();
  await expect(page.getByRole("heading", { name: "Login Successful" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  await expect(page.getByText("Administrator", { exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Contacts" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("sign-in limit: 'Too many login attempts' for one client, another client still signs in", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("limit");
  await createAccount(page, { email, password: PASSWORD });
  for (let i = 0; i < 5; i++) {
    await signInAs(page, email, "Wrong-Guess-1");
    await expect(page.getByRole("alert")).toHaveText(
      "Incorrect email or password. Please check your credentials and try again.",
    );
  }
  await signInAs(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toHaveText(
    "Too many login attempts. Please wait a moment before trying again.",
  );
  const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  const otherPage = await other.newPage();
  await signInAs(otherPage, email, PASSWORD);
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await other.close();
});

test("redirectTo only follows same-site paths", async ({ page }) => {
  const email = uniqueEmail("redirect");
  await createAccount(page, { email, password: PASSWORD });
  await page.goto("/login?redirectTo=https%3A%2F%2Fevil.example%2F");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("/auth/confirm follows only paths on this site", async ({ page }) => {
  await page.goto("/auth/confirm?confirmation_url=%2Femail-change-success");
  await expect(page).toHaveURL(/\/email-change-success$/);
  await page.goto("/auth/confirm?confirmation_url=https%3A%2F%2Fevil.example%2Fphish");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto("/auth/confirm?confirmation_url=%2F%2Fevil.example");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto("/auth/confirm");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("/email-confirmation shows its error state from the hash", async ({ page }) => {
  await page.goto("/email-confirmation#error=access_denied&error_description=Email+link+expired");
  await expect(page.getByRole("alert")).toHaveText(
    "This email confirmation link has expired or is invalid. Please try updating your email again.",
  );
  await expect(page.getByRole("link", { name: "Request Password Reset Instead" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-up validates on the server in the spec's order and keeps the input", async ({
    page,
  }) => {
    await page.goto("/signup-form");
    await page.getByLabel("First Name").fill("Sam");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter your last name.");
    await expect(page.getByLabel("First Name")).toHaveValue("Sam");
    await page.getByLabel("Last Name").fill("Lee");
    await page.getByLabel("Password", { exact: true }).fill("abcdef1");
    await page.getByLabel("Confirm Password").fill("abcdef1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address.");
    await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    const email = uniqueEmail("nojs");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Verify Your Email" })).toBeVisible();
    await page.getByLabel("Verification Code").fill(await readCode(page.request, email));
    await page.getByRole("button", { name: "Verify Email" }).click();
    await expect(page.getByRole("heading", { name: "Account Created!" })).toBeVisible();
  });
});
