/** /admin/reviews' texts per language (issue 28 item 1): English as today, the others translated. */
import { describe, expect, it } from "vitest";
import { AppError, isAppError } from "~/server/errors/app-error";
import { MODERATION_ERRORS, REVIEW_MESSAGES } from "~/server/reviews/index.server";
import {
  adminReviewLines,
  adminReviewsAnswer,
  adminReviewsError,
  adminReviewsNotice,
  adminReviewsText,
} from "./admin-reviews.server";
import { LOCALES } from "./locales";

const item = {
  center: { id: "c1", name: "Pixel Den" },
  author: { email: "gamer@example.com", name: "" },
  rating: 4,
  createdAt: new Date("2026-11-20T09:30:00Z"),
  editedAt: new Date("2026-11-21T10:00:00Z"),
  openReports: [["Spam", 2]] as [string, number][],
  versions: [
    { body: "Old text as written.", rating: 3, writtenAt: new Date("2026-11-20T09:30:00Z") },
  ],
  decisions: [
    {
      by: "admin@example.com",
      at: new Date("2026-11-22T08:00:00Z"),
      decision: "hide",
      reason: "Spam link",
    },
    {
      by: "(deleted account)",
      at: new Date("2026-11-23T08:00:00Z"),
      decision: "restore",
      reason: null,
    },
  ],
};

describe("adminReviewsText", () => {
  it("English repeats today's page", () => {
    const en = adminReviewsText("en", { held: 2, reported: 1 });
    expect(en.metaTitle).toBe("Reviews | LAN Center Network");
    expect(en.intro.before + en.intro.link + en.intro.after).toBe(
      "2 held and 1 reported reviews are waiting. Decisions follow the review guidelines; the author is e-mailed the reason for a hide.",
    );
    expect(en.intro.href).toBe("/review-guidelines");
    expect(en.sections).toEqual({
      held: "Held for moderation",
      reported: "Reported",
      hidden: "Hidden",
    });
    expect([en.none, en.publish, en.keep, en.hide, en.restore, en.reasonLabel]).toEqual([
      "Nothing here.",
      "Publish",
      "Keep published",
      "Hide",
      "Restore",
      "Reason for hiding (mailed to the author)",
    ]);
    expect(adminReviewsNotice("en", "hide")).toBe("The review was hidden.");
  });

  it("German is German with its links under /de; every language fills every field", () => {
    const de = adminReviewsText("de", { held: 1234, reported: 0 });
    expect(de.title).toBe("Bewertungen");
    expect(de.intro.before).toContain("1.234");
    expect(de.intro.href).toBe("/de/review-guidelines");
    for (const locale of LOCALES) {
      const text = adminReviewsText(locale, { held: 1, reported: 1 });
      const all = [
        text.metaTitle,
        text.title,
        text.intro.before,
        text.intro.link,
        ...Object.values(text.sections),
        text.none,
        text.decisions,
        text.publish,
        text.keep,
        text.hide,
        text.restore,
        text.reasonLabel,
        adminReviewsNotice(locale, "publish"),
      ];
      for (const value of all) expect(value.trim(), locale).not.toBe("");
      if (locale !== "en") expect(text.title, locale).not.toBe("Reviews");
    }
  });
});

describe("adminReviewLines", () => {
  it("English repeats today's lines; the author's texts stay as written", () => {
    const en = adminReviewLines("en", item);
    expect(en.byLine).toBe(
      "By (no name) (gamer@example.com), 2026-11-20 09:30 UTC, edited 2026-11-21 10:00 UTC",
    );
    expect(en.reports).toBe("Reports: Spam (2)");
    expect(en.versionsTitle).toBe("Earlier versions (1)");
    expect(en.versions).toEqual(["2026-11-20 09:30 UTC, 3 of 5: Old text as written."]);
    expect(en.decisions).toEqual([
      "2026-11-22 08:00 UTC: hide by admin@example.com (Spam link)",
      "2026-11-23 08:00 UTC: restore by (deleted account)",
    ]);
    expect(en.starsLabel).toBe("4 out of 5 stars");
    expect(en.centerHref).toBe("/lan-centers/c1");
  });

  it("German translates the words around them", () => {
    const de = adminReviewLines("de", item);
    expect(de.byLine).toContain("(kein Name)");
    // Dates in German on the UTC clock, not the English "2026-11-20 09:30 UTC".
    expect(de.byLine).toContain("20. Nov. 2026, 09:30 UTC");
    expect(de.byLine).not.toContain("2026-11-20");
    expect(de.reports).toBe("Meldungen: Spam (2)");
    expect(de.versions[0]).toContain("Old text as written.");
    expect(de.decisions[0]).toContain("Spam link");
    expect(de.decisions[1]).toContain("(gelöschtes Konto)");
    expect(de.centerHref).toBe("/de/lan-centers/c1");
    expect(adminReviewLines("ja", { ...item, openReports: [] }).reports).toBe("");
  });
});

describe("adminReviewsAnswer / adminReviewsError", () => {
  it("translates the area's answers and field errors, and leaves others as they are", () => {
    expect(adminReviewsAnswer("en", MODERATION_ERRORS.alreadyHidden)).toBe(
      "This review is already hidden.",
    );
    expect(adminReviewsAnswer("de", MODERATION_ERRORS.alreadyHidden)).toBe(
      "Diese Bewertung ist bereits ausgeblendet.",
    );
    expect(adminReviewsAnswer("de", "Something else")).toBe("Something else");
    const error = new AppError("reviews.invalid_hide_reason", REVIEW_MESSAGES.hideReason, 422, {
      fieldErrors: { reason: REVIEW_MESSAGES.hideReason },
    });
    const de = adminReviewsError("de", error);
    expect(isAppError(de) && [de.message, de.fieldErrors.reason, de.status]).toEqual([
      "Gib den Grund an, den die verfassende Person lesen wird.",
      "Gib den Grund an, den die verfassende Person lesen wird.",
      422,
    ]);
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      for (const message of Object.values(MODERATION_ERRORS)) {
        expect(adminReviewsAnswer(locale, message), locale).not.toBe(message);
      }
    }
  });
});
