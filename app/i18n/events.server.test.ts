/**
 * /events and /events/{id} texts (issue 28): English equals today's literals, German is German
 * with German dates on the venue's clock, every language fills every field.
 */
import { describe, expect, it } from "vitest";
import { allStrings as strings } from "../../tests/support/text-strings";
import { eventsText, eventText, rsvpText } from "./events.server";
import { LOCALES } from "./locales";

const party = {
  id: "p1",
  organizationName: "Spree Night",
  startDate: "2031-07-04T16:00:00Z",
  endDate: "2031-07-05T00:00:00Z",
  timeZone: "Europe/Berlin",
  communityName: "Spree Crew",
  capacity: 12,
  center: { id: "c1" },
};

describe("eventsText", () => {
  it("keeps today's English and localizes the German list", () => {
    const en = eventsText("en", [party]);
    expect(en.title).toBe("Upcoming LAN Parties");
    expect(en.noneYet).toBe("No upcoming LAN parties yet. Check back soon.");
    expect(en.byId.p1).toEqual({
      href: "/events/p1",
      start: "Fri, Jul 4, 2031, 06:00 PM GMT+2",
      end: "Sat, Jul 5, 2031, 02:00 AM GMT+2",
    });
    const de = eventsText("de", [party]);
    expect(de.title).toBe("Kommende LAN-Partys");
    expect(de.byId.p1).toEqual({
      href: "/de/events/p1",
      start: "Fr., 4. Juli 2031, 18:00 MESZ",
      end: "Sa., 5. Juli 2031, 02:00 MESZ",
    });
  });
});

describe("eventText and rsvpText", () => {
  it("keeps today's English RSVP lines", () => {
    expect(rsvpText("en", { going: 1, waiting: 0, capacity: null }).count).toBe("1 gamer going.");
    expect(rsvpText("en", { going: 3, waiting: 2, capacity: 3 }).count).toBe(
      "3 gamers going of 3 places, 2 on the waitlist.",
    );
    expect(rsvpText("en", { going: 5, waiting: 0, capacity: 1 }).went).toBe("5 gamers went.");
    const en = eventText("en", party, { going: 0, waiting: 0 });
    expect(en.rsvp.joinWaitlist).toBe("Join waitlist");
    expect(en.yourTime).toBe("Your time ({zone}):");
    expect(en.metaSuffix).toBe("LAN Parties | LAN Center Network");
  });

  it("is German under /de", () => {
    const de = eventText("de", party, { going: 0, waiting: 0 });
    expect(de.times.start).toBe("Fr., 4. Juli 2031, 18:00 MESZ");
    expect(de.rsvp.count).toBe("0 Gamer dabei von 12 Plätzen.");
    expect(de.rsvp.rsvp).toBe("Anmelden");
    expect(de.back).toEqual({ to: "/de/events", label: "Alle LAN-Partys" });
    expect(de.centerHref).toBe("/de/lan-centers/c1");
  });

  it("fills every field in every language", () => {
    for (const locale of LOCALES) {
      for (const text of strings(eventText(locale, party, { going: 2, waiting: 1 }))) {
        expect(text.trim(), locale).not.toBe("");
      }
      for (const text of strings(eventsText(locale, [party]))) expect(text.trim()).not.toBe("");
    }
  });
});
