/**
 * Long text never widens a page (issue 16 point 3, ADR 054): every text field of a LAN center,
 * its community and contact, two LAN parties, the owner's profile, a rejection reason and a
 * partner lead hold 200 characters without a space, and at 390 px no page that shows them
 * scrolls sideways (`document.documentElement.scrollWidth <= innerWidth`): the public list, the
 * center page, the events list and page, the dashboard, the review queue and its rejected view,
 * /admin/listings and /contacts.
 */
import { expect, type Browser, type Page } from "@playwright/test";
import { uniqueEmail } from "../support/auth-helpers";
import { test, type Login } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";

test.describe.configure({ mode: "serial" });

const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);

/** 200 characters without a space, starting with `label` and this run's stamp. */
function long(label: string, length = 200): string {
  const start = `${label}${stamp}`;
  return (start + "W".repeat(length)).slice(0, length);
}

/** An e-mail address of about 200 characters without a space. */
const LONG_EMAIL = `${"m".repeat(60)}${stamp}@${"d".repeat(60)}.${"e".repeat(60)}.example`;
/** A 200-character URL without a space. */
const LONG_URL = (`https://example.com/${stamp}/` + "p".repeat(200)).slice(0, 200);

const center = {
  name: long("Center"),
  community: long("Crew"),
  communityDescription: long("CrewAbout"),
  address: long("Address"),
  description: long("About"),
  contactFirst: long("First"),
  contactLast: long("Last"),
};
const party = { name: long("Party"), description: long("PartyAbout"), community: long("PCrew") };
const rejected = { name: long("Nope"), community: long("NCrew") };
const reason = long("Reason", 1000);

/** Goes to `path` and asserts that the page does not scroll horizontally at 390 px. */
async function expectNoSideScroll(page: Page, path: string, shows: string) {
  await page.goto(path);
  await expect(page.getByText(shows, { exact: false }).first()).toBeAttached();
  await waitForHydration(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(innerWidth).toBe(PHONE.width);
  expect(scrollWidth, `${path} is ${scrollWidth}px wide`).toBeLessThanOrEqual(innerWidth);
}

/** Registers a party with long text in every text field, as the signed-in owner. */
async function registerLongParty(
  page: Page,
  values: { name: string; description?: string; community: string },
) {
  await page.goto("/register-lan-party");
  await waitForHydration(page);
  await page.getByLabel("Event name").fill(values.name);
  await page.getByLabel("Start date and time").fill("2031-05-01T18:00");
  await page.getByLabel("End date and time").fill("2031-05-02T10:00");
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill(values.description ?? values.name);
  await page.getByLabel("Community name").fill(values.community);
  await page.getByLabel("Website").fill(LONG_URL);
  const where = page.getByLabel("Location", { exact: true });
  if (await where.isVisible()) await where.fill(long("Place"));
  await page.getByRole("button", { name: "Register LAN Party" }).click();
  await expect(page.getByRole("heading", { name: "LAN Party Registered!" })).toBeVisible();
}

/** The id of the owner's party named `name`, from its dashboard edit link. */
async function partyIdOf(page: Page, name: string): Promise<string | null> {
  await page.goto("/dashboard");
  const href = await page.getByRole("link", { name: `Edit ${name}` }).getAttribute("href");
  return href?.split("/").pop() ?? null;
}

/** A signed-in admin at phone width in its own browser context. */
async function adminPage(browser: Browser, login: Login) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "10.250.16.3" },
    viewport: PHONE,
  });
  const page = await context.newPage();
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
  await login({ email: "reviewer@lancenter.example", admin: true, context });
  return { page, context };
}

test("200-character unbroken text never makes a page scroll sideways at 390 px", async ({
  page,
  browser,
  login,
}) => {
  test.setTimeout(240_000);
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
  await login({
    email: uniqueEmail("long-text"),
    firstName: long("Owner"),
    lastName: long("Surname"),
  });

  // The center, with every text field at its longest unbroken form.
  await page.goto("/register-lan-center");
  await waitForHydration(page);
  await page.getByLabel("Owner/manager first name").fill(center.contactFirst);
  await page.getByLabel("Owner/manager last name").fill(center.contactLast);
  await page.getByLabel("Contact e-mail").fill(LONG_EMAIL);
  await page.getByLabel("Community name").fill(center.community);
  await page.getByLabel("Community description").fill(center.communityDescription);
  await page.getByLabel("LAN center name").fill(center.name);
  await page.getByLabel("Website").fill(LONG_URL);
  await page.getByLabel("Address").fill(center.address);
  await page.getByLabel("Latitude").fill("40.5");
  await page.getByLabel("Longitude").fill("-73.25");
  await page.getByRole("textbox", { name: "Description", exact: true }).fill(center.description);
  await page.getByRole("button", { name: "Register LAN Center" }).click();
  await expect(page.getByRole("heading", { name: "LAN Center Registered!" })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?location=[0-9a-f-]{36}$/, { timeout: 5000 });
  const centerId = new URL(page.url()).searchParams.get("location")!;
  await page.setViewportSize(PHONE);
  await expectNoSideScroll(page, `/payment?location=${centerId}`, center.name);

  await registerLongParty(page, party);
  await registerLongParty(page, rejected);

  // A partner lead with long text, for /contacts (when the page shows our own form).
  await page.goto("/signup");
  const lead = page
    .getByRole("form", { name: /./ })
    .filter({ has: page.getByLabel("Organization") });
  if (await lead.count()) {
    // The lead form's own limits: name 120, organization 160 characters.
    await lead.getByLabel("Name").fill(long("Lead", 120));
    await lead.getByLabel("E-mail").fill(LONG_EMAIL);
    await lead.getByLabel("Organization").fill(long("Org", 160));
    await lead.getByLabel("Venue type").selectOption({ index: 1 });
    await lead.getByLabel("Message (optional)").fill(long("Message"));
    await lead.getByRole("button").last().click();
    await expect(page.getByTestId("lead-success")).toBeVisible();
  }

  const admin = await adminPage(browser, login);
  const reviewer = admin.page;
  try {
    await expectNoSideScroll(reviewer, "/admin/review", center.name);
    await reviewer.getByLabel(`Reason for rejecting ${rejected.name}`).fill(reason);
    await reviewer.getByRole("button", { name: `Reject ${rejected.name}` }).click();
    await expect(reviewer.getByRole("status").filter({ hasText: "rejected" })).toBeVisible();
    await reviewer.getByRole("button", { name: `Verify ${center.name}` }).click();
    await expect(reviewer.getByRole("status").filter({ hasText: "verified" })).toBeVisible();
    for (const name of [center.community, party.name]) {
      await reviewer.getByRole("button", { name: `Verify ${name}` }).click();
      await expect(reviewer.getByRole("status").filter({ hasText: name })).toBeVisible();
    }
    await expectNoSideScroll(reviewer, "/admin/review?view=rejected", rejected.name);
    await expectNoSideScroll(reviewer, "/admin/listings", center.name);
    const card = reviewer.getByRole("listitem").filter({ hasText: center.name });
    await card
      .getByRole("button", { name: `Grant complimentary listing for ${center.name}` })
      .click();
    await expect(card).toContainText("On the map");
    await expectNoSideScroll(reviewer, "/admin/listings", center.name);
    await expectNoSideScroll(reviewer, "/contacts", center.contactFirst);

    // The public pages and the owner's dashboard.
    await expectNoSideScroll(page, "/lan-centers", center.name);
    await expectNoSideScroll(
      page,
      `/lan-centers?q=${encodeURIComponent(center.name.slice(0, 40))}`,
      center.name,
    );
    await expectNoSideScroll(page, `/lan-centers/${centerId}`, center.description);
    await expectNoSideScroll(page, "/events", party.name);
    await page.getByRole("link", { name: party.name }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: party.name })).toBeVisible();
    await expectNoSideScroll(page, page.url(), party.description);
    await expectNoSideScroll(page, "/dashboard", reason.slice(0, 60));
    await expectNoSideScroll(page, `/dashboard?nextSteps=${centerId}`, "Next Steps");
    await expectNoSideScroll(page, `/dashboard?confirm=${centerId}`, "Confirm Your Details");
    await expectNoSideScroll(page, "/dashboard/email", "Email Settings");
  } finally {
    // Other specs count the public centers and events: take these off again.
    const origin = new URL(reviewer.url()).origin;
    await reviewer.request.post("/admin/review", {
      form: { intent: "unverify", kind: "center", id: centerId },
      headers: { origin },
    });
    const partyId = await partyIdOf(page, party.name);
    if (partyId) {
      await reviewer.request.post("/admin/review", {
        form: { intent: "unverify", kind: "party", id: partyId },
        headers: { origin },
      });
    }
    await admin.context.close();
  }
});
