/**
 * The repeated set-up of the gamer-side browser tests (issue 25): an organiser registers a LAN
 * party through /register-lan-party, the admin verifies it on /admin/review, and gamers sign up
 * (the `/dev/session` login of fixtures.ts) and RSVP on the event page, each in a browser context
 * of its own with its own client address (rate limits never couple them). Works against any
 * local-mode server: the shared e2e server or one a spec starts (`baseURL`).
 * Used by rsvp.spec.ts, calendar-feed.spec.ts and gamer-loop.spec.ts.
 */
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { uniqueEmail, uniqueIp } from "./auth-helpers";
import { createSession, type LoggedIn, type LoginOptions } from "./fixtures";
import { waitForHydration } from "./hydration";

/** The reviewer the shared e2e server (and the walk's server) lists in ADMIN_EMAILS. */
export const REVIEWER: Omit<LoginOptions, "context"> = {
  email: "reviewer@lancenter.example",
  admin: true,
};

/** A signed-in browser context of its own. */
export interface SignedIn {
  context: BrowserContext;
  page: Page;
  account: LoggedIn;
}

/**
 * Opens a browser context on `baseURL` with its own client address (and the test's `use`
 * options) and signs an account in (created verified, with its profile, when new).
 * @param options the account (fixtures.ts `LoginOptions`)
 */
export async function signedIn(
  browser: Browser,
  baseURL: string,
  options: Omit<LoginOptions, "context"> = {},
): Promise<SignedIn> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const page = await context.newPage();
  const account = await createSession(context.request, options);
  return { context, page, account };
}

/** What the organiser types into /register-lan-party. */
export interface PartyForm {
  name: string;
  /** `YYYY-MM-DDTHH:mm` on the zone's clock. */
  start: string;
  end: string;
  community: string;
  description?: string;
  /** Empty or absent: no limit. */
  capacity?: string;
  /** An IANA zone of the Time zone select (default: whatever the form shows). */
  timeZone?: string;
}

/** Opens /register-lan-party and fills it with `party` (does not submit). */
export async function fillPartyForm(page: Page, party: PartyForm): Promise<void> {
  await page.goto("/register-lan-party");
  // After hydration the time zone select moves to the browser's zone: fill after that.
  await waitForHydration(page);
  await page.getByLabel("Event name").fill(party.name);
  await page.getByLabel("Start date and time").fill(party.start);
  await page.getByLabel("End date and time").fill(party.end);
  if (party.timeZone) await page.getByLabel("Time zone").selectOption(party.timeZone);
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill(party.description ?? "All night long.");
  await page.getByLabel("Community name").fill(party.community);
  if (party.capacity !== undefined) await page.getByLabel("Capacity").fill(party.capacity);
}

/**
 * Submits the filled party form, waits for its success page and opens the dashboard (with or
 * without JavaScript).
 * @returns the new party's id (from its Edit link on the dashboard)
 */
export async function submitPartyForm(page: Page, name: string): Promise<string> {
  await page.getByRole("button", { name: "Register LAN Party" }).click();
  await expect(page.getByRole("heading", { name: "LAN Party Registered!" })).toBeVisible();
  await page.goto("/dashboard");
  const editHref = await page.getByRole("link", { name: `Edit ${name}` }).getAttribute("href");
  return editHref!.split("/").pop()!;
}

/** Registers `party` as the signed-in organiser of `page`. @returns the party's id */
export async function registerParty(page: Page, party: PartyForm): Promise<string> {
  await fillPartyForm(page, party);
  return submitPartyForm(page, party.name);
}

/** The admin (`REVIEWER`, in a context of its own) verifies the party named `name`. */
export async function verifyParty(browser: Browser, baseURL: string, name: string): Promise<void> {
  const reviewer = await signedIn(browser, baseURL, REVIEWER);
  try {
    await reviewer.page.goto("/admin/review");
    await reviewer.page.getByRole("button", { name: `Verify ${name}` }).click();
    await expect(reviewer.page.getByRole("status").filter({ hasText: name })).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await reviewer.context.close();
  }
}

/** The event page's RSVP buttons. */
export const rsvpButton = (page: Page, name: "RSVP" | "Join waitlist" | "Cancel RSVP") =>
  page.getByRole("button", { name, exact: true });

/**
 * RSVPs on the event page: RSVP when a place is free (then "You're going."), else Join waitlist
 * ("You're on the waitlist.").
 */
export async function rsvpTo(
  page: Page,
  eventId: string,
  expected: "going" | "waiting",
): Promise<void> {
  await page.goto(`/events/${eventId}`);
  if (expected === "going") {
    await rsvpButton(page, "RSVP").click();
    await expect(page.getByText("You're going.")).toBeVisible();
    await expect(rsvpButton(page, "Cancel RSVP")).toBeVisible();
  } else {
    await expect(page.getByText("This event is full.")).toBeVisible();
    await rsvpButton(page, "Join waitlist").click();
    await expect(page.getByText("You're on the waitlist.")).toBeVisible();
  }
}

/** A verified party with its organiser and its gamers (in the order they RSVP'd). */
export interface PartyWithGamers {
  eventId: string;
  organiser: SignedIn;
  gamers: SignedIn[];
}

/**
 * The whole set-up: a new organiser registers `party`, the admin verifies it, and one new gamer
 * per first name signs up and RSVPs in order: going while places are left (all of them without
 * a capacity), then on the waitlist. The caller closes the contexts (`closeAll`).
 * @param options.label part of every generated address; options.lastName the gamers' last name
 */
export async function partyWithGamers(
  browser: Browser,
  baseURL: string,
  options: { party: PartyForm; gamers: readonly string[]; label: string; lastName?: string },
): Promise<PartyWithGamers> {
  const organiser = await signedIn(browser, baseURL, {
    email: uniqueEmail(`${options.label}-organiser`),
    firstName: "Olga",
    lastName: "Organiser",
  });
  const gamers: SignedIn[] = [];
  try {
    const eventId = await registerParty(organiser.page, options.party);
    await verifyParty(browser, baseURL, options.party.name);
    const places = options.party.capacity ? Number(options.party.capacity) : Infinity;
    for (const [i, firstName] of options.gamers.entries()) {
      const gamer = await signedIn(browser, baseURL, {
        email: uniqueEmail(`${options.label}-${firstName.toLowerCase()}`),
        firstName,
        lastName: options.lastName ?? "Gamer",
      });
      gamers.push(gamer);
      await rsvpTo(gamer.page, eventId, i < places ? "going" : "waiting");
    }
    return { eventId, organiser, gamers };
  } catch (error) {
    await closeAll({ organiser, gamers });
    throw error;
  }
}

/** Closes the organiser's and the gamers' contexts. */
export async function closeAll(party: Pick<PartyWithGamers, "organiser" | "gamers">) {
  for (const { context } of [party.organiser, ...party.gamers]) await context.close();
}
