/** The review form and page per language (issue 28 item 1): English as today, German German. */
import { describe, expect, it } from "vitest";
import { allStrings as strings } from "../../tests/support/text-strings";
import { ENGLISH_REVIEW_FORM } from "~/components/reviews/review-form";
import { REVIEW_ERRORS, REVIEW_MESSAGES } from "~/server/reviews/index.server";
import { LOCALES } from "./locales";
import { reviewErrors, reviewFormText, reviewPageText } from "./review.server";

describe("review texts", () => {
  it("English is today's form and page", () => {
    expect(reviewFormText("en")).toEqual(ENGLISH_REVIEW_FORM);
    const page = reviewPageText("en", "c1", "Pixel Arena");
    expect(page.headingNew).toBe("Write a review of Pixel Arena");
    expect(page.back).toBe("← Back to Pixel Arena");
    expect(page.status.published).toBe("Your review is public on the center's page.");
    expect(page.formAction).toBe("/lan-centers/c1/review");
  });

  it("maps the form's messages, English to itself", () => {
    const form = [
      REVIEW_MESSAGES.rating,
      REVIEW_MESSAGES.subRating,
      REVIEW_MESSAGES.bodyShort,
      REVIEW_MESSAGES.bodyLong,
      ...Object.values(REVIEW_ERRORS).filter(
        // Replies and Helpful votes: answered on the review's own page, not by this form.
        (message) => message !== REVIEW_ERRORS.notOwner && message !== REVIEW_ERRORS.ownReview,
      ),
    ];
    for (const message of form) {
      expect(reviewErrors("en")[message], message).toBe(message);
      expect(reviewErrors("de")[message], message).not.toBe(message);
    }
  });

  it("German is German, with German links", () => {
    const form = reviewFormText("de");
    expect(form.post).toBe("Bewertung veröffentlichen");
    expect(form.stars[1]).toBe("1 Stern");
    expect(form.guidelinesHref).toBe("/de/review-guidelines");
    expect(reviewPageText("de", "c1", "X").formAction).toBe("/de/lan-centers/c1/review");
  });

  it("every language has every text", () => {
    for (const locale of LOCALES) {
      for (const value of strings(reviewPageText(locale, "c1", "X"))) {
        expect(value.trim(), locale).not.toBe("");
      }
      expect(reviewFormText(locale).hint.link, locale).not.toContain("\u0000");
    }
  });
});
