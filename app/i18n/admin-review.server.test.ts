/**
 * /admin/review's texts (issue 28 item 1): English is today's text, German differs, every
 * language fills every field with the English placeholders, and the directory's English answers
 * come back in the page's language with the item's name as written.
 */
import { reviewValueText } from "~/lib/review-values";
import { describe, expect, it } from "vitest";
import { fillReviewText } from "~/components/admin/review-text";
import { REASON_REQUIRED } from "~/lib/review-decision";
import {
  adminReviewAnswer,
  adminReviewFieldLabels,
  adminReviewText,
  reviewValueWords,
} from "./admin-review.server";
import { LOCALES } from "./locales";

const COUNTS = { center: 3, community: 2, party: 1, changes: 4 };

/** Every string of a nested text object with its path. */
function strings(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
  }
  return [];
}

describe("adminReviewText", () => {
  it("keeps today's English", () => {
    const en = adminReviewText("en", COUNTS, 5);
    expect(en.metaTitle).toBe("Review Queue | LAN Center Network");
    expect(en.title).toBe("Review Queue");
    expect(en.intro).toBe(
      "3 centers, 2 communities and 1 LAN parties are waiting for review, and 4 edits of verified items. A center appears on the map once it and its community are verified.",
    );
    expect(en.rejectedTab).toBe("Rejected (5)");
    expect(en.sections.center.empty).toBe("No LAN centers are waiting for review.");
    const cards = en.cards;
    expect(fillReviewText(cards.decision.reasonLabel, { name: "Arena" })).toBe(
      "Reason for rejecting Arena",
    );
    expect(fillReviewText(cards.communityLine.one, { shown: 1, when: "W", owner: "O" })).toBe(
      "1 center · submitted W by O",
    );
    expect(fillReviewText(cards.communityLine.other, { shown: 2, when: "W", owner: "O" })).toBe(
      "2 centers · submitted W by O",
    );
    expect(fillReviewText(cards.rejected.line, { kind: "LAN center", when: "W", owner: "O" })).toBe(
      "LAN center · rejected W · by owner O",
    );
    expect(cards.party.consent.declined).toBe(
      "that owner declined it; it is not shown on the center's page",
    );
  });

  it("speaks German and fills every field in every language", () => {
    const en = strings(adminReviewText("en", COUNTS, 5));
    const de = new Map(strings(adminReviewText("de", COUNTS, 5)));
    expect(de.get(".title")).toBe("Prüfwarteschlange");
    // Stripe's status word on a center's badge: German words; English keeps Stripe's own word.
    expect(de.get(".cards.center.statuses.active")).toBe("Aktiv");
    expect(adminReviewText("en", COUNTS, 5).cards.center.statuses).toEqual({});
    // Words that are the same in German: 'Community', 'Community: {name}', 'Website', 'PC', 'VR'.
    const same = en.filter(([path, value]) => de.get(path) === value).map(([path]) => path);
    expect(same.sort()).toEqual(
      [
        ".cards.center.community",
        ".cards.center.website",
        ".cards.kinds.community",
        ".cards.recent.headings.community",
        ".cards.values.platforms.pc",
        ".cards.values.platforms.vr",
        ".sections.community.title",
      ].sort(),
    );
    const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    const english = new Map(en);
    for (const locale of LOCALES) {
      for (const [path, value] of strings(adminReviewText(locale, COUNTS, 5))) {
        expect(value.trim(), `${locale} ${path}`).not.toBe("");
        expect(holes(value), `${locale} ${path}`).toEqual(holes(english.get(path) ?? ""));
      }
    }
  });
});

describe("adminReviewAnswer", () => {
  it("leaves English as it is", () => {
    const notice = '"Arena" verified. The owner has been e-mailed.';
    expect(adminReviewAnswer("en", notice)).toBe(notice);
  });

  it("words the directory's answers in German, names as written", () => {
    expect(adminReviewAnswer("de", '"Arena {1}" verified. The owner has been e-mailed.')).toBe(
      "„Arena {1}“ verifiziert. Der Inhaber wurde per E-Mail benachrichtigt.",
    );
    // Japanese joins its two sentences without a space; Korean with one, as it writes them.
    const ja = adminReviewAnswer("ja", '"Arena" verified. The owner has been e-mailed.');
    expect(ja).toMatch(/。\S/);
    expect(ja).not.toMatch(/。 /);
    expect(adminReviewAnswer("ko", '"Arena" verified. The owner has been e-mailed.')).toMatch(
      /\. \S/,
    );
    expect(adminReviewAnswer("de", '"Arena" moved back to the queue.')).toBe(
      "„Arena“ zurück in die Warteschlange gestellt.",
    );
    expect(
      adminReviewAnswer("de", 'Changes to "Arena" rejected. The owner could not be e-mailed.'),
    ).toBe(
      "Änderungen an „Arena“ abgelehnt. Der Inhaber konnte nicht per E-Mail benachrichtigt werden.",
    );
    expect(
      adminReviewAnswer(
        "de",
        '"Arena" is already verified, perhaps by another admin. Nothing was changed.',
      ),
    ).toBe(
      "„Arena“ ist bereits verifiziert, vielleicht von einem anderen Admin. Nichts wurde geändert.",
    );
    expect(adminReviewAnswer("de", REASON_REQUIRED)).toBe(
      "Bitte geben Sie einen Grund für die Ablehnung an.",
    );
    expect(adminReviewAnswer("ja", "This change no longer exists.")).toBe(
      "この変更はもう存在しません。",
    );
    expect(adminReviewAnswer("de", "Something else.")).toBe("Something else.");
  });
});

describe("adminReviewFieldLabels", () => {
  it("maps the directory's English labels to the page's language", () => {
    expect(adminReviewFieldLabels("en")["Opening hours"]).toBe("Opening hours");
    expect(adminReviewFieldLabels("de")["Opening hours"]).toBe("Öffnungszeiten");
    expect(adminReviewFieldLabels("ja").Starts).toBe("開始");
  });
});

describe("reviewValueWords", () => {
  const hours = JSON.stringify({
    mon: [{ open: "10:00", close: "22:00", overnight: false }],
    tue: [],
  });
  it("words a changed value in German, and in English as before", () => {
    const de = reviewValueWords("de");
    expect(reviewValueText("openingHours", hours, de)).toMatch(/^Mo\.? 10:00–22:00 · Di\.? /);
    expect(reviewValueText("openingHours", hours, de)).toContain("Geschlossen");
    expect(reviewValueText("openingHours", hours, de)).not.toContain("closed");
    expect(reviewValueText("priceFromCents", "550", de)).toBe("5,50");
    expect(reviewValueText("amenities", '["step_free"]', de)).not.toBe("Step-free entrance");
    expect(reviewValueText("openingHours", hours, reviewValueWords("en"))).toBe(
      reviewValueText("openingHours", hours),
    );
    expect(reviewValueText("priceFromCents", "550", reviewValueWords("en"))).toBe("5.50");
  });
});
