/**
 * The dashboard Overview's dialogs and panels (issue 28 item 1): English is today's text, the
 * spec's words; German differs; every language fills every field; the shared code's English
 * messages (listing lines, setup request, subscription API) map to the page's language.
 */
import { describe, expect, it } from "vitest";
import { stringsWithPaths as strings } from "../../tests/support/text-strings";
import { SUBSCRIPTION_PANEL_ENGLISH } from "~/components/billing/subscription-panel";
import { CONTACT_CARDS_ENGLISH } from "~/components/owner/contact-cards";
import { fillText, translate } from "~/components/owner/owner-text";
import { centerListingStatus, partyListingStatus, REVIEW_WAIT_TEXT } from "~/lib/listing-status";
import { setupFailedMessage, setupRequiredMessages } from "~/lib/setup-request";
import { SUBSCRIPTION_MESSAGES } from "~/lib/subscription-status";
import { LOCALES } from "./locales";
import { dashboardMessages } from "./owner.server";
import { ownerChatOffer } from "~/lib/owner-chat";
import { statusDisplay } from "~/lib/subscription-status";
import {
  localizedChat,
  panelsText,
  pickerText,
  subscriptionPanelText,
  subscriptionStatusWords,
} from "./owner-panels.server";
import { successText } from "./pay.server";

/** Texts that are the same words in German (or no text at all in English). */
const SAME_IN_GERMAN = [".dialogs.websiteOptional", ".subscription.plan", ".subscription.status"];

const center = {
  id: "c1",
  verified: true,
  rejectionReason: null,
  communityName: "Arena Crew",
  communityVerified: true,
  hasLocation: true,
  live: false,
  subscriptionStatus: null,
};

describe("panelsText", () => {
  it("keeps the specification's English", () => {
    const en = panelsText("en");
    expect(en.dialogs.deleteCenterTitle).toBe("Delete LAN Center?");
    expect(fillText(en.dialogs.deletePartyBody, { name: "Frag Night" })).toBe(
      "This permanently deletes Frag Night and its cover image. This cannot be undone.",
    );
    expect(en.dialogs.step1Title).toBe("Step 1: Share Your Details with Our Team");
    expect(en.dialogs.step2Title).toBe("Step 2: Join Our Owners' Chat Community");
    expect(en.dialogs.confirmSend).toBe("Confirm & Send");
    expect(fillText(en.venues.title, { count: 2 })).toBe("Parties at your centers (2)");
    expect(fillText(en.chat.write, { email: "help@example.com" })).toBe(
      "To upgrade, write to help@example.com.",
    );
    expect(en.review).toEqual({
      verified: "Verified",
      pending: "Pending Review",
      rejected: "Not approved",
    });
    // The components' English defaults (used by pages not yet translated) are the catalog's.
    expect({ ...en.subscription, errors: {} }).toEqual(SUBSCRIPTION_PANEL_ENGLISH);
    expect(en.contacts).toEqual(CONTACT_CARDS_ENGLISH);
  });

  it("speaks German under /de", () => {
    const de = panelsText("de");
    expect(de.dialogs.deleteCenterTitle).toBe("LAN-Center löschen?");
    expect(de.subscription.statuses.active).toBe("Aktiv");
    expect(de.subscription.locale).toBe("de");
    const english = new Map(strings(panelsText("en")));
    const same = strings(de)
      .filter(([path, text]) => !/\.locale$/.test(path) && english.get(path) === text)
      .map(([path]) => path);
    expect(same).toEqual(SAME_IN_GERMAN);
  });

  it("fills every field in every language with the English placeholders", () => {
    const english = new Map(strings(panelsText("en")));
    for (const locale of LOCALES) {
      for (const [path, text] of strings(panelsText(locale))) {
        expect(text.trim(), `${locale} ${path}`).not.toBe("");
        const holes = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort();
        expect(holes(text), `${locale} ${path}`).toEqual(holes(english.get(path) ?? ""));
      }
    }
  });
});

describe("dashboardMessages", () => {
  it("translates the listing lines, setup request and subscription messages", () => {
    const de = dashboardMessages("de");
    expect(translate(de, REVIEW_WAIT_TEXT)).toContain("Prüfung");
    const rejected = centerListingStatus({ ...center, verified: false, rejectionReason: "Blurry" });
    expect(translate(de, rejected.text)).toBe(
      "Nicht freigegeben: Blurry. Bearbeite den Eintrag, um ihn erneut einzureichen.",
    );
    expect(translate(de, rejected.action!.label)).toBe("Bearbeiten");
    const party = partyListingStatus(
      {
        id: "p1",
        verified: true,
        rejectionReason: null,
        endDate: new Date("2099-01-01T00:00:00Z"),
        venueConsent: "pending",
      },
      new Date("2030-01-01T00:00:00Z"),
    );
    // The default venue name is translated inside the line.
    expect(translate(de, party.text)).toContain("von dem Veranstaltungsort");
    expect(translate(de, setupRequiredMessages.user)).toBe(
      "Bitte fülle alle Pflichtfelder zu deiner Person aus.",
    );
    expect(translate(de, setupFailedMessage("help@example.com"))).toContain("help@example.com");
    expect(translate(de, SUBSCRIPTION_MESSAGES.accessDenied)).toBe("Zugriff verweigert");
    expect(dashboardMessages("en")).toEqual({ exact: {}, patterns: [] });
  });

  it("has every message in every language", () => {
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const messages = dashboardMessages(locale);
      for (const english of Object.values(SUBSCRIPTION_MESSAGES)) {
        expect(messages.exact[english], `${locale}: ${english}`).toBeTruthy();
      }
      expect(translate(messages, centerListingStatus(center).text)).not.toBe(
        centerListingStatus(center).text,
      );
    }
  });
});

describe("pickerText", () => {
  it("keeps the English, counts places in each language's plural and fills every field", () => {
    const en = pickerText("en");
    expect(en.find).toBe("Find a place");
    expect(en.useLocation).toBe("Use my location");
    expect(fillText(en.setTo, { place: "Oslo, Norway" })).toBe(
      "Pin set to Oslo, Norway. Drag it or click the map to adjust.",
    );
    expect([en.found[0], en.found[1], en.found[8]]).toEqual([
      "0 places found",
      "1 place found",
      "8 places found",
    ]);
    expect(pickerText("de").found[1]).toBe("1 Ort gefunden");
    expect(pickerText("fr").found[0]).toBe("0 lieu trouvé");
    expect(pickerText("de").find).toBe("Ort finden");
    for (const locale of LOCALES) {
      const text = pickerText(locale);
      expect(text.found).toHaveLength(9);
      for (const [path, value] of strings(text)) {
        expect(value.trim(), `${locale} ${path}`).not.toBe("");
      }
      expect(text.source).toContain("{geonames}");
      expect(text.source).toContain("{license}");
    }
  });
});

describe("the subscription panel's remaining words and the chat's price line", () => {
  it("English keeps today's words; German links /payment under /de and names every status", () => {
    const en = subscriptionPanelText("en");
    expect(en.plansPath).toBe("/payment");
    for (const status of ["incomplete", "incomplete_expired", "unpaid", "paused"]) {
      expect(en.statuses[status]).toBe(statusDisplay(status).label);
    }
    // One list of status words: /success and the admin pages show the panel's.
    expect(successText("de", 5).statuses).toEqual(subscriptionStatusWords("de"));
    expect(subscriptionPanelText("ja").statuses).toEqual(subscriptionStatusWords("ja"));
    for (const status of ["active", "trialing", "canceled", "past_due", "not_started"]) {
      expect(subscriptionStatusWords("en")[status]).toBe(statusDisplay(status).label);
    }
    const de = subscriptionPanelText("de");
    expect(de.plansPath).toBe("/de/payment");
    expect(de.statuses.unpaid).toBe("Unbezahlt");
    for (const locale of LOCALES) {
      for (const label of Object.values(subscriptionPanelText(locale).statuses)) {
        expect(label.trim(), locale).not.toBe("");
      }
    }
  });

  it("the chat's price is formatted with Intl in the page's language, the upgrade list too", () => {
    const none = ownerChatOffer([], "https://chat.example/invite");
    const upgrade = ownerChatOffer(
      [{ planId: "verified", status: "active" }],
      "https://chat.example/invite",
    );
    // English: exactly what the shared code writes today.
    expect(localizedChat("en", none)).toEqual(none);
    expect(localizedChat("en", upgrade)).toEqual(upgrade);
    const de = localizedChat("de", none);
    expect(de?.kind === "plans" && de.price).toMatch(/^50\sUS\$ pro Monat$/);
    expect(de?.kind === "plans" && de.planName).toBe("LAN Center Subscription");
    const jaUpgrade = localizedChat("ja", upgrade);
    expect(jaUpgrade?.kind === "upgrade" && jaUpgrade.price).toContain("$50");
    if (upgrade?.kind !== "upgrade" || jaUpgrade?.kind !== "upgrade") throw new Error("upgrade");
    expect(jaUpgrade.adds).toHaveLength(upgrade.adds.length);
    for (const [index, feature] of jaUpgrade.adds.entries()) {
      expect(feature).not.toBe(upgrade.adds[index]);
    }
    expect(localizedChat("de", null)).toBeNull();
  });
});
