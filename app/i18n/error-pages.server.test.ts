/**
 * The error pages' messages per language (issue 28 item 1): English as the areas raise them
 * (the specification's words), every other language translated, the error's code and status kept.
 */
import { describe, expect, it } from "vitest";
import { ATTENDANCE_MESSAGES } from "~/server/attendance/index.server";
import { AppError, isAppError } from "~/server/errors/app-error";
import { LISTING_NOT_FOUND } from "~/server/insights/index.server";
import { chromeText } from "./chrome.server";
import {
  CENTER_NOT_FOUND,
  cancelledEventMessage,
  errorPageMessage,
  errorPageMessages,
  inErrorPageLanguage,
} from "./error-pages.server";
import { LOCALES } from "./locales";
import { ADMIN_ONLY_MESSAGE } from "~/server/auth/session.server";

const ENGLISH = [
  LISTING_NOT_FOUND,
  ATTENDANCE_MESSAGES.attendeeNotFound,
  ATTENDANCE_MESSAGES.notFound,
  CENTER_NOT_FOUND,
];

describe("errorPageMessages", () => {
  it("English maps every message to itself, in the specification's words", () => {
    const en = errorPageMessages("en");
    expect(Object.keys(en).sort()).toEqual([...ENGLISH].sort());
    for (const message of ENGLISH) expect(en[message]).toBe(message);
    expect(CENTER_NOT_FOUND).toBe("Location not found or you do not have permission to edit it.");
  });

  it("every other language translates every message", () => {
    expect(errorPageMessage("de", LISTING_NOT_FOUND)).toBe("Dieser Eintrag wurde nicht gefunden.");
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      for (const message of ENGLISH) {
        const said = errorPageMessage(locale, message);
        expect(said.trim(), `${locale}: ${message}`).not.toBe("");
        expect(said, `${locale}: ${message}`).not.toBe(message);
      }
    }
    expect(errorPageMessage("ja", "Something else")).toBe("Something else");
  });
});

describe("inErrorPageLanguage", () => {
  it("translates a known AppError's message and keeps its code and status", () => {
    const error = new AppError("insights.not_found", LISTING_NOT_FOUND, 404);
    const fr = inErrorPageLanguage("fr", error);
    expect(isAppError(fr) && [fr.code, fr.status, fr.message]).toEqual([
      "insights.not_found",
      404,
      "Cette fiche est introuvable.",
    ]);
    expect(inErrorPageLanguage("en", error)).toBe(error);
    const other = new Error("boom");
    expect(inErrorPageLanguage("de", other)).toBe(other);
  });
});

describe("cancelledEventMessage and the admin-only sentence", () => {
  it("English keeps the original sentences; other languages name the party in their words", () => {
    expect(cancelledEventMessage("en", "Frag Night")).toBe(
      "“Frag Night” was cancelled by its organiser, so it no longer has a page.",
    );
    expect(cancelledEventMessage("de", "Frag Night")).toBe(
      "„Frag Night“ wurde vom Veranstalter abgesagt und hat daher keine Seite mehr.",
    );
    for (const locale of LOCALES) {
      expect(cancelledEventMessage(locale, "Frag Night"), locale).toContain("Frag Night");
    }
    expect(chromeText("en").adminOnlyText).toBe(ADMIN_ONLY_MESSAGE);
    expect(chromeText("ko").adminOnlyText).not.toBe(ADMIN_ONLY_MESSAGE);
  });
});
