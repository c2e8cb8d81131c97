/**
 * The attendee list's texts (issue 28 item 1): English is today's text; German differs; every
 * language fills every field with the English placeholders; times on the event's clock.
 */
import { describe, expect, it } from "vitest";
import { fillText } from "~/components/owner/owner-text";
import { formatPartyTime } from "~/lib/time-zone";
import { attendeesText, attendeeTime } from "./attendees.server";
import { LOCALES } from "./locales";

/** Every string of a nested text object, with its path. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

describe("attendeesText", () => {
  it("keeps today's English", () => {
    const en = attendeesText("en", "Frag Night");
    expect(en.metaTitle).toBe("Attendees of Frag Night | LAN Center Network");
    expect(attendeesText("en").metaTitle).toBe("Attendees | LAN Center Network");
    expect(fillText(en.heading, { count: 3 })).toBe("Attendees (3)");
    expect(fillText(en.summary, { event: "Frag Night", time: "Sat", going: 3, waiting: 1 })).toBe(
      "Frag Night, starts Sat. 3 going, 1 waiting.",
    );
    expect(en.status).toEqual({ going: "Going", waiting: "Waiting", cancelled: "Cancelled" });
    expect(en.none).toBe("Nobody has RSVPed yet.");
    expect(en.backHref).toBe("/dashboard");
  });

  it("speaks German under /de and fills every field in every language", () => {
    const de = attendeesText("de", "Frag Night");
    expect(de.backHref).toBe("/de/dashboard");
    expect(de.status.going).toBe("Kommt");
    const english = new Map(strings(attendeesText("en", "Frag Night")));
    const same = strings(de)
      .filter(([path, text]) => path !== ".backHref" && english.get(path) === text)
      .map(([path]) => path);
    expect(same).toEqual([]);
    const holes = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort();
    for (const locale of LOCALES) {
      for (const [path, text] of strings(attendeesText(locale, "Frag Night"))) {
        expect(text.trim(), `${locale} ${path}`).not.toBe("");
        expect(holes(text), `${locale} ${path}`).toEqual(holes(english.get(path) ?? ""));
      }
    }
  });

  it("formats times on the event's clock: English as the dashboard, German in German", () => {
    const at = "2031-07-04T16:00:00Z";
    expect(attendeeTime("en", at, "Europe/Berlin")).toBe(formatPartyTime(at, "Europe/Berlin"));
    expect(attendeeTime("de", at, "Europe/Berlin")).toContain("18:00");
    expect(attendeeTime("de", at, "Europe/Berlin")).toContain("Juli");
  });
});
