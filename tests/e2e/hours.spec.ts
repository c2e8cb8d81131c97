/**
 * Hours and facilities (issue 14 item 4, ADR 061): an owner's bad hours, price and phone get
 * their messages in place with everything typed kept; a venue in Brisbane (UTC+10, 10 hours from
 * the server's UTC) with hours around its own local time shows 'Open now' on its page (on the
 * server's clock it would be closed), with its zone, facilities and JSON-LD; /lan-centers finds
 * it with the open-now and platform filters, without JavaScript too. axe on each page.
 */
import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueEmail } from "../support/auth-helpers";
import { test } from "../support/fixtures";
import { fillCenter } from "../support/owner-helpers";
import { publishCenter, reviewerSession, unpublishCenter } from "../support/reviewer";
import { waitForHydration } from "../support/hydration";

test.describe.configure({ timeout: 180_000 });

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "HH:MM" on Brisbane's wall clock (UTC+10 all year) `hours` from now. */
function brisbaneTime(hours: number): string {
  const at = new Date(Date.now() + (10 + hours) * 3_600_000);
  return `${String(at.getUTCHours()).padStart(2, "0")}:${String(at.getUTCMinutes()).padStart(2, "0")}`;
}

const range = (page: Page, day: string, field: "Opens" | "Closes") =>
  page.getByLabel(`${day}, first range: ${field}`, { exact: true });

test("set hours and facilities; the page says 'Open now' on the venue's own clock", async ({
  page,
  browser,
  login,
}) => {
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
  await login({ email: uniqueEmail("hours-owner") });
  const stamp = Date.now().toString(36);
  const name = `Night Owl LAN ${stamp}`;
  const community = `Owl Crew ${stamp}`;

  await page.goto("/register-lan-center");
  await waitForHydration(page);
  await fillCenter(page, name, community);
  await page.getByLabel("Latitude").fill("-27.4698");
  await page.getByLabel("Longitude").fill("153.0251");

  // Bad input: an end before the start without 'past midnight', a price below 0, letters in
  // the phone number. Each gets its message in place; nothing typed is lost.
  await range(page, "Monday", "Opens").fill("18:00");
  await range(page, "Monday", "Closes").fill("02:00");
  await page.getByLabel("Price from").fill("-1");
  await page.getByLabel("Currency").fill("AUD");
  await page.getByLabel("Phone").fill("call 555");
  await page.getByLabel("VR", { exact: true }).check();
  await page.getByRole("button", { name: "Register LAN Center" }).click();
  await expect(page.getByTestId("hours-mon")).toContainText(
    "Closing time 02:00 is before opening time 18:00; tick 'past midnight' if it closes the next day",
  );
  // Days left empty are 'hours not given', not errors (issue 24 item 4).
  await expect(page.getByTestId("hours-tue")).not.toContainText("Please");
  await expect(page.getByText("Price cannot be below 0")).toBeVisible();
  await expect(
    page.getByText("Please use only digits, spaces, +, - and parentheses"),
  ).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  await expect(range(page, "Monday", "Opens")).toHaveValue("18:00");
  await expect(page.getByLabel("Phone")).toHaveValue("call 555");
  await expect(page.getByLabel("VR", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Latitude")).toHaveValue("-27.4698");
  await expect(page.getByLabel("LAN center name")).toHaveValue(name);
  await expectNoAxeViolations(page);

  // Every day open from two hours before to two hours after Brisbane's present time.
  const opens = brisbaneTime(-2);
  const closes = brisbaneTime(2);
  for (const day of DAYS) {
    await range(page, day, "Opens").fill(opens);
    await range(page, day, "Closes").fill(closes);
    const overnight = page.getByLabel(`${day}, first range: closes past midnight`);
    if (closes < opens) await overnight.check();
    else await overnight.uncheck();
  }
  await page.getByLabel("Price from").fill("7.50");
  await page.getByLabel("Phone").fill("+61 7 3000 0000");
  await page.getByLabel("Gaming stations").fill("32");
  await page.getByLabel("Step-free entrance").check();
  await page.getByRole("button", { name: "Register LAN Center" }).click();
  await expect(page.getByRole("heading", { name: "LAN Center Registered!" })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?location=[0-9a-f-]{36}$/, { timeout: 5000 });
  const centerId = new URL(page.url()).searchParams.get("location")!;

  // Public: verified (center and community) and a complimentary listing.
  const reviewer = await reviewerSession(browser, login, "10.250.0.61");
  try {
    await publishCenter(reviewer.page, { center: name, community });

    // The server runs on UTC, where it is 8 hours past closing; Brisbane is open.
    await page.goto(`/lan-centers/${centerId}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("opening-status")).toHaveText(`Open now · closes ${closes}`);
    await expect(page.getByText("Local time (Australia/Brisbane)")).toBeVisible();
    await expect(page.getByRole("row", { name: /Friday/ })).toContainText(`${opens}–${closes}`);
    await expect(page.getByText("from 7.50 AUD")).toBeVisible();
    await expect(page.getByText("VR", { exact: true })).toBeVisible();
    await expect(page.getByText("Step-free entrance")).toBeVisible();
    await expect(page.getByRole("link", { name: "+61 7 3000 0000" })).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ telephone: "+61 7 3000 0000", priceRange: "from 7.50 AUD" });
    expect(jsonLd.openingHoursSpecification).toHaveLength(7);
    await expectNoAxeViolations(page);

    // /lan-centers: open now and platform filters, with and without JavaScript.
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        javaScriptEnabled,
      });
      const visitor = await context.newPage();
      await visitor.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
      await visitor.goto(`/lan-centers?q=${encodeURIComponent(name)}`);
      await visitor.getByLabel("Platform").selectOption("vr");
      await visitor.getByLabel("Open now").check();
      await visitor.getByRole("button", { name: "Search" }).click();
      await expect(visitor).toHaveURL(/platform=vr/);
      await expect(visitor).toHaveURL(/open=1/);
      await expect(visitor.getByTestId("center-list")).toContainText(name);
      await visitor.goto(`/lan-centers?q=${encodeURIComponent(name)}&platform=console`);
      await expect(visitor.getByTestId("center-list").getByText(name)).toHaveCount(0);
      if (javaScriptEnabled) await expectNoAxeViolations(visitor);
      await context.close();
    }
  } finally {
    await unpublishCenter(reviewer.page, centerId);
    await reviewer.context.close();
  }
});

test("without JavaScript, overlapping ranges and an unknown platform get their messages in place", async ({
  browser,
  login,
}) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
  });
  try {
    await login({ email: uniqueEmail("hours-nojs"), context });
    const page = await context.newPage();
    await page.goto("/register-lan-center");
    await fillCenter(page, `No Script LAN ${Date.now().toString(36)}`);
    await range(page, "Tuesday", "Opens").fill("10:00");
    await range(page, "Tuesday", "Closes").fill("15:00");
    await page.getByLabel("Tuesday, second range: Opens", { exact: true }).fill("14:00");
    await page.getByLabel("Tuesday, second range: Closes", { exact: true }).fill("20:00");
    for (const day of DAYS.filter((day) => day !== "Tuesday")) {
      await page
        .getByTestId(`hours-${day.slice(0, 3).toLowerCase()}`)
        .getByLabel("Closed all day")
        .check();
    }
    // A forged platform value (not one of the boxes) is refused by name.
    await page
      .getByLabel("PC", { exact: true })
      .evaluate((box) => ((box as HTMLInputElement).value = "xbox"));
    await page.getByLabel("PC", { exact: true }).check();
    await page.getByRole("button", { name: "Register LAN Center" }).click();
    await expect(page.getByTestId("hours-tue")).toContainText("Opening ranges overlap");
    await expect(page.getByText("Unknown platform: xbox")).toBeVisible();
    await expect(page.getByLabel("Tuesday, second range: Opens", { exact: true })).toHaveValue(
      "14:00",
    );
    await expect(page.getByTestId("hours-sun").getByLabel("Closed all day")).toBeChecked();
    await expect(page.getByTestId("hours-mon")).not.toContainText("Please");
  } finally {
    await context.close();
  }
});

test("Monday only: the other days are saved and shown as 'Hours not given'; a half-filled day is the only error", async ({
  page,
  browser,
  login,
}) => {
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
  await login({ email: uniqueEmail("hours-monday") });
  const stamp = Date.now().toString(36);
  const name = `Monday LAN ${stamp}`;
  const community = `Monday Crew ${stamp}`;
  await page.goto("/register-lan-center");
  await waitForHydration(page);
  await fillCenter(page, name, community);

  // Half a day: only Wednesday's opening time. That day alone gets a message.
  await range(page, "Monday", "Opens").fill("10:00");
  await range(page, "Monday", "Closes").fill("22:00");
  await range(page, "Wednesday", "Opens").fill("12:00");
  await page.getByTestId("hours-sun").getByLabel("Closed all day").check();
  await page.getByRole("button", { name: "Register LAN Center" }).click();
  await expect(page.getByTestId("hours-wed")).toContainText(
    "Please enter both an opening and a closing time for Wednesday (HH:MM), or leave both empty",
  );
  for (const day of ["mon", "tue", "thu", "fri", "sat", "sun"]) {
    await expect(page.getByTestId(`hours-${day}`)).not.toContainText("Please");
  }
  await expect(range(page, "Wednesday", "Opens")).toHaveValue("12:00");
  await expect(range(page, "Monday", "Closes")).toHaveValue("22:00");
  await expect(page.getByTestId("hours-sun").getByLabel("Closed all day")).toBeChecked();
  await expectNoAxeViolations(page);

  await range(page, "Wednesday", "Opens").fill("");
  await page.getByRole("button", { name: "Register LAN Center" }).click();
  await expect(page.getByRole("heading", { name: "LAN Center Registered!" })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?location=[0-9a-f-]{36}$/, { timeout: 5000 });
  const centerId = new URL(page.url()).searchParams.get("location")!;

  // The edit form: Tuesday is empty, not closed; Sunday stays closed.
  await page.goto(`/register-lan-center?edit=${centerId}`);
  await expect(range(page, "Monday", "Opens")).toHaveValue("10:00");
  await expect(range(page, "Tuesday", "Opens")).toHaveValue("");
  await expect(page.getByTestId("hours-tue").getByLabel("Closed all day")).not.toBeChecked();
  await expect(page.getByTestId("hours-sun").getByLabel("Closed all day")).toBeChecked();

  const reviewer = await reviewerSession(browser, login, "10.250.0.62");
  try {
    await publishCenter(reviewer.page, { center: name, community });
    await page.goto(`/lan-centers/${centerId}`);
    await expect(page.getByRole("row", { name: /Monday/ })).toContainText("10:00–22:00");
    for (const day of ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]) {
      await expect(page.getByRole("row", { name: new RegExp(day) })).toContainText(
        "Hours not given",
      );
    }
    await expect(page.getByRole("row", { name: /Sunday/ })).toContainText("Closed");
    await expectNoAxeViolations(page);
  } finally {
    await unpublishCenter(reviewer.page, centerId);
    await reviewer.context.close();
  }
});
