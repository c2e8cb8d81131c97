/**
 * /admin/listings' texts (issue 28 item 1): English is today's text, German differs, every
 * language fills every field, and the directory's English answers come back in the page's
 * language with the center's name as written.
 */
import { describe, expect, it } from "vitest";
import { adminListingLine, adminListingsAnswer, adminListingsText } from "./admin-listings.server";
import { LOCALES } from "./locales";

const LISTING = {
  createdByAdmin: true,
  complimentaryAt: new Date("2027-03-01T12:00:00Z"),
  subscriptionStatus: "past_due",
};

describe("adminListingsText", () => {
  it("keeps today's English", () => {
    const en = adminListingsText("en", 12, 3);
    expect(en.metaTitle).toBe("Listings | LAN Center Network");
    expect(en.title).toBe("Listings");
    expect(en.intro).toBe(
      "A verified LAN center is on the map when its community is verified, it has coordinates, and it was created by an admin, holds a complimentary listing or has an active plan. 12 verified centers, 3 of them not on the map.",
    );
    expect(en.grant).toBe("Grant complimentary listing");
    expect(en.forName).toBe("for {name}");
    expect(adminListingLine("en", LISTING)).toBe(
      "Created by an admin · Complimentary listing since Mar 1, 2027 · Plan: Past Due",
    );
    expect(
      adminListingLine("en", {
        createdByAdmin: false,
        complimentaryAt: null,
        subscriptionStatus: null,
      }),
    ).toBe("No plan");
    expect(
      adminListingLine("en", {
        createdByAdmin: false,
        complimentaryAt: null,
        subscriptionStatus: "incomplete",
      }),
    ).toBe("Plan: Incomplete");
  });

  it("speaks German and fills every field in every language", () => {
    const en = adminListingsText("en", 1234, 5);
    const de = adminListingsText("de", 1234, 5);
    expect(de.title).toBe("Einträge");
    expect(de.intro).toContain("1.234");
    expect(adminListingLine("de", LISTING)).toBe(
      "Von einem Admin angelegt · Kostenloser Eintrag seit 1. März 2027 · Tarif: Überfällig",
    );
    for (const [key, value] of Object.entries(de)) {
      if (key !== "featured") expect(value, key).not.toBe(en[key as keyof typeof en]);
    }
    for (const locale of LOCALES) {
      for (const [key, value] of Object.entries(adminListingsText(locale, 1, 0))) {
        expect(value.trim(), `${locale} ${key}`).not.toBe("");
      }
      expect(adminListingsText(locale, 1, 0).forName, locale).toContain("{name}");
    }
  });
});

describe("adminListingsAnswer", () => {
  it("leaves English as it is and words the answers in German", () => {
    const notice = "Arena $& now has a complimentary listing.";
    expect(adminListingsAnswer("en", notice)).toBe(notice);
    expect(adminListingsAnswer("de", notice)).toBe("Arena $& hat jetzt einen kostenlosen Eintrag.");
    expect(adminListingsAnswer("de", "Arena's complimentary listing was revoked.")).toBe(
      "Der kostenlose Eintrag von Arena wurde entzogen.",
    );
    expect(adminListingsAnswer("de", "That LAN center already has a complimentary listing.")).toBe(
      "Dieses LAN-Center hat bereits einen kostenlosen Eintrag.",
    );
    expect(adminListingsAnswer("de", "Something else.")).toBe("Something else.");
  });
});
