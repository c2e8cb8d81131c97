/**
 * Dashboard account settings end to end (the Email Settings tab and the Security tab): change
 * e-mail with the code from /dev/outbox (the old address gets a notice; only the new address signs
 * in), the validation messages, change password (old stops working, other sessions are signed out),
 * and axe on both tabs and the code step.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { createAccount, logOut, signInAs, test, uniqueEmail } from "../support/auth-helpers";
import { readCode } from "../support/codes";
import { waitForHydration } from "../support/hydration";

const PASSWORD = "Lan-Party-2026";

test.describe.configure({ timeout: 120_000 });

test("change e-mail with the code sent to the new address", async ({ page }) => {
  const oldEmail = uniqueEmail("mover");
  const newEmail = uniqueEmail("moved");
  const taken = uniqueEmail("taken");
  await createAccount(page, { email: taken, password: PASSWORD });
  await createAccount(page, {
    firstName: "Mo",
    lastName: "Vers",
    email: oldEmail,
    password: PASSWORD,
  });
  await signInAs(page, oldEmail, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/dashboard?tab=email");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Email Settings" })).toBeVisible();
  await expect(page.getByText(`Current email: ${oldEmail}`)).toBeVisible();
  await expectNoAxeViolations(page);

  const field = page.getByLabel("New Email Address");
  const send = page.getByRole("button", { name: "Send Code" });
  const alert = page.getByRole("alert");
  await send.click();
  await expect(alert).toHaveText("Please enter a new email address");
  await field.fill("not-an-email");
  await send.click();
  await expect(alert).toHaveText("Please enter a valid email address");
  await field.fill(oldEmail.toUpperCase());
  await send.click();
  await expect(alert).toHaveText("New email must be different from current email");
  await field.fill(taken);
  await send.click();
  await expect(alert).toHaveText(
    "This email address is already in use. Please use a different email.",
  );
  await expect(field).toHaveValue(taken);

  await field.fill(newEmail);
  await send.click();
  await expect(page.getByText("We've sent a 6-digit code to the new address")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/email$/);
  await expect(page.getByText(/expires in 1 hour/)).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  const codeField = page.getByLabel("Verification Code");
  const verify = page.getByRole("button", { name: "Verify & Update Email" });
  await verify.click();
  await expect(alert).toHaveText("Please enter the 6-digit code");
  await codeField.fill("12ab3");
  await expect(codeField).toHaveValue("123");
  await verify.click();
  await expect(alert).toHaveText("Code must be exactly 6 digits");

  await page.getByRole("button", { name: "Resend Code" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "New code sent! Check your email." }),
  ).toBeVisible();
  const code = await readCode(page.request, newEmail, "Confirm your new e-mail address");
  await codeField.fill(code);
  await verify.click();
  await expect(page).toHaveURL(/\/email-change-success$/);
  await expect(page.getByRole("heading", { name: "Email Updated Successfully!" })).toBeVisible();

  // The old address was told.
  const outbox = await (await page.request.get("/dev/outbox")).text();
  const notice = outbox
    .split('data-testid="outbox-message"')
    .find(
      (chunk) => chunk.includes(`>${oldEmail}<`) && chunk.includes("e-mail address was changed"),
    );
  expect(notice).toBeTruthy();

  await page.goto("/dashboard?tab=email");
  await expect(page.getByText(`Current email: ${newEmail}`)).toBeVisible();
  await logOut(page);

  await signInAs(page, oldEmail, PASSWORD);
  await expect(page.getByRole("alert")).toContainText("No account found");
  await signInAs(page, newEmail, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole("heading", { name: "Welcome, Mo Vers" })).toBeVisible();
});

test("cancel leaves the e-mail as it was", async ({ page }) => {
  const email = uniqueEmail("stayer");
  await createAccount(page, { email, password: PASSWORD });
  await signInAs(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/dashboard?tab=email");
  await page.getByLabel("New Email Address").fill(uniqueEmail("elsewhere"));
  await page.getByRole("button", { name: "Send Code" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("New Email Address")).toBeVisible();
  await expect(page.getByText(`Current email: ${email}`)).toBeVisible();
});

test("change password: validation, wrong current password, other sessions signed out", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("rekey");
  const newPassword = "Fresh-Frag-2027";
  await createAccount(page, { email, password: PASSWORD });

  const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.1.2" } });
  const otherPage = await other.newPage();
  await signInAs(otherPage, email, PASSWORD);
  await expect(otherPage).toHaveURL(/\/dashboard/);

  await signInAs(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/dashboard?tab=security");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  await expectNoAxeViolations(page);

  const current = page.getByLabel("Current Password", { exact: true });
  const next = page.getByLabel("New Password", { exact: true });
  const confirm = page.getByLabel("Confirm New Password", { exact: true });
  const update = page.getByRole("button", { name: "Update Password" });
  const alert = page.getByRole("alert");
  await current.fill(PASSWORD);
  await update.click();
  await expect(alert).toHaveText("Please enter a new password");
  await next.fill("abc");
  await confirm.fill("abc");
  await update.click();
  await expect(alert).toHaveText("Password must be at least 6 characters long");
  await next.fill(newPassword);
  await confirm.fill("Something-Else-1");
  await update.click();
  await expect(alert).toHaveText("Passwords do not match");

  // Show/hide toggle.
  await page.getByRole("button", { name: "Show new password", exact: true }).click();
  await expect(next).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide new password", exact: true }).click();
  await expect(next).toHaveAttribute("type", "password");

  await current.fill("Wrong-Password-9");
  await confirm.fill(newPassword);
  await update.click();
  await expect(alert).toHaveText("Your current password is incorrect. Please try again.");

  await current.fill(PASSWORD);
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await update.click();
  await expect(
    page.getByRole("status").filter({ hasText: "Password updated successfully!" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // This browser stays signed in; the other one is signed out.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /^Welcome,/ })).toBeVisible();
  await otherPage.goto("/dashboard");
  await expect(otherPage.getByRole("heading", { name: "Sign In Required" })).toBeVisible();
  await other.close();

  await logOut(page);
  await signInAs(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText("Incorrect email or password");
  await signInAs(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard/);
});

test("visitors cannot post account changes", async ({ request }) => {
  const response = await request.post("/dashboard?tab=security", {
    form: {
      intent: "password",
      currentPassword: "x",
      password: "yyyyyy",
      confirmPassword: "yyyyyy",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toContain("/login");
});
