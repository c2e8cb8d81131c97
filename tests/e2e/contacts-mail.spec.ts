/**
 * Issue 16 e-mails and Contacts: a partner lead reaches the team's inbox (the dev outbox shows
 * its HTML part in a sandboxed iframe beside the text part) and the admin's Contacts, where a
 * search by name, e-mail or organization and a filter by type work with and without
 * JavaScript, the lead shows its message, venue type and source page, and the CSV download
 * keeps the same selection with formula-safe cells. Non-admins cannot download the CSV.
 */
import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const lead = {
  name: `Grace Hopper ${tag}`,
  email: `grace-${tag}@hall.example`,
  organization: `=Hopper Hall ${tag}`,
  venueType: "game-arena",
  message: `We have 40 PCs.\n<script>alert(1)</script> and a stage ${tag}.`,
};

async function sendLead(page: Page) {
  await page.goto("/signup");
  await waitForHydration(page);
  await page.getByLabel("Name").fill(lead.name);
  await page.getByLabel("E-mail").fill(lead.email);
  await page.getByLabel("Organization").fill(lead.organization);
  await page.getByLabel("Venue type").selectOption(lead.venueType);
  await page.getByLabel(/Message/).fill(lead.message);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("lead-success")).toContainText("Thank you!");
}

test.describe.configure({ mode: "serial" });

test("a partner lead is e-mailed to the team; the outbox shows text and sandboxed HTML", async ({
  page,
}) => {
  await sendLead(page);
  await page.goto("/dev/outbox");
  const message = page
    .getByTestId("outbox-message")
    .filter({ hasText: `New partner lead: ${lead.organization}` });
  await expect(message).toHaveCount(1);
  await expect(message.locator("pre")).toContainText(`Message:\nWe have 40 PCs.`);
  await expect(message.locator("pre")).toContainText("Source page: /signup");
  const iframe = message.getByTestId("outbox-html");
  await expect(iframe).toHaveAttribute("sandbox", "");
  await expect(iframe).toHaveAttribute(
    "title",
    `HTML part of New partner lead: ${lead.organization}`,
  );
  await iframe.scrollIntoViewIfNeeded();
  const frame = message.frameLocator('[data-testid="outbox-html"]');
  await expect(frame.getByRole("heading", { level: 1, name: "LAN Center Network" })).toBeVisible();
  await expect(frame.getByText("Uniting centers world-wide").first()).toBeVisible();
  await expect(frame.getByText(`<script>alert(1)</script> and a stage ${tag}.`)).toBeVisible();
  await expect(frame.locator("script")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The e-mail's own document (the layout every message uses) passes axe on a page of its own.
  const html = await iframe.getAttribute("srcdoc");
  expect(html).toContain("Uniting centers world-wide");
  const mailPage = await page.context().newPage();
  try {
    await mailPage.setContent(html!);
    await expectNoAxeViolations(mailPage);
  } finally {
    await mailPage.close();
  }
});

test("the admin searches and filters Contacts, sees the lead's details and downloads the CSV", async ({
  page,
  login,
}) => {
  await login({ admin: true });
  await page.goto("/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();

  await page.getByLabel("Search by name, e-mail or organization").fill(`hopper hall ${tag}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=hopper\\+hall\\+${tag}`));
  await expect(page.getByTestId("contacts-count")).toHaveText("1 contact found");
  const card = page.getByRole("listitem").filter({ hasText: lead.organization });
  await expect(card).toContainText(lead.name);
  await expect(card).toContainText("partner lead");
  await expect(card).toContainText("Game arena");
  await expect(card).toContainText("/signup");
  await expect(card.getByTestId("lead-message")).toHaveText(lead.message);
  await expectNoAxeViolations(page);

  // The same lead by its e-mail, and not among the LAN parties.
  await page.goto(`/contacts?q=${encodeURIComponent(lead.email)}&type=partner_lead`);
  await expect(page.getByTestId("contacts-count")).toHaveText("1 contact found");
  await expect(page.getByLabel("Type")).toHaveValue("partner_lead");
  await page.getByLabel("Type").selectOption("lan_party");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("contacts-count")).toHaveText("0 contacts found");
  await expect(page.getByText("No contacts found.")).toBeVisible();

  // The CSV keeps the selection; the leading '=' is neutralised.
  await page.goto(`/contacts?q=${encodeURIComponent(lead.name)}`);
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: /Download CSV/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(lines[0]).toBe(
    "Type,Organization,Name,E-mail,Website,Address,Venue type,Source page,Message,Added,Name source,E-mail source",
  );
  // One row for the lead; its message (with a line break) quoted, the leading '=' neutralised.
  expect(lines.filter(Boolean)).toHaveLength(2);
  expect(csv).toContain(
    `\r\npartner_lead,'=Hopper Hall ${tag},Grace Hopper ${tag},grace-${tag}@hall.example,,,Game arena,/signup,"We have 40 PCs.`,
  );
  expect(csv).not.toMatch(/(^|,)=Hopper/m);

  // An unknown type is refused with every type shown.
  const refused = await page.goto("/contacts?type=nonsense");
  expect(refused?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("Unknown contact type. Showing every type.");
  expect((await page.request.get("/contacts.csv?type=nonsense")).status()).toBe(400);
});

test("Contacts search and filter work without JavaScript", async ({ browser, login }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await login({ admin: true, context });
    const page = await context.newPage();
    await page.goto("/contacts");
    await page.getByLabel("Search by name, e-mail or organization").fill(lead.email);
    await page.getByLabel("Type").selectOption("partner_lead");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("contacts-count")).toHaveText("1 contact found");
    await expect(page.getByRole("listitem").filter({ hasText: lead.organization })).toBeVisible();
    await expect(page.getByRole("link", { name: /Download CSV/ })).toHaveAttribute(
      "href",
      `/contacts.csv?q=${encodeURIComponent(lead.email).replace(/%20/g, "+")}&type=partner_lead`,
    );
  } finally {
    await context.close();
  }
});

test("only administrators get the CSV", async ({ page, login }) => {
  const visitor = await page.request.get("/contacts.csv", { maxRedirects: 0 });
  expect([302, 303]).toContain(visitor.status());
  expect(visitor.headers()["location"]).toMatch(/^\/login\?redirectTo=/);
  await login();
  expect((await page.request.get("/contacts.csv")).status()).toBe(403);
});
