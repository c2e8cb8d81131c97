/**
 * The owner portal's texts (issue 28 item 1): English is today's text, the spec's words; German
 * differs; every language fills every field; the form messages map from the schemas' English.
 */
import { describe, expect, it } from "vitest";
import { stringsWithPaths as strings } from "../../tests/support/text-strings";
import { fillText, translate } from "~/components/owner/owner-text";
import { emailChangeMessages, newPasswordMessages } from "~/lib/auth-messages";
import { SETUP_SENT_MESSAGE } from "~/lib/setup-request";
import { LOCALES } from "./locales";
import { accountMessages, dashboardText, insightsMetaText } from "./owner.server";

/** Texts that are the same words in German. */
const SAME_IN_GERMAN = [".metaTitle", ".administrator"];

describe("dashboardText", () => {
  it("keeps the specification's English", () => {
    const en = dashboardText("en");
    expect(en.signInRequired).toBe("Sign In Required");
    expect(en.signInSubtitle).toBe("Please sign in to view your dashboard.");
    expect(fillText(en.welcome, { name: "Ada Lovelace" })).toBe("Welcome, Ada Lovelace");
    expect(en.tabs.map((tab) => [tab.to, tab.label])).toEqual([
      ["/dashboard", "Overview"],
      ["/dashboard/email", "Email Settings"],
      ["/dashboard/security", "Security"],
      ["/dashboard/insights", "Insights"],
    ]);
    expect(fillText(en.overview.myCenters, { count: 2 })).toBe("My LAN Centers (2)");
    expect(en.overview.noCenters).toBe("You don't have any registered LAN centers yet.");
    expect(en.cards.noSubscription).toBe("No Subscription: View Plans");
    expect(fillText(en.cards.photos.add, { count: 2 })).toBe("Add photos (2 of 8)");
    expect(en.email.verifyUpdate).toBe("Verify & Update Email");
    expect(en.security.updatePassword).toBe("Update Password");
    expect(en.messages).toEqual({ exact: {}, patterns: [] });
  });

  it("speaks German under /de with German links", () => {
    const de = dashboardText("de");
    const en = dashboardText("en");
    expect(de.signInRequired).toBe("Anmeldung erforderlich");
    expect(de.tabs[1]).toEqual({ to: "/de/dashboard/email", label: "E-Mail-Einstellungen" });
    expect(de.overview.registerCenterHref).toBe("/de/register-lan-center");
    // Everything but links, the locale and words German shares with English is German (the
    // panels are checked in owner-panels.server.test.ts).
    const english = new Map(strings(en));
    const same = strings(de)
      .filter(
        ([path, text]) =>
          !/Href|\.to$|^\.locale$|^\.panels\./.test(path) && english.get(path) === text,
      )
      .map(([path]) => path);
    expect(same).toEqual(SAME_IN_GERMAN);
  });

  it("fills every field in every language", () => {
    for (const locale of LOCALES) {
      for (const [path, text] of strings(dashboardText(locale))) {
        expect(text.trim(), `${locale} ${path}`).not.toBe("");
      }
    }
  });

  it("translates the forms' English messages, leaving unknown ones as they are", () => {
    const de = accountMessages("de");
    expect(translate(de, emailChangeMessages.empty)).toBe("Bitte gib eine neue E-Mail-Adresse ein");
    expect(translate(de, newPasswordMessages.differ)).toBe("Die Passwörter stimmen nicht überein");
    expect(translate(de, SETUP_SENT_MESSAGE)).toContain("Einrichtungsanfrage");
    expect(translate(de, "Something else")).toBe("Something else");
    expect(translate(accountMessages("en"), emailChangeMessages.empty)).toBe(
      emailChangeMessages.empty,
    );
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const messages = accountMessages(locale);
      for (const english of Object.values(emailChangeMessages)) {
        expect(messages.exact[english], `${locale}: ${english}`).toBeTruthy();
      }
    }
  });
});

describe("insightsMetaText", () => {
  it("gives the Insights tab a title and a description in every language", () => {
    expect(insightsMetaText("en").title).toBe("Insights | LAN Center Network");
    expect(insightsMetaText("de").description).not.toBe(insightsMetaText("en").description);
    for (const locale of LOCALES) {
      const text = insightsMetaText(locale);
      expect(text.title).toContain("LAN Center Network");
      expect(text.description.length).toBeGreaterThan(40);
    }
  });
});
