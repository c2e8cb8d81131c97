/** The public actions' answers per language (issue 28 item 1): English as raised, others translated. */
import { describe, expect, it } from "vitest";
import { ATTENDANCE_MESSAGES } from "~/server/attendance/index.server";
import { AppError } from "~/server/errors/app-error";
import { NOT_FOLLOWABLE_MESSAGE } from "~/server/follows/index.server";
import { inPageLanguage, publicActionMessages } from "./actions.server";
import { LOCALES } from "./locales";

const ENGLISH = [
  ATTENDANCE_MESSAGES.closed,
  ATTENDANCE_MESSAGES.notRsvped,
  ATTENDANCE_MESSAGES.notFound,
  NOT_FOLLOWABLE_MESSAGE,
];

describe("publicActionMessages", () => {
  it("English maps every area message to itself", () => {
    const en = publicActionMessages("en");
    expect(Object.keys(en).sort()).toEqual([...ENGLISH].sort());
    for (const message of ENGLISH) expect(en[message]).toBe(message);
    expect(ATTENDANCE_MESSAGES.closed).toBe("RSVPs are closed: this event has started.");
  });

  it("every other language translates every message", () => {
    expect(publicActionMessages("de")[ATTENDANCE_MESSAGES.closed]).toBe(
      "Keine Zusagen mehr möglich: Die Veranstaltung hat begonnen.",
    );
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const map = publicActionMessages(locale);
      for (const message of ENGLISH) {
        expect(map[message]?.trim(), `${locale}: ${message}`).not.toBe("");
        expect(map[message], `${locale}: ${message}`).not.toBe(message);
      }
    }
  });
});

describe("inPageLanguage", () => {
  it("gives a known AppError its message in the language, keeping code and status", () => {
    const error = new AppError("attendance.closed", ATTENDANCE_MESSAGES.closed, 409);
    const de = inPageLanguage("de", error) as AppError;
    expect(de).toBeInstanceOf(AppError);
    expect([de.code, de.status, de.message]).toEqual([
      "attendance.closed",
      409,
      "Keine Zusagen mehr möglich: Die Veranstaltung hat begonnen.",
    ]);
    expect(inPageLanguage("en", error)).toBe(error);
  });

  it("leaves unknown messages and other errors as they are", () => {
    const unknown = new AppError("x.y", "Something else", 400);
    expect(inPageLanguage("de", unknown)).toBe(unknown);
    const bug = new TypeError("boom");
    expect(inPageLanguage("de", bug)).toBe(bug);
  });
});
