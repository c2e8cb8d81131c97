import { describe, expect, it } from "vitest";
import {
  formatInZone,
  formatPartyTime,
  sameClock,
  zoneLabel,
  zoneOffsetMinutes,
} from "./time-zone";
import { parseInZone, toInputInZone } from "./local-date-time";
import { timeZoneAt } from "~/server/directory/time-zone.server";

describe("party times in their own zone (issue 14 item 5)", () => {
  const berlinEvening = new Date("2026-12-05T17:00:00Z");

  it("shows the wall clock of the zone with its offset", () => {
    expect(formatInZone(berlinEvening, "Europe/Berlin")).toBe("Sat, Dec 5, 2026, 06:00 PM GMT+1");
    expect(formatInZone(berlinEvening, "America/New_York")).toBe("Sat, Dec 5, 2026, 12:00 PM EST");
    expect(formatInZone("2026-07-04T16:00:00Z", "Europe/Berlin")).toBe(
      "Sat, Jul 4, 2026, 06:00 PM GMT+2",
    );
  });

  it("falls back to UTC for an unknown zone", () => {
    expect(formatInZone(berlinEvening, "Mars/Olympus")).toBe("Sat, Dec 5, 2026, 05:00 PM UTC");
  });

  it("names UTC plainly and other zones by their IANA name", () => {
    expect(zoneLabel("Etc/UTC")).toBe("UTC");
    expect(zoneLabel("UTC")).toBe("UTC");
    expect(zoneLabel("Europe/Berlin")).toBe("Europe/Berlin");
  });

  it("measures offsets across daylight saving time", () => {
    expect(zoneOffsetMinutes(berlinEvening, "Europe/Berlin")).toBe(60);
    expect(zoneOffsetMinutes(new Date("2026-07-04T16:00:00Z"), "Europe/Berlin")).toBe(120);
    expect(zoneOffsetMinutes(berlinEvening, "Asia/Kolkata")).toBe(330);
    expect(zoneOffsetMinutes(berlinEvening, "UTC")).toBe(0);
  });

  it("tells when the visitor's clock equals the party's", () => {
    expect(sameClock([berlinEvening], "Europe/Berlin", "Europe/Paris")).toBe(true);
    expect(sameClock([berlinEvening], "Europe/Berlin", "Europe/London")).toBe(false);
    // London and Lisbon agree all year; Berlin and Warsaw too.
    expect(sameClock([new Date("2026-07-04T16:00:00Z")], "Europe/London", "Europe/Lisbon")).toBe(
      true,
    );
    expect(sameClock([berlinEvening], "Europe/Berlin", "Nowhere/Else")).toBe(false);
  });

  it("finds the zone of a place from its coordinates", () => {
    expect(timeZoneAt(52.52, 13.405)).toBe("Europe/Berlin");
    expect(timeZoneAt(50.0647, 19.945)).toBe("Europe/Warsaw");
    expect(timeZoneAt(40.7128, -74.006)).toBe("America/New_York");
    expect(timeZoneAt(-33.8688, 151.2093)).toBe("Australia/Sydney");
    expect(timeZoneAt(null, 13.4)).toBeNull();
    expect(timeZoneAt(91, 0)).toBeNull();
  });
});

describe("party times in their zone (issue 24 item 3, ADR 073)", () => {
  it("formats on the party's clock with the zone's abbreviation", () => {
    const start = new Date("2031-01-10T17:00:00Z");
    expect(formatPartyTime(start, "Europe/Berlin")).toBe("Fri, Jan 10, 2031, 06:00 PM CET");
    expect(formatPartyTime(new Date("2031-07-10T16:00:00Z"), "Europe/Berlin")).toBe(
      "Thu, Jul 10, 2031, 06:00 PM CEST",
    );
    expect(formatPartyTime(start, "America/New_York")).toBe("Fri, Jan 10, 2031, 12:00 PM EST");
    expect(formatPartyTime(start, "Asia/Tokyo")).toBe("Sat, Jan 11, 2031, 02:00 AM GMT+9");
    expect(formatPartyTime(start, "Not/AZone")).toBe("Fri, Jan 10, 2031, 05:00 PM UTC");
  });

  it("reads and writes datetime-local text on a zone's wall clock, across daylight saving", () => {
    expect(parseInZone("2031-01-10T18:00", "Europe/Berlin")!.toISOString()).toBe(
      "2031-01-10T17:00:00.000Z",
    );
    expect(parseInZone("2031-07-10T18:00", "Europe/Berlin")!.toISOString()).toBe(
      "2031-07-10T16:00:00.000Z",
    );
    // The day after the spring change in Berlin (30 Mar 2031): summer time.
    expect(parseInZone("2031-03-30T03:30", "Europe/Berlin")!.toISOString()).toBe(
      "2031-03-30T01:30:00.000Z",
    );
    expect(parseInZone("2031-02-30T18:00", "Europe/Berlin")).toBeNull();
    expect(toInputInZone("2031-01-10T17:00:00Z", "Europe/Berlin")).toBe("2031-01-10T18:00");
    expect(toInputInZone("2031-07-10T16:00:00Z", "Europe/Berlin")).toBe("2031-07-10T18:00");
  });
});
