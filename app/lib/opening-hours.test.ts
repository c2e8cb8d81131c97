import { describe, expect, it } from "vitest";
import {
  hoursFormValues,
  hoursFromForm,
  openingHoursSpecification,
  openingStatus,
  statusText,
  type OpeningHours,
} from "./opening-hours";
import { openingHoursSchema } from "./opening-hours-schema";

const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const r = (open: string, close: string, overnight = false) => ({ open, close, overnight });

/** Weekdays 14:00–23:00, Friday and Saturday 14:00–02:00 (past midnight), Sunday closed. */
const week: OpeningHours = {
  mon: [r("14:00", "23:00")],
  tue: [r("14:00", "23:00")],
  wed: [r("14:00", "23:00")],
  thu: [r("14:00", "23:00")],
  fri: [r("14:00", "02:00", true)],
  sat: [r("10:00", "12:00"), r("14:00", "02:00", true)],
  sun: [],
};

describe("openingStatus (issue 14 item 4)", () => {
  // Monday 23 November 2026.
  it("is open with the closing time in the venue's zone", () => {
    const status = openingStatus(week, "Europe/Berlin", new Date("2026-11-23T15:00:00Z"));
    expect(status).toEqual({ open: true, closes: "23:00", closesDay: "Mon" });
    expect(statusText(status!)).toBe("Open now · closes 23:00");
  });

  it("answers for a venue 10 hours from the server's zone, not the server's clock", () => {
    // 04:00 UTC is 14:00 in Brisbane (UTC+10, no daylight saving) on Monday: just opened there, while a
    // UTC server's own clock would say Monday 04:00 (closed).
    const now = new Date("2026-11-23T04:00:00Z");
    expect(openingStatus(week, "Australia/Brisbane", now)).toEqual({
      open: true,
      closes: "23:00",
      closesDay: "Mon",
    });
    expect(openingStatus(week, "UTC", now)).toEqual({
      open: false,
      opens: "14:00",
      opensDay: "Mon",
    });
    // 13:30 UTC on Monday: 23:30 in Brisbane (UTC+10) is closed until Tuesday 14:00.
    const later = openingStatus(week, "Australia/Brisbane", new Date("2026-11-23T13:30:00Z"));
    expect(statusText(later!)).toBe("Closed · opens Tue 14:00");
    expect(openingStatus(week, "UTC", new Date("2026-11-23T13:30:00Z"))?.open).toBe(false);
  });

  it("counts a range past midnight on the next morning", () => {
    // Saturday 01:00 in Berlin (Friday 14:00–02:00 still running).
    const status = openingStatus(week, "Europe/Berlin", new Date("2026-11-28T00:00:00Z"));
    expect(status).toEqual({ open: true, closes: "02:00", closesDay: "Sat" });
    // Monday 01:00 after Saturday's 14:00–02:00: closed (Sunday is closed).
    const monday = openingStatus(week, "Europe/Berlin", new Date("2026-11-23T00:00:00Z"));
    expect(statusText(monday!)).toBe("Closed · opens Mon 14:00");
  });

  it("wraps Sunday night into Monday morning", () => {
    const hours = { ...closed, sun: [r("20:00", "03:00", true)] };
    const status = openingStatus(hours, "UTC", new Date("2026-11-23T02:00:00Z"));
    expect(status).toEqual({ open: true, closes: "03:00", closesDay: "Mon" });
    expect(statusText(openingStatus(hours, "UTC", new Date("2026-11-23T04:00:00Z"))!)).toBe(
      "Closed · opens Sun 20:00",
    );
  });

  it("joins ranges that meet and knows a venue that never closes", () => {
    const joined = { ...closed, mon: [r("20:00", "00:00", true)], tue: [r("00:00", "04:00")] };
    expect(openingStatus(joined, "UTC", new Date("2026-11-23T21:00:00Z"))).toMatchObject({
      closes: "04:00",
      closesDay: "Tue",
    });
    const always = Object.fromEntries(
      Object.keys(closed).map((day) => [day, [r("00:00", "00:00", true)]]),
    ) as OpeningHours;
    const status = openingStatus(always, "UTC", new Date("2026-11-23T21:00:00Z"));
    expect(status).toEqual({ open: true, closes: null, closesDay: "" });
  });

  it("answers null without hours", () => {
    expect(openingStatus(null, "UTC", new Date())).toBeNull();
    expect(openingStatus(closed, "UTC", new Date())).toBeNull();
  });
});

describe("hours from the form", () => {
  const form = (extra: Record<string, string>) => ({
    hours_mon_closed: "on",
    hours_tue_closed: "on",
    hours_wed_closed: "on",
    hours_thu_closed: "on",
    hours_fri_closed: "on",
    hours_sat_closed: "on",
    hours_sun_closed: "on",
    ...extra,
  });

  it("is null when nothing is filled in", () => {
    expect(hoursFromForm({})).toEqual({ hours: null, errors: {} });
  });

  it("reads ranges, closed days and past midnight, and round-trips through the edit form", () => {
    const values = form({
      hours_fri_closed: "",
      hours_fri_1_open: "10:00",
      hours_fri_1_close: "12:00",
      hours_fri_2_open: "14:00",
      hours_fri_2_close: "02:00",
      hours_fri_2_overnight: "on",
    });
    const { hours, errors } = hoursFromForm(values);
    expect(errors).toEqual({});
    expect(hours?.fri).toEqual([r("10:00", "12:00"), r("14:00", "02:00", true)]);
    expect(hours?.mon).toEqual([]);
    expect(openingHoursSchema.safeParse(hours).success).toBe(true);
    expect(hoursFromForm(hoursFormValues(hours)).hours).toEqual(hours);
  });

  it("refuses an end before the start without 'past midnight'", () => {
    const { errors } = hoursFromForm(
      form({ hours_mon_closed: "", hours_mon_1_open: "18:00", hours_mon_1_close: "02:00" }),
    );
    expect(errors.hours_mon).toMatch(/before opening time 18:00; tick 'past midnight'/);
  });

  it("refuses overlapping ranges, also into the next day", () => {
    const overlapping = hoursFromForm(
      form({
        hours_tue_closed: "",
        hours_tue_1_open: "10:00",
        hours_tue_1_close: "15:00",
        hours_tue_2_open: "14:00",
        hours_tue_2_close: "20:00",
      }),
    );
    expect(overlapping.errors.hours_tue).toBe("Opening ranges overlap");
    const spill = hoursFromForm(
      form({
        hours_mon_closed: "",
        hours_mon_1_open: "20:00",
        hours_mon_1_close: "04:00",
        hours_mon_1_overnight: "on",
        hours_tue_closed: "",
        hours_tue_1_open: "03:00",
        hours_tue_1_close: "10:00",
      }),
    );
    expect(spill.errors.hours_tue).toBe("Opening ranges overlap the previous day's hours");
  });

  it("keeps days left empty as 'hours not given'; only a half-filled day is refused (issue 24 item 4)", () => {
    const monday = hoursFromForm({ hours_mon_1_open: "10:00", hours_mon_1_close: "22:00" });
    expect(monday.errors).toEqual({});
    expect(monday.hours).toEqual({
      mon: [r("10:00", "22:00")],
      tue: null,
      wed: null,
      thu: null,
      fri: null,
      sat: null,
      sun: null,
    });
    expect(openingHoursSchema.safeParse(monday.hours).success).toBe(true);
    // The edit form shows the other days empty (not closed), and saving again keeps them so.
    const values = hoursFormValues(monday.hours);
    expect(values.hours_tue_closed).toBeUndefined();
    expect(hoursFromForm(values).hours).toEqual(monday.hours);

    const withClosed = hoursFromForm({
      hours_mon_1_open: "10:00",
      hours_mon_1_close: "22:00",
      hours_sun_closed: "on",
    });
    expect(withClosed.errors).toEqual({});
    expect(withClosed.hours?.sun).toEqual([]);
    expect(withClosed.hours?.sat).toBeNull();

    const half = hoursFromForm({ hours_mon_1_open: "10:00", hours_wed_1_close: "18:00" });
    expect(half.errors).toEqual({
      hours_mon:
        "Please enter both an opening and a closing time for Monday (HH:MM), or leave both empty",
      hours_wed:
        "Please enter both an opening and a closing time for Wednesday (HH:MM), or leave both empty",
    });
  });

  it("says nothing about 'closed' when a day up to the next opening is not given", () => {
    const hours = { mon: [r("10:00", "12:00")], wed: [] } as unknown as OpeningHours;
    // Monday 11:00 UTC: open.
    expect(openingStatus(hours, "UTC", new Date("2026-11-23T11:00:00Z"))).toMatchObject({
      open: true,
      closes: "12:00",
    });
    // Monday 13:00: Tuesday's hours are not given, so the next opening is unknown.
    expect(openingStatus(hours, "UTC", new Date("2026-11-23T13:00:00Z"))).toBeNull();
    // Monday 08:00: closed until 10:00 today.
    expect(statusText(openingStatus(hours, "UTC", new Date("2026-11-23T08:00:00Z"))!)).toBe(
      "Closed · opens Mon 10:00",
    );
  });

  it("describes the hours for JSON-LD", () => {
    expect(openingHoursSpecification({ ...closed, fri: [r("14:00", "02:00", true)] })).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Friday",
        opens: "14:00",
        closes: "02:00",
      },
    ]);
  });
});
