/** The /contacts words per language (issue 28 item 1): English as today, the others translated. */
import { describe, expect, it } from "vitest";
import { contactTypes, UNKNOWN_CONTACT_TYPE } from "~/lib/contacts-query";
import { contactsText } from "./contacts.server";
import { LOCALES } from "./locales";
import { contactCardsText } from "./owner-panels.server";

describe("contactsText", () => {
  it("English repeats today's page", () => {
    const en = contactsText("en", 1);
    expect(en.heading).toBe("Contacts");
    expect(en.intro).toBe(
      "Everyone who registered a LAN center or party, and the partner leads, newest first.",
    );
    expect(en.back).toBe("← Back to Dashboard");
    expect(en.dashboardHref).toBe("/dashboard");
    expect(en.searchField).toBe("Search by name, e-mail or organization");
    expect(en.types).toEqual(contactTypes.map((type) => ({ id: type.id, label: type.label })));
    expect([en.count, en.countFound]).toEqual(["1 contact", "1 contact found"]);
    expect(contactsText("en", 0).countFound).toBe("0 contacts found");
    expect(contactsText("en", 3).count).toBe("3 contacts");
    expect([en.download, en.downloadFiltered]).toEqual([
      "Download CSV",
      "Download CSV (these contacts)",
    ]);
    expect(en.unknownType).toBe(UNKNOWN_CONTACT_TYPE);
    expect(en.failed).toBe("Failed to fetch contacts.");
  });

  it("German is German; every language fills every field", () => {
    const de = contactsText("de", 2);
    expect(de.heading).toBe("Kontakte");
    expect(de.countFound).toBe("2 Kontakte gefunden");
    expect(contactsText("de", 1).count).toBe("1 Kontakt");
    expect(de.dashboardHref).toBe("/de/dashboard");
    expect(de.contactsHref).toBe("/de/contacts");
    // The cards speak the page's language too ("No contacts found." was English).
    expect(de.cards.none).not.toBe(contactsText("en", 2).cards.none);
    expect(contactsText("en", 0).cards.none).toBe("No contacts found.");
    for (const locale of LOCALES) {
      const text = contactsText(locale, 5);
      const { types, cards, ...words } = text;
      expect(cards).toEqual(contactCardsText(locale));
      for (const [key, value] of Object.entries(words)) {
        expect(value.trim(), `${locale} ${key}`).not.toBe("");
      }
      expect(types.map((type) => type.id)).toEqual(contactTypes.map((type) => type.id));
      for (const type of types) expect(type.label, locale).not.toBe("");
      expect(text.count, locale).toContain("5");
    }
  });
});
