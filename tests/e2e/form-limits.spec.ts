/**
 * Over-long text is refused, never cut (issue 24 item 4): the owner's center form has no
 * `maxlength`, so a 5,000-character name stays as typed; a counter near and over the limit
 * ('15 characters left', '4800 characters too many') is announced politely and tied to the field;
 * the server answers 'At most 200 characters' next to the field and keeps the text, with and
 * without JavaScript. axe on the page with the message.
 */
import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueEmail } from "../support/auth-helpers";
import { test } from "../support/fixtures";
import { fillCenter } from "../support/owner-helpers";
import { waitForHydration } from "../support/hydration";

test.describe.configure({ timeout: 120_000 });

const LONG_NAME = "N".repeat(5000);

/** The name field, and the fields that used to carry a `maxlength`. */
const nameField = (page: Page) => page.getByLabel("LAN center name");

async function expectRefusedAndKept(page: Page) {
  const field = nameField(page);
  const errorId = `${await field.getAttribute("id")}-error`;
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText("At most 200 characters");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  expect((await field.inputValue()).length).toBe(5000);
  await expect(page.getByRole("heading", { name: "LAN Center Registered!" })).toHaveCount(0);
}

test("with JavaScript: a counter near and over the limit, then the server's message", async ({
  page,
  login,
}) => {
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
  await login({ email: uniqueEmail("limits-js") });
  await page.goto("/register-lan-center");
  await waitForHydration(page);
  await fillCenter(page, "Counter Arena");
  const field = nameField(page);
  for (const label of ["LAN center name", "Address", "Website", "Owner/manager first name"]) {
    await expect(page.getByLabel(label)).not.toHaveAttribute("maxlength");
  }
  await expect(page.getByRole("textbox", { name: "Description", exact: true })).not.toHaveAttribute(
    "maxlength",
  );

  const counterId = `${await field.getAttribute("id")}-count`;
  const counter = page.locator(`[id="${counterId}"]`);
  await expect(field).toHaveAttribute("aria-describedby", new RegExp(counterId));
  await expect(counter).toHaveAttribute("aria-live", "polite");
  // Far from the limit: nothing shown.
  await expect(counter).toHaveText("");
  await field.fill("N".repeat(185));
  await expect(counter).toHaveText("15 characters left");
  await field.fill(LONG_NAME);
  expect((await field.inputValue()).length).toBe(5000);
  await expect(counter).toHaveText("4800 characters too many");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Register LAN Center" }).click();
  await expectRefusedAndKept(page);
  await expect(counter).toHaveText("4800 characters too many");
  await expectNoAxeViolations(page);

  // Shortened to the limit, the form goes through.
  await field.fill("N".repeat(196) + Date.now().toString(36).slice(-4));
  await expect(counter).toHaveText("0 characters left");
  await page.getByRole("button", { name: "Register LAN Center" }).click();
  await expect(page.getByRole("heading", { name: "LAN Center Registered!" })).toBeVisible();
});

test("without JavaScript: nothing is cut and the server says 'At most 200 characters'", async ({
  browser,
  login,
}) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
  });
  try {
    await login({ email: uniqueEmail("limits-nojs"), context });
    const page = await context.newPage();
    await page.goto("/register-lan-center");
    await fillCenter(page, LONG_NAME);
    expect((await nameField(page).inputValue()).length).toBe(5000);
    await page.getByRole("button", { name: "Register LAN Center" }).click();
    await expectRefusedAndKept(page);
  } finally {
    await context.close();
  }
});
