/**
 * Center page texts (issue 28): English equals today's literals, German is German, every
 * language fills every field; hours, prices, dates and party times in the language's formats.
 */
import { describe, expect, it } from "vitest";
import { allStrings as strings } from "../../tests/support/text-strings";
import type { CenterReviewsData } from "~/components/reviews/center-reviews";
import type { Facilities, OpeningHours } from "~/lib/opening-hours";
import { centerText, reviewsText, statusLine } from "./center.server";
import { LOCALES } from "./locales";

const hours: OpeningHours = {
  mon: [],
  tue: null,
  wed: [{ open: "18:00", close: "02:00", overnight: true }],
  thu: [],
  fri: [{ open: "14:00", close: "23:00", overnight: false }],
  sat: [],
  sun: [],
};
const facilities: Facilities = {
  stations: 1200,
  platforms: ["pc", "sim_racing"],
  priceFromCents: 750,
  priceCurrency: "AUD",
  phone: "+61 7 3000 0000",
  amenities: ["food_drinks", "step_free"],
};
const center = {
  id: "c1",
  organizationName: "Pixel Arena",
  openingHours: hours,
  timeZone: "Europe/Berlin",
  facilities,
  photos: [{}, {}],
  upcomingEvents: [
    {
      id: "e1",
      startDate: "2031-07-04T16:00:00Z",
      endDate: "2031-07-05T00:00:00Z",
      timeZone: "Europe/Berlin",
      atThisCenter: true,
    },
  ],
};
const closed = { open: false, opens: "14:00", opensDay: "Fri" } as const;
const reviews: CenterReviewsData = {
  summary: { count: 3, average: 4.3, distribution: [0, 0, 1, 0, 2] },
  sort: "newest",
  reviews: [
    {
      id: "r1",
      authorName: "Ana",
      rating: 5,
      equipment: 4,
      network: null,
      staff: 5,
      body: "Great.",
      createdAt: "2026-11-26T10:00:00Z",
      editedAt: null,
      helpfulCount: 1,
      reply: null,
    },
  ],
};

describe("centerText", () => {
  it("keeps today's English", () => {
    const en = centerText("en", center, closed);
    expect(en.back).toEqual({ to: "/lan-centers", label: "All LAN centers" });
    expect(en.hours?.status?.text).toBe("Closed · opens Fri 14:00");
    expect(en.hours?.localTime).toBe("Local time (Europe/Berlin)");
    expect(en.hours?.rows.map((row) => [row.day, row.value])).toEqual([
      ["Monday", "Closed"],
      ["Tuesday", "Hours not given"],
      ["Wednesday", "18:00–02:00"],
      ["Thursday", "Closed"],
      ["Friday", "14:00–23:00"],
      ["Saturday", "Closed"],
      ["Sunday", "Closed"],
    ]);
    expect(en.facilities.price?.value).toBe("from 7.50 AUD");
    expect(en.facilities.platforms?.value).toBe("PC, Sim racing");
    expect(en.facilities.amenities?.value).toBe("Food and drinks, Step-free entrance");
    expect(en.upcoming.byId.e1?.start).toBe("Fri, Jul 4, 2031, 06:00 PM GMT+2");
    expect(en.upcoming.byId.e1?.where).toBe(" · at this center");
    expect(en.gallery.alts).toEqual(["Pixel Arena, photo 1 of 2", "Pixel Arena, photo 2 of 2"]);
    expect(en.follow).toEqual({
      follow: "Follow",
      following: "Following",
      description: "LAN center Pixel Arena",
    });
  });

  it("is German under /de, with local formats", () => {
    const de = centerText("de", center, closed);
    expect(de.back).toEqual({ to: "/de/lan-centers", label: "Alle LAN-Center" });
    expect(de.hours?.status?.text).toBe("Geschlossen · öffnet Fr um 14:00");
    expect(de.hours?.rows[0]).toEqual({ key: "mon", day: "Montag", value: "Geschlossen" });
    expect(de.facilities.stations?.value).toBe("1.200");
    expect(de.facilities.price?.value).toBe("ab 7,50\u00a0AU$");
    expect(de.upcoming.byId.e1).toMatchObject({
      href: "/de/events/e1",
      start: "Fr., 4. Juli 2031, 18:00 MESZ",
    });
    expect(de.follow.follow).toBe("Folgen");
  });

  it("fills every field in every language", () => {
    for (const locale of LOCALES) {
      for (const text of strings(centerText(locale, center, closed))) {
        expect(text.trim(), locale).not.toBe("");
      }
      expect(statusLine(locale, { open: true, closes: null, closesDay: "" })).not.toBe("");
    }
  });
});

describe("reviewsText", () => {
  it("keeps today's English words and dates", () => {
    const en = reviewsText("en", "c1", reviews, null);
    expect(en.count).toBe("3 reviews");
    expect(en.average).toBe("4.3");
    expect(en.starCounts[1]).toBe("1 star");
    expect(en.starsLabels[4]).toBe("4 out of 5 stars");
    expect(en.signIn).toEqual({
      label: "Sign in to write a review",
      href: "/login?redirectTo=%2Flan-centers%2Fc1%2Freview",
    });
    expect(en.cards.byId.r1).toMatchObject({
      date: "November 26, 2026",
      subRatings: "Equipment: 4 of 5 · Staff: 5 of 5",
      foundHelpful: "1 found this helpful",
      helpful: "Helpful (1)",
    });
  });

  it("is German under /de", () => {
    const de = reviewsText("de", "c1", reviews, null);
    expect(de.count).toBe("3 Bewertungen");
    expect(de.average).toBe("4,3");
    expect(de.signIn.href).toBe("/de/login?redirectTo=%2Fde%2Flan-centers%2Fc1%2Freview");
    expect(de.cards.byId.r1?.date).toBe("26. November 2026");
    expect(de.cards.byId.r1?.page).toBe("/de/reviews/r1");
  });
});
