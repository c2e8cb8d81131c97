/**
 * The gamer's own pages' texts (issue 28 item 1): English is today's text word for word, German
 * is German with /de/ links, every language gives every field, and event times follow the
 * page's language in the venue's zone.
 */
import { describe, expect, it } from "vitest";
import { formatInZone } from "~/lib/time-zone";
import { MAIL_KIND_LABELS, MAIL_KINDS } from "~/server/mail/index.server";
import { INVALID_UNSUBSCRIBE_LINK } from "~/server/mail/service.server";
import { LOCALES } from "./locales";
import {
  deleteAccountText,
  formatStart,
  invalidUnsubscribeText,
  liveSubscriptionsText,
  mailKindLabel,
  myPageText,
  notificationsText,
  unsubscribeText,
} from "./me.server";

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  // A text cut around a placeholder: one side may be empty.
  if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "string")) {
    return [value.join("")];
  }
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("gamer page texts", () => {
  it("keeps today's English", () => {
    const me = myPageText("en", "Robin");
    expect(me.heading).toBe("Hi, Robin");
    expect(myPageText("en", "").heading).toBe("My page");
    expect(me.meta.title).toBe("My page | LAN Center Network");
    expect(me.goingEmpty.join("Browse LAN parties")).toBe(
      "You're not going to any events yet. Browse LAN parties to find one near you.",
    );
    expect(me.followingEmpty.join("LAN center")).toBe(
      "You don't follow anything yet. Open a LAN center and press Follow to see its next events here.",
    );
    expect(notificationsText("en").intro).toBe(
      "Choose which e-mails you get. E-mails about your account, such as sign-in codes, are always sent.",
    );
    for (const kind of MAIL_KINDS) expect(mailKindLabel("en", kind)).toBe(MAIL_KIND_LABELS[kind]);
    expect(liveSubscriptionsText("en", 1)).toBe(
      "Your live subscription is cancelled at once; no further payment is taken.",
    );
    expect(liveSubscriptionsText("en", 2)).toBe(
      "Your 2 live subscriptions are cancelled at once; no further payment is taken.",
    );
    expect(deleteAccountText("en").provider.join("privacy page")).toBe(
      "The payment provider keeps its records of past payments, as the law requires. What is kept and why is on the privacy page.",
    );
    const unsub = unsubscribeText("en", "event_reminders");
    expect(unsub.done).toBe(
      "You will no longer get e-mails of the kind ‘Event reminders’. Other e-mails are not affected.",
    );
    expect(unsub.ask.join(unsub.quoted)).toBe(
      "Stop e-mails of the kind ‘Event reminders’ to the account this e-mail was sent to? You do not need to sign in. Other e-mails are not affected, and you can switch it on again under your notification settings.",
    );
    expect(invalidUnsubscribeText("en")).toBe(INVALID_UNSUBSCRIBE_LINK);
  });

  it("gives German pages German words and links", () => {
    const me = myPageText("de", "Robin");
    expect(me.heading).toBe("Hallo, Robin");
    expect(me.href.notifications).toBe("/de/me/notifications");
    expect(me.data.removeHref).toBe("/de/account/delete");
    expect(notificationsText("de").title).toBe("Benachrichtigungen");
    expect(deleteAccountText("de").keepHref).toBe("/de/dashboard");
    expect(unsubscribeText("de", "event_reminders").done).toContain("„Erinnerungen an Events“");
    expect(liveSubscriptionsText("de", 3)).toContain("Deine 3 laufenden Abos");
  });

  it("formats event times in the page's language, in the venue's zone", () => {
    const start = "2026-12-05T17:00:00.000Z";
    expect(formatStart("en", start, "Europe/Berlin")).toBe(formatInZone(start, "Europe/Berlin"));
    const de = formatStart("de", start, "Europe/Berlin");
    expect(de).toContain("18:00");
    expect(de).toMatch(/Sa\./);
    expect(formatStart("ja", start, "Asia/Tokyo")).toContain("2026");
  });

  it("gives every field in every language", () => {
    for (const locale of LOCALES) {
      const all = [
        myPageText(locale, "Robin"),
        notificationsText(locale),
        deleteAccountText(locale),
        unsubscribeText(locale, "follow_digest"),
        ...MAIL_KINDS.map((kind) => mailKindLabel(locale, kind)),
        liveSubscriptionsText(locale, 2),
        invalidUnsubscribeText(locale),
      ];
      for (const text of strings(all)) expect(text.trim(), locale).not.toBe("");
    }
  });
});
