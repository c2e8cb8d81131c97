import { describe, expect, it } from "vitest";
import { formatInZone, sameClock, zoneLabel, zoneOffsetMinutes } from "./time-zone";
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
