/** The admin pages' texts per language (issue 28 item 1): English as today, the others translated. */
import { describe, expect, it } from "vitest";
import { adminLoginMessages } from "~/lib/auth-messages";
import { RETRY_INVALID_MESSAGE, RETRY_NOTICES } from "~/server/mail/service.server";
import { adminLoginText, adminMailAnswer, adminMailAttempts, adminMailText } from "./admin.server";
import { LOCALES } from "./locales";

describe("adminLoginText", () => {
  it("English repeats today's page", () => {
    const en = adminLoginText("en");
    expect(en.meta).toEqual({
      title: "Admin Login | LAN Center Network",
      description:
        "Sign-in for LAN Center Network administrators, who review centers, LAN parties and listings.",
    });
    expect([en.title, en.subtitle, en.submit, en.pending]).toEqual([
      "Admin Login",
      "Administrator access to LAN Center Network.",
      "Sign In as Administrator",
      "Signing in...",
    ]);
    expect(en.success).toEqual({
      title: "Login Successful",
      text: "Welcome back, administrator. Taking you to your dashboard…",
      dashboard: "Go to Dashboard",
    });
    expect([en.dashboardHref, en.homeHref, en.form.backHome]).toEqual([
      "/dashboard",
      "/",
      "Back to Home",
    ]);
  });

  it("German is German with its links under /de; every language fills every field", () => {
    const de = adminLoginText("de");
    expect(de.title).toBe("Admin-Anmeldung");
    expect(de.form.errors[adminLoginMessages.denied]).toBe(
      "Ungültige Zugangsdaten. Zugriff verweigert.",
    );
    expect([de.dashboardHref, de.homeHref]).toEqual(["/de/dashboard", "/de"]);
    for (const locale of LOCALES) {
      const text = adminLoginText(locale);
      const all = [
        text.meta.title,
        text.meta.description,
        text.title,
        text.subtitle,
        text.submit,
        text.pending,
        ...Object.values(text.success),
      ];
      for (const value of all) expect(value.trim(), locale).not.toBe("");
      if (locale !== "en") {
        expect(text.form.errors[adminLoginMessages.denied], locale).not.toBe(
          adminLoginMessages.denied,
        );
      }
    }
  });
});

describe("adminMailText", () => {
  const answers = [...Object.values(RETRY_NOTICES), RETRY_INVALID_MESSAGE];

  it("English repeats today's page and the mail area's answers", () => {
    const en = adminMailText("en");
    expect([en.metaTitle, en.title, en.none, en.retry, en.retrying]).toEqual([
      "Undelivered mail | LAN Center Network",
      "Undelivered mail",
      "No undelivered mail. Every message was accepted by the mail server.",
      "Retry",
      "Retrying…",
    ]);
    expect(en.statuses).toEqual({ pending: "Retrying", sending: "Sending", failed: "Failed" });
    expect(adminMailAttempts("en", "Failed", 1)).toBe("Failed, 1 attempt");
    expect(adminMailAttempts("en", "Retrying", 3)).toBe("Retrying, 3 attempts");
    for (const answer of answers) expect(adminMailAnswer("en", answer)).toBe(answer);
  });

  it("German is German; every answer is translated in every language", () => {
    expect(adminMailText("de").title).toBe("Nicht zugestellte E-Mails");
    expect(adminMailAttempts("de", "Fehlgeschlagen", 1200)).toBe("Fehlgeschlagen, 1.200 Versuche");
    expect(adminMailAnswer("de", "Something else")).toBe("Something else");
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const text = adminMailText(locale);
      const all = [
        text.metaTitle,
        text.intro,
        text.none,
        text.listLabel,
        ...Object.values(text.terms),
        ...Object.values(text.statuses),
      ];
      for (const value of all) expect(value.trim(), locale).not.toBe("");
      for (const answer of answers) {
        expect(adminMailAnswer(locale, answer), `${locale}: ${answer}`).not.toBe(answer);
      }
    }
  });
});
