/**
 * Demo data that shows the product (issue 24 item 2): after seeding a fresh database, every
 * public filter answers at least one center or party through the functions the pages call (the
 * directory service of /lan-centers, its map and /events). The filter values are taken from the
 * code's own option lists (`PLATFORMS`, `AMENITIES`, `WEEKDAYS`, the community options), so a
 * new option without demo data fails here. 'Open now' is checked on every hour of a winter and a
 * summer week (both sides of daylight saving) in SQL, and every quarter hour with
 * `openingStatus`: some public center is open and some is closed at each of them. The venue-type
 * pages (/ltgamearenas…) and /games show no directory data, so they have nothing to filter; the
 * directory has no price filter (prices are shown on the center page and checked here).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCenterSearch } from "~/lib/center-search-parse";
import {
  AMENITIES,
  openingStatus,
  PLATFORMS,
  WEEKDAYS,
  type OpeningHours,
} from "~/lib/opening-hours";
import { openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { searchCenters } from "../directory/centers.server";
import { listUpcomingEvents } from "../directory/events.server";
import { createDirectoryService } from "../directory/service.server";
import { createPhotosService } from "../photos/service.server";
import type { PublicCenter } from "../directory/centers.server";
import { seedDemoData } from "./seed.server";

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** The seed's clock: a Tuesday afternoon in UTC. */
const now = new Date("2026-12-01T15:00:00Z").getTime();
const search = (query: string) => parseCenterSearch(new URLSearchParams(query));

describe("demo data on a fresh database (PGlite)", () => {
  let handle: DatabaseHandle;
  let directory: ReturnType<typeof createDirectoryService>;
  /** Every public center's page data. */
  let pages: PublicCenter[];

  beforeAll(async () => {
    handle = await openTestDatabase("PGlite");
    await seedDemoData(handle.db, now);
    directory = createDirectoryService({
      db: handle.db,
      mailer: { kind: "outbox", send: async () => {} },
      plans: [],
      supportEmail: "support@example.com",
      publicUrl: "http://localhost",
    });
    const ids = await directory.listPublicCenterIds();
    pages = (await Promise.all(ids.map((id) => directory.getPublicCenter({ id })))).filter(
      (page): page is PublicCenter => page !== null,
    );
  }, 120_000);
  afterAll(() => handle?.close());

  it("answers every platform filter on the list and on the map", async () => {
    for (const platform of Object.keys(PLATFORMS)) {
      const query = search(`platform=${platform}`);
      expect(query.platform, platform).toBe(platform);
      const result = await directory.searchCenters({ search: query, pageSize: 50 });
      expect(result.total, platform).toBeGreaterThan(0);
      const map = await directory.answerMapView({ search: query, view: null });
      expect(map.total, platform).toBe(result.total);
    }
  });

  it("has every facility, stations, prices and a phone on some public center", () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const amenity of Object.keys(AMENITIES)) {
      expect(
        pages.some((page) => page.facilities.amenities.includes(amenity as never)),
        amenity,
      ).toBe(true);
    }
    expect(pages.some((page) => page.facilities.stations !== null)).toBe(true);
    expect(pages.some((page) => page.facilities.phone !== null)).toBe(true);
    const priced = pages.filter((page) => page.facilities.priceFromCents !== null);
    expect(new Set(priced.map((page) => page.facilities.priceCurrency)).size).toBeGreaterThan(5);
    // Free entry, cheap and dear: a spread of prices, not one value.
    expect(priced.some((page) => page.facilities.priceFromCents === 0)).toBe(true);
    expect(new Set(priced.map((page) => page.facilities.priceFromCents)).size).toBeGreaterThan(10);
  });

  it("answers every community, near me and a named city", async () => {
    const options = await directory.listPublicCommunities();
    expect(options.length).toBeGreaterThan(5);
    for (const option of options) {
      const result = await directory.searchCenters({
        search: search(`community=${option.id}`),
        pageSize: 50,
      });
      expect(result.total, option.name).toBeGreaterThan(0);
    }
    const near = await directory.searchCenters({ search: search("near=52.52,13.40"), pageSize: 5 });
    expect(near.centers[0]?.distanceKm).toBeLessThan(50);
    const city = await directory.searchCenters({ search: search("q=Berlin"), pageSize: 5 });
    expect(city.total).toBeGreaterThan(0);
  });

  it("is open now, and closed somewhere, whenever the page is asked", async () => {
    // The page's own call, on the real clock.
    const open = await directory.searchCenters({ search: search("open=1"), pageSize: 50 });
    expect(open.total).toBeGreaterThan(0);
    const map = await directory.answerMapView({
      search: { q: "", community: null, openNow: true },
      view: null,
    });
    expect(map.total).toBe(open.total);
    const withHours = pages.filter((page) => page.openingHours !== null).length;
    // Every hour of a winter week and a summer week (the northern and southern summer times).
    for (const start of [Date.parse("2027-01-11T00:00:00Z"), Date.parse("2027-07-12T00:00:00Z")]) {
      for (let at = start; at < start + 7 * DAY; at += HOUR) {
        const result = await searchCenters(handle.db, search("open=1"), 1, null, new Date(at));
        const when = new Date(at).toISOString();
        expect(result.total, when).toBeGreaterThan(0);
        expect(result.total, when).toBeLessThan(withHours);
      }
    }
  }, 120_000);

  it("has open and closed centers at every quarter hour, one open past midnight, one closed each day", () => {
    const timed = pages.filter(
      (page): page is PublicCenter & { openingHours: OpeningHours } => page.openingHours !== null,
    );
    expect(pages.some((page) => page.openingHours === null)).toBe(true);
    for (const start of [Date.parse("2027-01-11T00:00:00Z"), Date.parse("2027-07-12T00:00:00Z")]) {
      for (let at = start; at < start + 7 * DAY; at += HOUR / 4) {
        const states = timed.map(
          (page) => openingStatus(page.openingHours, page.timeZone, new Date(at))?.open,
        );
        const when = new Date(at).toISOString();
        expect(states, when).toContain(true);
        expect(states, when).toContain(false);
      }
    }
    for (const day of WEEKDAYS) {
      expect(
        timed.some((page) => page.openingHours[day]?.length === 0),
        `closed on ${day}`,
      ).toBe(true);
    }
    const pastMidnight = timed.filter((page) =>
      WEEKDAYS.some((day) =>
        (page.openingHours[day] ?? []).some((range) => range.overnight && range.close > "00:00"),
      ),
    );
    expect(pastMidnight.length).toBeGreaterThan(3);
    // Real LAN centers that never close: 'Open now · open 24 hours'.
    const aroundTheClock = timed.filter((page) => {
      const status = openingStatus(page.openingHours, page.timeZone, new Date(now));
      return status?.open === true && status.closes === null;
    });
    expect(aroundTheClock.length).toBeGreaterThan(0);
  });

  it("shows 2 to 4 generated photos on every public center, the cover first", async () => {
    const photos = createPhotosService({ db: handle.db });
    for (const page of pages) {
      expect(page.photos.length, page.organizationName).toBeGreaterThanOrEqual(2);
      expect(page.photos.length, page.organizationName).toBeLessThanOrEqual(4);
      expect(page.imageUrl, page.organizationName).toBe(page.photos[0]!.url);
    }
    const file = await photos.readFile({ name: pages[0]!.imageUrl!.slice("/photos/".length) });
    expect(file?.contentType).toBe("image/webp");
    expect(file?.bytes.byteLength).toBeGreaterThan(1000);
  });

  it("lists verified parties in every week from the 2nd to the 8th, in several zones", async () => {
    const upcoming = await listUpcomingEvents(handle.db, { from: null, to: null }, new Date(now));
    expect(upcoming.length).toBeGreaterThan(5);
    for (let week = 1; week < 8; week++) {
      const from = new Date(now + week * 7 * DAY);
      const to = new Date(now + (week + 1) * 7 * DAY);
      const inWeek = await listUpcomingEvents(handle.db, { from, to }, new Date(now));
      expect(
        inWeek.filter((event) => event.startDate >= from),
        `week ${week + 1}`,
      ).not.toHaveLength(0);
    }
    expect(new Set(upcoming.map((event) => event.timeZone)).size).toBeGreaterThan(5);
    expect(upcoming.filter((event) => event.center !== null).length).toBeGreaterThan(3);
    expect(
      upcoming.some((event) => event.endDate.getTime() - event.startDate.getTime() > DAY),
    ).toBe(true);
    // Parties start at a local evening or daytime hour, not at whatever hour UTC had.
    for (const event of upcoming) {
      const hour = Number(
        new Intl.DateTimeFormat("en-GB", {
          timeZone: event.timeZone,
          hour: "2-digit",
          hourCycle: "h23",
        }).format(event.startDate),
      );
      expect(hour, event.organizationName).toBeGreaterThanOrEqual(9);
    }
  });

  it("adds nothing on a second seed", async () => {
    const before = await directory.listPublicCenterIds();
    expect(await seedDemoData(handle.db, now + DAY)).toEqual({
      seeded: false,
      centers: 0,
      accountCenterId: null,
    });
    expect(await directory.listPublicCenterIds()).toEqual(before);
  });
});
