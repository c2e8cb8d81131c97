/**
 * RSVP with capacity and a waitlist (issue 25 item 3, ADR 077), in Chromium: an organiser sets
 * Capacity 2 on a party (a bad value first: the message, and the form keeps what was typed), the
 * admin verifies it, three gamers RSVP (two going, one waiting), one cancels and the third is
 * promoted and mailed (dev outbox); the organiser's attendee list and CSV have two going rows,
 * with a check-in toggle. The viewer's state never leaks into the anonymous page cache or to
 * another gamer (item 8). Without JavaScript, a visitor's RSVP goes through /login and back, and
 * the form POST works. axe on the event page and the attendee list (with JavaScript: axe runs in
 * the page).
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueEmail, uniqueIp } from "../support/auth-helpers";
import { parseOutboxPage } from "../support/codes";
import { createSession, LOGIN_PASSWORD, test } from "../support/fixtures";
import {
  fillPartyForm,
  registerParty,
  rsvpButton,
  signedIn,
  submitPartyForm,
  verifyParty,
} from "../support/party-helpers";

test.describe.configure({ timeout: 240_000 });

test("capacity 2: two going, one waiting, a cancellation promotes and mails the third; the CSV has two going rows", async ({
  page,
  browser,
  login,
}) => {
  const stamp = Date.now().toString(36);
  const party = `Seat Fest ${stamp}`;
  const baseURL = test.info().project.use.baseURL!;

  // The organiser registers a party with a capacity; 0 is refused with a clear message.
  await login({ email: uniqueEmail("rsvp-organiser"), firstName: "Olga", lastName: "Organiser" });
  await fillPartyForm(page, {
    name: party,
    start: "2031-05-01T18:00",
    end: "2031-05-02T10:00",
    community: `Seat Crew ${stamp}`,
    capacity: "0",
  });
  await page.getByRole("button", { name: "Register LAN Party" }).click();
  await expect(
    page.getByText("Capacity must be a whole number of at least 1, or empty for no limit"),
  ).toBeVisible();
  await expect(page.getByLabel("Event name")).toHaveValue(party);
  await page.getByLabel("Capacity").fill("2");
  const eventId = await submitPartyForm(page, party);
  await page.goto(`/edit-lan-party/${eventId}`);
  await expect(page.getByLabel("Capacity")).toHaveValue("2");

  // The admin verifies it.
  await verifyParty(browser, baseURL, party);

  const gamers = await Promise.all(
    ["Ann", "Ben", "Cat"].map((firstName) =>
      signedIn(browser, baseURL, {
        email: uniqueEmail(`rsvp-${firstName.toLowerCase()}`),
        firstName,
        lastName: "Gamer",
      }),
    ),
  );
  const [ann, ben, cat] = gamers as [
    (typeof gamers)[number],
    (typeof gamers)[number],
    (typeof gamers)[number],
  ];
  const anonymous = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  try {
    const eventPath = `/events/${eventId}`;
    // Ann RSVPs: going.
    await ann.page.goto(eventPath);
    await expect(ann.page.getByTestId("rsvp-count")).toHaveText("0 gamers going of 2 places.");
    await expectNoAxeViolations(ann.page);
    await rsvpButton(ann.page, "RSVP").click();
    await expect(ann.page.getByText("You're going.")).toBeVisible();
    await expect(rsvpButton(ann.page, "Cancel RSVP")).toBeVisible();
    await expectNoAxeViolations(ann.page);

    // Her state does not leak: an anonymous visitor (twice, so the second comes from the page
    // cache) and Ben see no Cancel RSVP.
    const anonymousPage = await anonymous.newPage();
    for (let i = 0; i < 2; i += 1) {
      const response = await anonymousPage.goto(eventPath);
      expect(response!.status()).toBe(200);
      await expect(rsvpButton(anonymousPage, "RSVP")).toBeVisible();
      await expect(rsvpButton(anonymousPage, "Cancel RSVP")).toHaveCount(0);
      await expect(anonymousPage.getByText("You're going.")).toHaveCount(0);
    }
    await ben.page.goto(eventPath);
    await expect(rsvpButton(ben.page, "Cancel RSVP")).toHaveCount(0);
    await expect(ben.page.getByTestId("rsvp-count")).toHaveText("1 gamer going of 2 places.");
    await rsvpButton(ben.page, "RSVP").click();
    await expect(ben.page.getByText("You're going.")).toBeVisible();

    // Cat finds it full: Join waitlist.
    await cat.page.goto(eventPath);
    await expect(rsvpButton(cat.page, "RSVP")).toHaveCount(0);
    await expect(cat.page.getByText("This event is full.")).toBeVisible();
    await rsvpButton(cat.page, "Join waitlist").click();
    await expect(cat.page.getByText("You're on the waitlist.")).toBeVisible();
    await expect(cat.page.getByTestId("rsvp-count")).toHaveText(
      "2 gamers going of 2 places, 1 on the waitlist.",
    );
    await expectNoAxeViolations(cat.page);

    // Ann cancels: Cat is promoted at once and mailed.
    await rsvpButton(ann.page, "Cancel RSVP").click();
    await expect(rsvpButton(ann.page, "Join waitlist")).toBeVisible();
    await cat.page.reload();
    await expect(cat.page.getByText("You're going.")).toBeVisible();
    // The mail goes through the mail queue (its worker polls every 2 s).
    await expect
      .poll(async () => {
        const outbox = parseOutboxPage(await (await page.request.get("/dev/outbox")).text());
        return outbox.find(
          (m) => m.to === cat.account.email && m.subject === `You're going to ${party}`,
        )?.text;
      })
      .toContain(`${baseURL}/events/${eventId}`);

    // The organiser's dashboard: Attendees (2), the list, check-in, the CSV.
    await page.goto("/dashboard");
    await page.getByRole("link", { name: `Attendees (2) of ${party}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/events/${eventId}/attendees$`));
    await expect(page.getByRole("heading", { level: 1, name: "Attendees (2)" })).toBeVisible();
    const rows = page.getByTestId("attendee");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("Ben Gamer");
    await expect(rows.nth(1)).toContainText("Cat Gamer");
    await expect(rows.nth(2)).toContainText("Ann Gamer");
    await expect(rows.nth(2)).toContainText("Cancelled");
    await page.getByRole("button", { name: "Checked in for Ben Gamer" }).click();
    await expect(page.getByRole("button", { name: "Checked in for Ben Gamer" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expectNoAxeViolations(page);
    const csv = await page.request.get(`/dashboard/events/${eventId}/attendees.csv`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-disposition"]).toContain("attachment");
    const lines = (await csv.text()).trim().split("\n");
    expect(lines[0]).toBe("Name,RSVP time,Status,Checked in");
    // Ann's cancelled RSVP is on the page's list, not in the door's CSV.
    const going = lines.slice(1);
    expect(going).toHaveLength(2);
    expect(going[0]).toMatch(/^Ben Gamer,.*,going,yes$/);
    expect(going[1]).toMatch(/^Cat Gamer,.*,going,no$/);

    // Another gamer may not see the list or the CSV.
    const stranger = await ben.page.goto(`/dashboard/events/${eventId}/attendees`);
    expect(stranger!.status()).toBe(404);
    const strangerCsv = await ben.page.request.get(`/dashboard/events/${eventId}/attendees.csv`);
    expect(strangerCsv.status()).toBe(404);
  } finally {
    await anonymous.close();
    for (const gamer of gamers) await gamer.context.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("a visitor's RSVP goes to /login and back to the event, and the form POST admits them", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const party = `Quiet Fest ${stamp}`;
    // An organiser (own context) registers a verified party; the admin verifies it.
    const baseURL = test.info().project.use.baseURL!;
    const organiser = await signedIn(browser, baseURL, {
      email: uniqueEmail("rsvp-nojs-organiser"),
    });
    const eventId = await registerParty(organiser.page, {
      name: party,
      start: "2031-06-01T18:00",
      end: "2031-06-02T10:00",
      description: "Bring a cable.",
      community: `Quiet Crew ${stamp}`,
      capacity: "1",
    });
    await organiser.context.close();
    await verifyParty(browser, baseURL, party);

    // The account exists; this page (no JavaScript) is not signed in yet.
    const email = uniqueEmail("rsvp-nojs-gamer");
    const other = await browser.newContext({ baseURL });
    await createSession(other.request, { email, firstName: "Nora", lastName: "Nojs" });
    await other.close();

    await page.goto(`/events/${eventId}`);
    await page.getByRole("button", { name: "RSVP", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fevents%2F/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(LOGIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
    await page.getByRole("button", { name: "RSVP", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
    await expect(page.getByText("You're going.")).toBeVisible();
    await expect(page.getByTestId("rsvp-count")).toHaveText("1 gamer going of 1 place.");
    await page.getByRole("button", { name: "Cancel RSVP" }).click();
    await expect(page.getByRole("button", { name: "RSVP", exact: true })).toBeVisible();
  });
});
