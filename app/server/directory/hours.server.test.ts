import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/form-fields";
import { openingStatus, type OpeningHours } from "~/lib/opening-hours";
import { lanCenterEditFormSchema, lanCenterFormSchema } from "~/lib/lan-center-form";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { communities, locations, pendingChanges } from "../db/schema";
import { parseCenterSearch } from "~/lib/center-search-parse";
import { getPublicCenter, listCompactMarkers, searchCenters } from "./centers.server";
import { getOwnCenter, updateLanCenter } from "./owner-center-edit.server";
import { registerLanCenter } from "./owner-center-register.server";
import { timeZoneAt } from "./time-zone.server";
import { decideChange } from "./review-changes.server";

const OWNER = "hours-owner";

/** A filled center form with hours (Mon–Thu 14–23, Fri 14–02 past midnight, weekend closed). */
const formValues = (overrides: Record<string, string> = {}) => ({
  communityName: "Night Owls",
  organizationName: "Owl Arena",
  address: "1 Queen St, Brisbane",
  lat: "-27.47",
  lng: "153.02",
  description: "Open late.",
  hours_mon_1_open: "14:00",
  hours_mon_1_close: "23:00",
  hours_tue_1_open: "14:00",
  hours_tue_1_close: "23:00",
  hours_wed_1_open: "14:00",
  hours_wed_1_close: "23:00",
  hours_thu_1_open: "14:00",
  hours_thu_1_close: "23:00",
  hours_fri_1_open: "14:00",
  hours_fri_1_close: "02:00",
  hours_fri_1_overnight: "on",
  hours_sat_closed: "on",
  hours_sun_closed: "on",
  stations: "40",
  platforms: "pc,vr",
  priceFrom: "5.50",
  priceCurrency: "aud",
  phone: "+61 (7) 3000-0000",
  amenities: "food_drinks,step_free",
  ...overrides,
});

describe("center form: hours and facilities (issue 14 item 4)", () => {
  it("reads hours and facilities", () => {
    const form = lanCenterFormSchema.parse(formValues());
    expect(form.openingHours?.fri).toEqual([{ open: "14:00", close: "02:00", overnight: true }]);
    expect(form.openingHours?.sat).toEqual([]);
    expect(form).toMatchObject({
      stations: 40,
      platforms: ["pc", "vr"],
      priceFrom: 550,
      priceCurrency: "AUD",
      phone: "+61 (7) 3000-0000",
      amenities: ["food_drinks", "step_free"],
    });
    expect(form).not.toHaveProperty("hours_mon");
  });

  it("leaves hours and facilities out when blank", () => {
    const blank = Object.fromEntries(
      Object.entries(formValues()).filter(
        ([key]) => !/^(hours_|stations|platforms|price|phone|amenities)/.test(key),
      ),
    );
    const form = lanCenterEditFormSchema.parse(blank);
    expect(form).toMatchObject({
      openingHours: null,
      stations: null,
      platforms: [],
      priceFrom: null,
      priceCurrency: null,
      phone: null,
      amenities: [],
    });
  });

  it("says what is wrong with each bad field, under the field's name", () => {
    const parsed = lanCenterFormSchema.safeParse(
      formValues({
        organizationName: "",
        hours_mon_1_close: "10:00",
        hours_tue_2_open: "22:00",
        hours_tue_2_close: "23:30",
        priceFrom: "-1",
        platforms: "pc,xbox",
        phone: "call 555",
        amenities: "spa",
        stations: "-3",
      }),
    );
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error!);
    expect(errors).toMatchObject({
      organizationName: "LAN center name is required",
      hours_mon: expect.stringMatching(/before opening time 14:00; tick 'past midnight'/),
      hours_tue: "Opening ranges overlap",
      priceFrom: "Price cannot be below 0",
      platforms: "Unknown platform: xbox",
      phone: "Please use only digits, spaces, +, - and parentheses in the phone number",
      amenities: "Unknown amenity: spa",
      stations: "Number of stations must be a whole number, 0 or more",
    });
    expect(errors.hours_wed).toBeUndefined();
  });

  it("asks for a currency with a price and a valid code", () => {
    const missing = lanCenterFormSchema.safeParse(formValues({ priceCurrency: "" }));
    expect(fieldErrors(missing.error!).priceCurrency).toBe("Currency is required with a price");
    const bad = lanCenterFormSchema.safeParse(formValues({ priceCurrency: "EURO" }));
    expect(fieldErrors(bad.error!).priceCurrency).toMatch(/3-letter ISO 4217/);
  });
});

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`hours and facilities on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
    });
    afterAll(() => handle?.close());

    it("stores them, shows them to the owner, and reviews edits of a verified center", async () => {
      const { db } = handle;
      const { locationId } = await registerLanCenter({
        db,
        userId: OWNER,
        form: lanCenterFormSchema.parse(formValues()),
      });
      const own = await getOwnCenter({ db, userId: OWNER, locationId });
      expect(own?.openingHours?.fri).toEqual([{ open: "14:00", close: "02:00", overnight: true }]);
      expect(own).toMatchObject({ stations: 40, platforms: ["pc", "vr"], priceFromCents: 550 });

      await db.update(locations).set({ verified: true }).where(eq(locations.id, locationId));
      // Saving the same values read back from jsonb proposes nothing.
      const same = await updateLanCenter({
        db,
        userId: OWNER,
        locationId,
        form: lanCenterEditFormSchema.parse(formValues()),
      });
      expect(same.pendingReview).toBe(false);

      const edited = await updateLanCenter({
        db,
        userId: OWNER,
        locationId,
        form: lanCenterEditFormSchema.parse(
          formValues({
            hours_sat_closed: "",
            hours_sat_1_open: "10:00",
            hours_sat_1_close: "18:00",
            platforms: "console",
          }),
        ),
      });
      expect(edited.pendingReview).toBe(true);
      const [row] = await db.select().from(locations).where(eq(locations.id, locationId));
      expect(row!.openingHours?.sat).toEqual([]);
      expect(row!.platforms).toEqual(["pc", "vr"]);
      // The owner keeps seeing the pending values.
      const pending = await getOwnCenter({ db, userId: OWNER, locationId });
      expect(pending?.openingHours?.sat).toEqual([
        { open: "10:00", close: "18:00", overnight: false },
      ]);
      expect(pending?.platforms).toEqual(["console"]);

      const [change] = await db
        .select({ id: pendingChanges.id })
        .from(pendingChanges)
        .where(eq(pendingChanges.itemId, locationId));
      await decideChange(db, { changeId: change!.id, adminUserId: "admin", action: "approve" });
      const [approved] = await db.select().from(locations).where(eq(locations.id, locationId));
      expect(approved!.openingHours?.sat).toEqual([
        { open: "10:00", close: "18:00", overnight: false },
      ]);
      expect(approved!.platforms).toEqual(["console"]);

      // Public (ADR 050): the page gets the hours, the facilities and the venue's zone.
      await db
        .update(communities)
        .set({ isVerified: true })
        .where(eq(communities.id, approved!.communityId!));
      await db
        .update(locations)
        .set({ complimentaryAt: new Date() })
        .where(eq(locations.id, locationId));
      const center = await getPublicCenter(db, locationId);
      expect(center).toMatchObject({
        timeZone: "Australia/Brisbane",
        facilities: {
          stations: 40,
          platforms: ["console"],
          priceFromCents: 550,
          priceCurrency: "AUD",
          phone: "+61 (7) 3000-0000",
          amenities: ["food_drinks", "step_free"],
        },
      });
      expect(center!.openingHours?.fri).toEqual([
        { open: "14:00", close: "02:00", overnight: true },
      ]);

      // /lan-centers filters: platform, and open now on Brisbane's clock (UTC+10).
      const ids = async (query: string, now: Date) => {
        const search = parseCenterSearch(new URLSearchParams(query));
        const { centers, total } = await searchCenters(db, search, 50, null, now);
        const markers = await listCompactMarkers(db, search, null, now);
        expect(markers.map(([id]) => id).sort()).toEqual(centers.map((c) => c.id).sort());
        expect(total).toBe(centers.length);
        return centers.map((c) => c.id);
      };
      const mondayAfternoonThere = new Date("2026-11-23T04:30:00Z"); // Mon 14:30 in Brisbane
      const mondayNightThere = new Date("2026-11-23T15:00:00Z"); // Tue 01:00 in Brisbane
      expect(await ids("platform=console", mondayNightThere)).toContain(locationId);
      expect(await ids("platform=pc", mondayNightThere)).not.toContain(locationId);
      expect(await ids("open=1", mondayAfternoonThere)).toContain(locationId);
      expect(await ids("open=1", mondayNightThere)).not.toContain(locationId);
      expect(await ids("open=1&platform=console", mondayAfternoonThere)).toEqual([locationId]);
      // An unknown platform is no filter at all.
      const ignored = parseCenterSearch(new URLSearchParams("platform=xbox&open=yes"));
      expect(ignored.platform ?? null).toBeNull();
      expect(ignored.openNow ?? false).toBe(false);
    });

    it("open now in SQL agrees with openingStatus hour by hour, and follows moved coordinates", async () => {
      const { db } = handle;
      const [community] = await db
        .insert(communities)
        .values({ name: "Clock community", isVerified: true })
        .returning({ id: communities.id });
      const range = (open: string, close: string, overnight = false) => ({
        open,
        close,
        overnight,
      });
      const week = (days: Partial<OpeningHours>): OpeningHours => ({
        mon: [],
        tue: [],
        wed: [],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
        ...days,
      });
      const places: [number, number][] = [
        [-27.47, 153.02], // Brisbane, UTC+10
        [52.52, 13.4], // Berlin, with summer time
        [34.05, -118.24], // Los Angeles
        [-36.85, 174.76], // Auckland
        [0, -30], // open sea: Etc/GMT+2
      ];
      const hours: OpeningHours[] = [
        week({
          mon: [range("10:00", "12:00"), range("16:00", "23:00")],
          sat: [range("12:00", "23:59")],
        }),
        week({ sun: [range("20:00", "03:00", true)], fri: [range("18:00", "02:00", true)] }),
        week({ wed: [range("23:00", "00:00", true)], thu: [range("00:00", "02:00")] }),
        week({}),
        // Days not given (issue 24 item 4): null, or missing from the stored JSON.
        {
          ...week({ tue: [range("09:00", "17:00")], sat: [range("22:00", "04:00", true)] }),
          mon: null,
          sun: null,
        },
        Object.fromEntries(
          Object.entries(week({ thu: [range("08:00", "20:00")] })).filter(([day]) => day !== "fri"),
        ) as OpeningHours,
      ];
      const centers = places.flatMap(([lat, lng], p) =>
        hours.map((h, i) => ({
          organizationName: `Clock Test ${p}-${i}`,
          address: "1 Clock Street",
          description: "A clock test center.",
          lat,
          lng,
          openingHours: h,
          communityId: community!.id,
          verified: true,
          createdBy: OWNER,
          complimentaryAt: new Date(),
        })),
      );
      const rows = await db.insert(locations).values(centers).returning({ id: locations.id });
      const openIds = async (now: Date) => {
        const search = parseCenterSearch(new URLSearchParams("q=Clock+Test&open=1"));
        const found = await searchCenters(db, search, 50, null, now);
        return found.centers.map((c) => c.id).sort();
      };
      const expected = async (now: Date) => {
        const stored = await db
          .select({
            id: locations.id,
            hours: locations.openingHours,
            lat: locations.lat,
            lng: locations.lng,
          })
          .from(locations)
          .where(
            inArray(
              locations.id,
              rows.map((r) => r.id),
            ),
          );
        return stored
          .filter((c) => openingStatus(c.hours, timeZoneAt(c.lat, c.lng) ?? "UTC", now)?.open)
          .map((c) => c.id)
          .sort();
      };
      // Every 3 hours over 8 days around Berlin's change back from summer time.
      for (let hour = 0; hour < 8 * 24; hour += 3) {
        const now = new Date(Date.UTC(2026, 9, 22, 0, 17) + hour * 3_600_000);
        expect(await openIds(now), now.toISOString()).toEqual(await expected(now));
      }
      // A center moved to another zone is checked on its new clock.
      await db
        .update(locations)
        .set({ lat: 34.05, lng: -118.24 })
        .where(eq(locations.id, rows[0]!.id));
      for (let hour = 0; hour < 48; hour += 5) {
        const now = new Date(Date.UTC(2026, 10, 23, 1, 0) + hour * 3_600_000);
        expect(await openIds(now), now.toISOString()).toEqual(await expected(now));
      }
    });

    it("refuses bad values in the database too", async () => {
      const { db } = handle;
      const { locationId } = await registerLanCenter({
        db,
        userId: OWNER,
        form: lanCenterFormSchema.parse(formValues({ organizationName: "Check Arena" })),
      });
      await expect(
        db
          .update(locations)
          .set({ platforms: ["xbox"] })
          .where(eq(locations.id, locationId)),
      ).rejects.toThrow();
      await expect(
        db.update(locations).set({ priceFromCents: -1 }).where(eq(locations.id, locationId)),
      ).rejects.toThrow();
    });
  });
}
