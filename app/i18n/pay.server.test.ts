/** The payment pages per language (issue 28 item 1): English as today, German German, all filled. */
import { describe, expect, it } from "vitest";
import { allStrings as strings } from "../../tests/support/text-strings";
import { BILLING_ERROR_MESSAGES } from "~/server/billing/errors.server";
import { SUBSCRIPTION_MESSAGES } from "~/lib/subscription-status";
import { LOCALES } from "./locales";
import { billingErrors, paymentText, successText } from "./pay.server";

describe("payment texts", () => {
  it("English is today's text", () => {
    const pay = paymentText("en");
    expect(pay.title).toBe("Choose Your Plan");
    expect(pay.intro).toBe(
      "Each LAN center needs its own subscription. Plans are billed monthly; you can cancel at any time.",
    );
    expect(pay.redirecting).toBe("Redirecting to checkout...");
    expect(pay.subscribeTo).toBe("to {plan}");
    const done = successText("en", 3);
    expect(done.heading).toBe("Payment Successful!");
    expect(done.countdown).toEqual([
      "Redirecting to your dashboard in 0 seconds...",
      "Redirecting to your dashboard in 1 second...",
      "Redirecting to your dashboard in 2 seconds...",
      "Redirecting to your dashboard in 3 seconds...",
    ]);
    expect(done.questions).toEqual({
      before: "Questions about your subscription? Contact us at ",
      after: ".",
    });
    expect(done.dashboardHref).toBe("/dashboard");
  });

  it("maps every billing and subscription message, English to itself", () => {
    const english = billingErrors("en");
    for (const message of [
      ...Object.values(BILLING_ERROR_MESSAGES),
      ...Object.values(SUBSCRIPTION_MESSAGES),
    ]) {
      // An API answer and the subscription list's load failure: neither is shown on these pages.
      if (message === SUBSCRIPTION_MESSAGES.badIntent) continue;
      if (message === BILLING_ERROR_MESSAGES.fetch_failed) continue;
      expect(english[message], message).toBe(message);
      expect(billingErrors("de")[message], message).not.toBe(message);
    }
  });

  it("German is German, with German links", () => {
    expect(paymentText("de").title).toBe("Wähle deinen Tarif");
    const done = successText("de", 3);
    expect(done.heading).toBe("Zahlung erfolgreich!");
    expect(done.countdown[1]).toBe("Weiterleitung zu deinem Dashboard in 1 Sekunde...");
    expect(done.dashboardHref).toBe("/de/dashboard");
    expect(done.registerHref).toBe("/de/registration-choice");
  });

  it("every language has every text", () => {
    for (const locale of LOCALES) {
      for (const value of [...strings(paymentText(locale)), ...strings(successText(locale, 3))]) {
        expect(value.trim(), locale).not.toBe("");
      }
      expect(successText(locale, 3).notFoundText.before, locale).not.toContain("{email}");
    }
  });
});
