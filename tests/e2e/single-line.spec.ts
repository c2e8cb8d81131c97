/**
 * Single-line fields are single lines, in the browser too (issue 23 item 2, ADR 069): a party
 * name or location with a hidden line separator or tab is refused beside the field, with and
 * without JavaScript, and every typed value stays in the form; the description keeps its line
 * breaks once the name is fixed. The sign-up and lead forms run the same rules in the browser
 * before anything is sent.
 */
import { expect } from "@playwright/test";
import { uniqueEmail } from "../support/auth-helpers";
import { test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";

/** LINE_MESSAGE of app/lib/text-input.ts (the test reads what the page shows). */
const LINE_MESSAGE =
  "Please keep this on one line: line breaks, tabs and other control characters are not allowed";

test("a party name with a hidden line break is refused beside the field; the form keeps what was typed", async ({
  page,
  browser,
  login,
}) => {
  const email = uniqueEmail("single-line");
  await login({ email });
  const noScript = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
  });
  await login({ email, context: noScript });
  const description = "Line one\nLine two\n\tindented";
  const name = `Pixel\u2028Party ${Date.now().toString(36)}`;
  for (const tab of [page, await noScript.newPage()]) {
    await tab.goto("/register-lan-party");
    if (tab === page) await waitForHydration(tab);
    await tab.getByLabel("Event name").fill(name);
    await tab.getByLabel("Start date and time").fill("2031-06-01T18:00");
    await tab.getByLabel("End date and time").fill("2031-06-02T10:00");
    await tab.getByRole("textbox", { name: "Description", exact: true }).fill(description);
    await tab.getByLabel("Community name").fill("Line Crew");
    await tab.getByLabel("Location", { exact: true }).fill("Kultur\thaus");
    await tab.getByRole("button", { name: "Register LAN Party" }).click();

    for (const label of ["Event name", "Location"]) {
      const field = tab.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(LINE_MESSAGE);
    }
    await expect(tab.getByLabel("Event name")).toHaveValue(name);
    await expect(tab.getByLabel("Location", { exact: true })).toHaveValue("Kultur\thaus");
    await expect(tab.getByLabel("Start date and time")).toHaveValue("2031-06-01T18:00");
    await expect(tab.getByLabel("Community name")).toHaveValue("Line Crew");
    await expect(tab.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(
      description,
    );
    await expect(tab.getByRole("heading", { name: "LAN Party Registered!" })).toHaveCount(0);
  }
  await noScript.close();

  // One line each: the party is registered, its description with its line breaks.
  const fixed = name.replace("\u2028", " ");
  await page.getByLabel("Event name").fill(fixed);
  await page.getByLabel("Location", { exact: true }).fill("Kulturhaus");
  await page.getByRole("button", { name: "Register LAN Party" }).click();
  await expect(page.getByRole("heading", { name: "LAN Party Registered!" })).toBeVisible();
  await page.goto("/dashboard");
  const edit = page.getByRole("link", { name: `Edit ${fixed}` });
  await edit.click();
  await expect(page.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(
    description,
  );
});

test("sign-up refuses a name with a control character in the browser, before sending", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("signup-form")) {
      posts.push(request.url());
    }
  });
  await page.goto("/signup-form");
  await waitForHydration(page);
  await page.getByLabel("First Name").fill("Ada\tLovelace");
  await page.getByLabel("Last Name").fill("Byron");
  await page.getByLabel("Email").fill(uniqueEmail("single-line-signup"));
  await page.getByLabel("Password", { exact: true }).fill("Horse-Battery-42");
  await page.getByLabel("Confirm Password").fill("Horse-Battery-42");
  const submit = page.getByRole("button", { name: "Create Account" });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: LINE_MESSAGE })).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue("Ada\tLovelace");
  await expect(page.getByLabel("Last Name")).toHaveValue("Byron");
  expect(posts).toEqual([]);
});

test("the lead form shows the message beside the name and keeps the message's line breaks", async ({
  page,
}) => {
  await page.goto("/signup");
  await waitForHydration(page);
  await page.getByLabel("Name").fill("Ada\u0085Lovelace");
  await page.getByLabel("E-mail").fill("ada@example.com");
  await page.getByLabel("Organization").fill("Analytical Arena");
  await page.getByLabel("Venue type").selectOption("game-arena");
  await page.getByLabel(/Message/).fill("Hello,\nwe run 40 PCs.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByLabel("Name")).toHaveAccessibleDescription(LINE_MESSAGE);
  await expect(page.getByLabel("Name")).toHaveValue("Ada\u0085Lovelace");
  await expect(page.getByLabel(/Message/)).toHaveValue("Hello,\nwe run 40 PCs.");
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("lead-success")).toContainText("Thank you!");
});
