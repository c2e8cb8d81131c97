import { describe, expect, it } from "vitest";
import { partiesFeed, partyCalendar } from "./calendar.server";
import type { PublicEvent } from "./events.server";

const party: PublicEvent = {
  id: "7d3f2c1e-0000-4000-8000-000000000001",
  organizationName: "Winter LAN, Berlin",
  description: "Bring your rig; CS2 and AoE2.",
  startDate: new Date("2026-12-05T17:00:00Z"),
  endDate: new Date("2026-12-06T03:00:00Z"),
  website: null,
  imageUrl: null,
  customLocation: "Kulturhaus, Berlin",
  lat: 52.52,
  lng: 13.405,
  communityName: null,
  center: null,
  timeZone: "Europe/Berlin",
} as PublicEvent;

describe("iCalendar files (issue 14 item 5)", () => {
  it("writes one party in UTC with its zone named", () => {
    const text = partyCalendar(party, "https://lan.example");
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(unfolded).toContain("DTSTART:20261205T170000Z");
    expect(unfolded).toContain("DTEND:20261206T030000Z");
    expect(unfolded).toContain("SUMMARY:Winter LAN\\, Berlin");
    expect(unfolded).toContain("X-WR-TIMEZONE:Europe/Berlin");
    expect(unfolded).toContain(`UID:${party.id}@lan-center-network`);
    expect(unfolded).toContain(`URL;VALUE=URI:https://lan.example/events/${party.id}`);
    expect(unfolded).toContain("GEO:52.52;13.405");
    expect(unfolded.trimEnd()).toMatch(/END:VCALENDAR$/);
  });

  it("writes a feed with every party", () => {
    const second = { ...party, id: "7d3f2c1e-0000-4000-8000-000000000002" };
    const text = partiesFeed([party, second], "https://lan.example");
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain("X-WR-CALNAME:LAN Center Network: upcoming LAN parties");
  });
});
