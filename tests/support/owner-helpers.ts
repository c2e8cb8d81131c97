/** Owner portal steps shared by specs: fill and submit the LAN center registration form. */
import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/**
 * A fresh community name starting "E2E Crew": one owner per community name (ADR 070), so specs
 * whose users each register a center cannot share one.
 */
export function freshCrew(): string {
  return `E2E Crew ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Fills every field of /register-lan-center; `community` defaults to a fresh "E2E Crew …". */
export async function fillCenter(page: Page, name: string, community = freshCrew()) {
  await page.getByLabel("Owner/manager first name").fill("Ada");
  await page.getByLabel("Owner/manager last name").fill("Owner");
  await page.getByLabel("Contact e-mail").fill("ada.owner@example.com");
  await page.getByLabel("Community name").fill(community);
  await page.getByLabel("LAN center name").fill(name);
  await page.getByLabel("Website").fill("https://pixel.example");
  await page.getByLabel("Address").fill("1 Main St, Springfield");
  await page.getByLabel("Latitude").fill("40.5");
  await page.getByLabel("Longitude").fill("-73.25");
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("Forty PCs and a café.");
}

/** Registers a center as the signed-in user; returns its id from the /payment redirect. */
export async function registerCenter(
  page: Page,
  name: string,
  community?: string,
): Promise<string> {
  await page.goto("/register-lan-center");
  await waitForHydration(page);
  await fillCenter(page, name, community);
  await page.getByRole("button", { name: "Register LAN Center" }).click();
  await expect(page.getByRole("heading", { name: "LAN Center Registered!" })).toBeVisible();
  await expect(page.getByText("Our team will review and verify your LAN center")).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?location=[0-9a-f-]{36}$/, { timeout: 5000 });
  return new URL(page.url()).searchParams.get("location")!;
}

/**
 * Registers a party as the signed-in user; returns its id from its dashboard edit link.
 * @param community the community name as typed; default a fresh one, padded and in mixed case
 *   (communities belong to their organisers, ADR 049, so a shared name would be refused)
 */
export async function registerParty(
  page: Page,
  name: string,
  community = `  ${name} Crew ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)} `,
): Promise<string> {
  await page.goto("/register-lan-party");
  await waitForHydration(page);
  await page.getByLabel("Event name").fill(name);
  await page.getByLabel("Start date and time").fill("2031-05-01T18:00");
  await page.getByLabel("End date and time").fill("2031-05-02T10:00");
  await page.getByRole("textbox", { name: "Description", exact: true }).fill("All night long.");
  await page.getByLabel("Community name").fill(community);
  await page.getByLabel("Website").fill("https://party.example");
  await page.getByRole("button", { name: "Register LAN Party" }).click();
  await expect(page.getByRole("heading", { name: "LAN Party Registered!" })).toBeVisible();
  // The registered page goes to the dashboard after 3 s (issue 24 item 3).
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });
  const edit = page.getByRole("link", { name: `Edit ${name}` });
  return (await edit.getAttribute("href"))!.split("/").pop()!;
}

/**
 * Creates a center owned by the signed-in user through the local-only /dev/seed-center (no
 * community, no review); returns its id. The page is left on /payment?location={id}.
 */
export async function seedCenter(page: Page, name: string): Promise<string> {
  await page.goto("/dev/seed-center");
  await page.getByLabel("LAN center name").fill(name);
  await page.getByRole("button", { name: "Create and Choose a Plan" }).click();
  await expect(page).toHaveURL(/\/payment\?location=[0-9a-f-]{36}$/);
  return new URL(page.url()).searchParams.get("location")!;
}
