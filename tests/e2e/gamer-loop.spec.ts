/**
 * The gamer loop in one walk (issue 25 "Done when"), in Chromium, on a server of its own (port
 * WALK_PORT, default 4422; a fresh PGlite folder) started with `APP_TEST_CLOCK=true`, so that
 * moving its clock (POST /dev/app-clock, ADR 084) disturbs no other spec:
 *  1. an organiser registers a party with Capacity 2 and the admin verifies it;
 *  2. three gamers sign up and RSVP: two going, one on the waitlist;
 *  3. one cancels: the third is promoted and mailed;
 *  4. the clock moves past 24 hours before the start: exactly one reminder per attendee going,
 *     none for the one who cancelled, and none again when it moves on;
 *  5. a gamer's calendar feed lists the event;
 *  6. the organiser's CSV has two rows (Ann's cancelled RSVP is on the list, not in the file);
 *  7. a gamer deletes their account: the CSV has one row.
 * Mail is read from the server's /dev/outbox; every page visited is axe-clean.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { parseOutboxPage, type SentMail } from "../support/codes";
import { LOGIN_PASSWORD } from "../support/fixtures";
import {
  closeAll,
  partyWithGamers,
  rsvpButton,
  type PartyWithGamers,
} from "../support/party-helpers";
import { spawnServer, waitUntilUp, type ServerProcess } from "../support/server-process";

// Own server start (migrations, Stripe emulator) plus a walk through a dozen pages.
test.describe.configure({ timeout: 300_000 });

const HOUR = 60 * 60 * 1000;
let server: ServerProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = process.env.WALK_PORT ?? "4422";
  server = await spawnServer({
    PORT: port,
    APP_ENV: "local",
    APP_TEST_CLOCK: "true",
    SEED_DEMO: "false",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAILS: "reviewer@lancenter.example",
    TRUSTED_PROXIES: "loopback",
  });
  await waitUntilUp(server);
});

test.afterAll(() => {
  server?.cleanup();
  server = undefined;
});

/** `YYYY-MM-DDTHH:mm` in UTC, as the party form's datetime-local fields take it. */
const utcField = (time: Date) => time.toISOString().slice(0, 16);

/** The server's outbox, newest first. */
async function outbox(baseURL: string): Promise<SentMail[]> {
  return parseOutboxPage(await (await fetch(`${baseURL}/dev/outbox`)).text());
}

/** Moves the server's app clock forward and runs the jobs that came due. */
async function advanceClock(baseURL: string, advance: string) {
  const response = await fetch(`${baseURL}/dev/app-clock`, {
    method: "POST",
    body: new URLSearchParams({ advance }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return (await response.json()) as { now: string; offsetSeconds: number };
}

/** The attendee CSV's data rows (header checked and left out). */
async function csvRows(walk: PartyWithGamers): Promise<string[]> {
  const csv = await walk.organiser.page.request.get(
    `/dashboard/events/${walk.eventId}/attendees.csv`,
  );
  expect(csv.status()).toBe(200);
  const [header, ...rows] = (await csv.text()).trim().split("\n");
  expect(header).toBe("Name,RSVP time,Status,Checked in");
  return rows;
}

test("the gamer loop: capacity, waitlist, promotion, one reminder each, feed, CSV, deletion", async ({
  browser,
}) => {
  const baseURL = server!.baseUrl;
  const stamp = Date.now().toString(36);
  const party = `Loop Fest ${stamp}`;
  // Three days ahead on the hour (UTC), for 16 hours: its reminders are due in about two days.
  const start = new Date(Math.floor((Date.now() + 72 * HOUR) / HOUR) * HOUR);
  const end = new Date(start.getTime() + 16 * HOUR);

  // 1 + 2: the organiser's party (Capacity 2), verified; Ann and Ben going, Cat waiting.
  const walk = await partyWithGamers(browser, baseURL, {
    label: "loop",
    gamers: ["Ann", "Ben", "Cat"],
    party: {
      name: party,
      start: utcField(start),
      end: utcField(end),
      timeZone: "UTC",
      community: `Loop Crew ${stamp}`,
      capacity: "2",
    },
  });
  const [ann, ben, cat] = walk.gamers as [
    PartyWithGamers["organiser"],
    PartyWithGamers["organiser"],
    PartyWithGamers["organiser"],
  ];
  // Reminders for this party: subject and addressee.
  const reminders = async () =>
    (await outbox(baseURL))
      .filter((m) => m.subject === `Reminder: ${party} starts tomorrow`)
      .map((m) => m.to)
      .sort();
  try {
    const eventPath = `/events/${walk.eventId}`;
    await expect(cat.page.getByTestId("rsvp-count")).toHaveText(
      "2 gamers going of 2 places, 1 on the waitlist.",
    );
    await expectNoAxeViolations(cat.page);

    // 3: Ann cancels; Cat is promoted and mailed.
    await ann.page.goto(eventPath);
    await rsvpButton(ann.page, "Cancel RSVP").click();
    await expect(rsvpButton(ann.page, "Join waitlist")).toBeVisible();
    await expectNoAxeViolations(ann.page);
    await cat.page.reload();
    await expect(cat.page.getByText("You're going.")).toBeVisible();
    await advanceClock(baseURL, "0"); // delivers the queued mail now
    const promoted = (await outbox(baseURL)).filter(
      (m) => m.to === cat.account.email && m.subject === `You're going to ${party}`,
    );
    expect(promoted).toHaveLength(1);
    expect(promoted[0]!.text).toContain(`${baseURL}${eventPath}`);
    expect(await reminders()).toEqual([]);

    // 4: past 24 hours before the start (not past the start): one reminder each for Ben and
    // Cat, none for Ann; moving on sends none again.
    const moved = await advanceClock(baseURL, "50h");
    expect(moved.offsetSeconds).toBe(50 * 3600);
    expect(new Date(moved.now).getTime()).toBeGreaterThan(start.getTime() - 24 * HOUR);
    expect(new Date(moved.now).getTime()).toBeLessThan(start.getTime());
    const going = [ben.account.email, cat.account.email].sort();
    expect(await reminders()).toEqual(going);
    const reminder = (await outbox(baseURL)).find(
      (m) => m.to === cat.account.email && m.subject.startsWith("Reminder:"),
    );
    expect(reminder!.text).toContain(`${baseURL}${eventPath}`);
    await advanceClock(baseURL, "2h");
    expect(await reminders()).toEqual(going);

    // 5: Cat's calendar feed (fetched without a session, as calendar apps do) lists the party.
    await cat.page.setViewportSize({ width: 390, height: 844 });
    await cat.page.goto("/me");
    await cat.page.getByRole("button", { name: "Create my calendar link" }).click();
    const feedUrl = await cat.page.getByLabel("Calendar link (https)").inputValue();
    await expectNoAxeViolations(cat.page);
    const feed = await fetch(`${baseURL}${new URL(feedUrl).pathname}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await feed.text();
    expect(ics).toContain(`UID:${walk.eventId}@lan-center-network`);
    expect(ics).toContain(`SUMMARY:${party}`);
    await cat.page.goto("/me/notifications");
    await expectNoAxeViolations(cat.page);

    // 6: the organiser's list and CSV: Ben and Cat going (Ann's cancelled row only on the list).
    const organiser = walk.organiser.page;
    await organiser.goto(`/dashboard/events/${walk.eventId}/attendees`);
    await expect(organiser.getByRole("heading", { level: 1, name: "Attendees (2)" })).toBeVisible();
    await expectNoAxeViolations(organiser);
    const before = await csvRows(walk);
    expect(before).toHaveLength(2);
    expect(before[0]).toMatch(/^Ben Gamer,/);
    expect(before[1]).toMatch(/^Cat Gamer,/);

    // 7: Ben deletes his account: the CSV has one row, Cat's.
    await ben.page.setViewportSize({ width: 390, height: 844 });
    await ben.page.goto("/account/delete");
    await expectNoAxeViolations(ben.page);
    await ben.page.getByLabel("Password", { exact: true }).fill(LOGIN_PASSWORD);
    await ben.page.getByRole("button", { name: "Delete account" }).click();
    await expect(ben.page.getByText("Your account has been deleted.")).toBeVisible();
    const after = await csvRows(walk);
    expect(after).toEqual([expect.stringMatching(/^Cat Gamer,.*,going,no$/)]);
    await organiser.reload();
    await expect(organiser.getByRole("heading", { level: 1, name: "Attendees (1)" })).toBeVisible();
  } finally {
    await closeAll(walk);
  }
});
