import { describe, expect, it } from "vitest";
import {
  centerListingStatus,
  partyListingStatus,
  RESUBMITTED_TEXT,
  REVIEW_WAIT_TEXT,
  type CenterListingFacts,
} from "./listing-status";

const live: CenterListingFacts = {
  id: "c1",
  verified: true,
  rejectionReason: null,
  communityName: "Crew",
  communityVerified: true,
  hasLocation: true,
  live: true,
  subscriptionStatus: "active",
};

describe("centerListingStatus", () => {
  it("says a public center is live and links to its page", () => {
    expect(centerListingStatus(live)).toEqual({
      tone: "live",
      text: "Live on the map.",
      action: { label: "View listing", to: "/lan-centers/c1" },
    });
  });

  it("gives each reason a center is not live, with the next step", () => {
    const cases: [Partial<CenterListingFacts>, string, string | null][] = [
      [{ verified: false }, REVIEW_WAIT_TEXT, null],
      [{ verified: false, resubmitted: true }, RESUBMITTED_TEXT, null],
      [
        { verified: false, rejectionReason: "Address is incomplete." },
        "Not approved: Address is incomplete. Edit it to send it again.",
        "/register-lan-center?edit=c1",
      ],
      [
        { hasLocation: false, live: false },
        "Missing location: add its latitude and longitude to put it on the map.",
        "/register-lan-center?edit=c1",
      ],
      [
        { communityVerified: false, live: false },
        "Waiting for review: its community Crew is not verified yet (usually 1-2 business days).",
        null,
      ],
      [
        { subscriptionStatus: "past_due" },
        "Payment failed: update your card to stay on the map.",
        "/payment?location=c1",
      ],
      [
        { subscriptionStatus: "canceled", live: false },
        "Not on the map: no active plan.",
        "/payment?location=c1",
      ],
      [
        { subscriptionStatus: null, live: false },
        "Not on the map: no active plan.",
        "/payment?location=c1",
      ],
      [
        { pendingChanges: true },
        "Live on the map. Changes waiting for review: the map shows the last approved version.",
        null,
      ],
    ];
    for (const [facts, text, to] of cases) {
      const status = centerListingStatus({ ...live, ...facts });
      expect(status.text, JSON.stringify(facts)).toBe(text);
      expect(status.action?.to ?? null).toBe(to);
      expect(status.tone).not.toBe("live");
    }
  });
});

describe("partyListingStatus", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const party = {
    id: "p1",
    verified: true,
    rejectionReason: null,
    endDate: new Date("2026-12-01T00:00:00Z"),
  };

  it("follows review, changes and the end date", () => {
    expect(partyListingStatus(party, now).text).toBe("Live on the events page.");
    expect(partyListingStatus({ ...party, verified: false }, now).text).toBe(REVIEW_WAIT_TEXT);
    expect(
      partyListingStatus({ ...party, verified: false, rejectionReason: "Dates look wrong" }, now),
    ).toMatchObject({
      text: "Not approved: Dates look wrong. Edit it to send it again.",
      action: { to: "/edit-lan-party/p1" },
    });
    expect(partyListingStatus({ ...party, pendingChanges: true }, now).text).toMatch(
      /^Live on the events page\. Changes waiting for review/,
    );
    expect(partyListingStatus({ ...party, verified: false, resubmitted: true }, now).text).toBe(
      RESUBMITTED_TEXT,
    );
    expect(
      partyListingStatus({ ...party, venueName: "Hall", venueConsent: "pending" }, now).text,
    ).toBe("Live on the events page. Waiting for the owner of Hall to list it on their page.");
    expect(
      partyListingStatus({ ...party, venueName: "Hall", venueConsent: "declined" }, now),
    ).toMatchObject({ tone: "action", action: { to: "/edit-lan-party/p1" } });
    expect(partyListingStatus({ ...party, endDate: now }, now).text).toBe(
      "Ended: no longer listed on the events page.",
    );
  });
});
