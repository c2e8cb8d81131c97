/**
 * Every e-mail to an account is written in the account's language (issue 28 item 2): each
 * template rendered in English keeps today's text (the specification's), and in German and
 * Japanese its subject, text part, HTML part (`<html lang>`) and footer are in that language, with
 * dates and times by Intl in that language, event times in the venue's zone with its short name.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import {
  changeReviewEmail,
  codeEmail,
  duplicatePaymentRefundedEmail,
  emailChangedNotice,
  eventCancelledEmail,
  eventChangedEmail,
  eventReminderEmail,
  followDigestEmail,
  insightsMonthlyEmail,
  newCenterReviewEmail,
  passwordChangedEmail,
  paymentFailedEmail,
  planEndedEmail,
  promotedFromWaitlistEmail,
  reviewEmail,
  reviewHiddenEmail,
  reviewReplyEmail,
  reviewRestoredEmail,
  setupRequestCopyEmail,
  type MailContent,
} from "./index.server";
import { mailAmount, mailTime } from "./format";
import { formatMonthlyFigure } from "./insights-templates";
import { TAGLINE } from "./layout";

/** 2031-12-06 18:00 in Berlin (CET, UTC+1). */
const START = new Date("2031-12-06T17:00:00Z");
const END = new Date("2031-12-06T23:00:00Z");
const ZONE = "Europe/Berlin";
const event = {
  eventName: "Winter LAN",
  startDate: START,
  timeZone: ZONE,
  link: "http://site.test/events/e1",
};

/** Every account template, rendered in `locale`. */
function renderAll(locale: Locale): Record<string, Promise<MailContent>> {
  const review = { centerName: "Pixel Hub", rating: 4, link: "http://site.test/r", locale };
  return {
    reset: codeEmail("forget-password", "428613", 60, locale),
    change: codeEmail("change-email", "428613", 60, locale),
    signIn: codeEmail("sign-in", "428613", 60, locale),
    emailChanged: emailChangedNotice("old@example.com", "new@example.com", locale),
    password: passwordChangedEmail({
      email: "a@example.com",
      way: "reset",
      supportEmail: "support@example.com",
      locale,
    }),
    refund: duplicatePaymentRefundedEmail({
      centerName: "Pixel Hub",
      amountCents: 1000,
      currency: "usd",
      locale,
    }),
    paymentFailed: paymentFailedEmail({ centerName: "Pixel Hub", link: "http://x/d", locale }),
    planEnded: planEndedEmail({ centerName: "Pixel Hub", link: "http://x/p", locale }),
    verified: reviewEmail({
      kind: "community",
      name: "Frag Club",
      decision: "verified",
      link: "http://x/c",
      locale,
    }),
    rejected: changeReviewEmail({
      kind: "party",
      name: "Winter LAN",
      decision: "rejected",
      link: "http://x/d",
      locale,
    }),
    promoted: promotedFromWaitlistEmail({ ...event, locale }),
    cancelled: eventCancelledEmail({ ...event, locale }),
    changed: eventChangedEmail({ ...event, endDate: END, locale }),
    reminder: eventReminderEmail({
      ...event,
      endDate: END,
      calendarLink: "http://site.test/events/e1/calendar.ics",
      locale,
    }),
    digest: followDigestEmail({
      events: [{ ...event, endDate: END, where: "Pixel Hub, Berlin" }],
      unsubscribeUrl: "http://site.test/unsubscribe?token=t",
      settingsUrl: "http://site.test/me/notifications",
      locale,
    }),
    monthly: insightsMonthlyEmail({
      month: "November 2031",
      previousMonth: "October",
      venues: [
        {
          name: "Pixel Hub",
          figures: [{ label: "Views", value: 12, previous: 10 }],
          link: "http://x/i",
        },
      ],
      unsubscribeUrl: "http://site.test/unsubscribe?token=t",
      settingsUrl: "http://site.test/me/notifications",
      locale,
    }),
    newReview: newCenterReviewEmail({ ...review, body: "Great seats." }),
    reply: reviewReplyEmail({ ...review, reply: "Thanks!" }),
    hidden: reviewHiddenEmail({ ...review, reason: "Spam", guidelines: "http://x/g" }),
    restored: reviewRestoredEmail(review),
    setupCopy: setupRequestCopyEmail(
      {
        userName: "Ada Lovelace",
        userEmail: "ada@example.com",
        lanCenterName: "Pixel Hub",
        lanCenterAddress: "Berlin",
        website: "(none)",
      },
      "support@example.com",
      locale,
    ),
  };
}

async function rendered(locale: Locale): Promise<Record<string, MailContent>> {
  const all = renderAll(locale);
  const entries = await Promise.all(
    Object.entries(all).map(async ([name, mail]) => [name, await mail] as const),
  );
  return Object.fromEntries(entries);
}

describe("e-mails in the account's language (issue 28)", () => {
  it("English keeps today's texts, times and amounts", async () => {
    const en = await rendered("en");
    expect(en.reset!.subject).toBe("Your LAN Center Network password reset code");
    expect(en.change!.subject).toBe("Confirm your new e-mail address for LAN Center Network");
    expect(en.signIn!.text).toContain("If you did not try to sign in, you can ignore this e-mail.");
    expect(en.emailChanged!.text).toContain(
      "The e-mail address of your LAN Center Network account was changed from old@example.com to new@example.com.",
    );
    expect(en.password!.text).toContain(
      "The password of your LAN Center Network account (a@example.com) was reset with a code sent to this address. Other devices were signed out.",
    );
    expect(en.refund!.text).toContain("refunded its payment of $10.00 in full");
    expect(en.paymentFailed!.subject).toBe("Payment failed for Pixel Hub: update your card");
    expect(en.planEnded!.text).toContain("Choose a plan: http://x/p");
    expect(en.verified!.subject).toBe('Your community "Frag Club" is verified');
    expect(en.rejected!.subject).toBe('Your changes to LAN party "Winter LAN" were not approved');
    expect(en.rejected!.text).toContain("Reason: not given");
    expect(en.promoted!.subject).toBe("You're going to Winter LAN");
    expect(en.promoted!.text).toContain("Starts: Sat, Dec 6, 2031, 06:00 PM CET");
    expect(en.cancelled!.text).toContain("Was to start: Sat, Dec 6, 2031, 06:00 PM CET");
    expect(en.changed!.subject).toBe("New time or place: Winter LAN");
    expect(en.reminder!.subject).toBe("Reminder: Winter LAN starts tomorrow");
    expect(en.digest!.subject).toBe("New event from the places you follow: Winter LAN");
    expect(en.digest!.text).toContain(
      "You get at most one of these a day. Change which e-mails you get: http://site.test/me/notifications. Stop these digests: http://site.test/unsubscribe?token=t",
    );
    expect(en.monthly!.subject).toBe("Your listings in November 2031");
    expect(en.monthly!.text).toContain("Views: 12 (October: 10, +20%)");
    expect(en.newReview!.text).toContain('A gamer reviewed "Pixel Hub" with 4 of 5 stars.');
    expect(en.reply!.subject).toBe("Pixel Hub replied to your review");
    expect(en.hidden!.text).toContain("Reason:\nSpam");
    expect(en.restored!.subject).toBe("Your review of Pixel Hub is visible again");
    expect(en.setupCopy!.text).toContain("Hello Ada Lovelace,");
    expect(en.setupCopy!.text).toContain("LAN center: Pixel Hub");
    expect(en.setupCopy!.text).toContain("Website: (none)");
    for (const mail of Object.values(en)) {
      expect(mail.html).toContain('lang="en"');
      expect(mail.text.endsWith(`LAN Center Network - ${TAGLINE}`)).toBe(true);
    }
  });

  it("German: subject, text, HTML with lang=de, footer and times in German", async () => {
    const [en, de] = await Promise.all([rendered("en"), rendered("de")]);
    for (const [name, mail] of Object.entries(de)) {
      expect(mail.subject, name).not.toBe(en[name]!.subject);
      expect(mail.text, name).not.toBe(en[name]!.text);
      expect(mail.html, name).toContain('lang="de"');
      expect(mail.html, name).toContain("Wir vereinen Center weltweit");
      expect(mail.text, name).toContain("Wir vereinen Center weltweit");
    }
    expect(de.reset!.subject).toBe("Ihr Code zum Zurücksetzen des LAN Center Network-Passworts");
    expect(de.reset!.text).toContain("Ihr Code: 428613");
    expect(de.promoted!.subject).toBe("Sie sind bei Winter LAN dabei");
    expect(de.promoted!.text).toContain(`Beginn: ${mailTime(START, ZONE, "de")}`);
    expect(de.promoted!.text).toContain("Veranstaltung ansehen: http://site.test/events/e1");
    expect(de.digest!.text).toContain(
      "Diese Übersichten abbestellen: http://site.test/unsubscribe",
    );
    expect(de.digest!.text).toContain("Ort: Pixel Hub, Berlin");
    expect(de.refund!.text).toContain(mailAmount(1000, "usd", "de"));
    expect(de.rejected!.text).toContain("Grund: nicht angegeben");
    expect(de.newReview!.text).toContain("4 von 5 Sternen");
    expect(de.setupCopy!.text).toContain("Website: (keine)");
  });

  it("Japanese: subject, text and HTML with lang=ja", async () => {
    const [en, ja] = await Promise.all([rendered("en"), rendered("ja")]);
    for (const [name, mail] of Object.entries(ja)) {
      expect(mail.subject, name).not.toBe(en[name]!.subject);
      expect(mail.html, name).toContain('lang="ja"');
      expect(mail.text, name).toContain("世界中のセンターをつなぐ");
    }
    expect(ja.reminder!.subject).toBe("リマインダー：Winter LAN は明日開始です");
    expect(ja.reminder!.text).toContain(`開始: ${mailTime(START, ZONE, "ja")}`);
    expect(ja.signIn!.subject).toBe("LAN Center Network のサインインコード");
  });

  it("French: a no-break space before each colon and the percent sign", async () => {
    const fr = await rendered("fr");
    expect(fr.promoted!.text).toContain(`\u00a0: ${mailTime(START, ZONE, "fr")}`);
    expect(fr.monthly!.text).toMatch(/: 12 \(\S+\u00a0: 10, \+20\s%\)/u);
    expect(fr.monthly!.text).not.toMatch(/\S: \d/u);
    expect(formatMonthlyFigure(1234, 1000, "octobre", "fr")).toMatch(
      /^1\s234 \(octobre\u00a0: 1\s000, \+23\s%\)$/u,
    );
    expect(formatMonthlyFigure(1234, 1000, "October")).toBe("1,234 (October: 1,000, +23%)");
    expect(formatMonthlyFigure(5, 0, "October")).toBe("5 (October: 0)");
  });

  it("times use Intl in the recipient's language, in the venue's zone with its short name", () => {
    expect(mailTime(START, ZONE, "en")).toBe("Sat, Dec 6, 2031, 06:00 PM CET");
    const de = mailTime(START, ZONE, "de");
    expect(de).toContain("18:00");
    expect(de).toContain("2031");
    expect(de).toMatch(/MEZ|CET|GMT\+1/);
    expect(de).not.toContain("PM");
    const ja = mailTime(START, ZONE, "ja");
    expect(ja).toContain("2031年12月6日");
    expect(ja).toContain("18:00");
    // Where a language names the zone only by its offset, the letter abbreviation is shown.
    expect(mailTime(START, "America/New_York", "de")).toMatch(/12:00 EST$/);
    expect(mailTime(START, "America/New_York", "ko")).toMatch(/12:00 EST$/);
    expect(mailAmount(1000, "usd", "en")).toBe("$10.00");
    expect(mailAmount(1000, "usd", "de")).toMatch(/^10,00\s\$$/);
  });
});
