/**
 * The account pages' texts (issue 28 item 1): English is today's text word for word (the spec's
 * messages of app/lib/auth-messages.ts and the pages' literals), German is German, and every
 * language gives every field.
 */
import { describe, expect, it } from "vitest";
import { AUTH_FORM_EN, say } from "~/components/auth/auth-texts";
import {
  codeMessages,
  emailConfirmationMessages,
  signInMessages,
  signUpMessages,
} from "~/lib/auth-messages";
import {
  accountConfirmedText,
  authErrors,
  authFormText,
  authMessage,
  emailConfirmationText,
  emailUpdatedText,
  forgotPasswordText,
  KNOWN_AUTH_MESSAGES,
  loginText,
  newPasswordText,
  recoveryText,
  resetCodeText,
  signUpText,
  welcomeText,
} from "./auth.server";
import { LOCALES } from "./locales";

/** Every string in a nested object. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  // A text cut around a placeholder: one side may be empty ("{email} に…").
  if (Array.isArray(value)) return [value.join("")];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const PAGES = [
  loginText,
  signUpText,
  forgotPasswordText,
  resetCodeText,
  recoveryText,
  accountConfirmedText,
  newPasswordText,
  emailUpdatedText,
  emailConfirmationText,
];

describe("account page texts", () => {
  it("keeps the specification's English", () => {
    expect(authFormText("en")).toEqual(AUTH_FORM_EN);
    const login = loginText("en");
    expect(login.meta.title).toBe("Sign In | LAN Center Network");
    expect(login.subtitle).toBe("Welcome back! Sign in to manage your LAN centers.");
    expect(login.notices["signed-out"]).toBe("You have been signed out.");
    const signUp = signUpText("en");
    expect(signUp.title).toBe("Create Account");
    expect(signUp.takenTitle).toBe("Cannot Create Account");
    expect(signUp.takenText).toBe(
      "An account with this email address already exists. Please use a different email or sign in instead.",
    );
    expect(signUp.verify.subtitle.join("x@y.z")).toBe(
      "We've sent a 6-digit code to x@y.z. Enter it below to finish creating your account. The code expires in 1 hour.",
    );
    expect(welcomeText("en", "Ada")).toBe(
      "Welcome, Ada! Your email is verified and you are signed in.",
    );
    expect(welcomeText("en", "")).toBe("Welcome! Your email is verified and you are signed in.");
    expect(forgotPasswordText("en").submit).toBe("Send Reset Code");
    expect(resetCodeText("en").subtitle.join("a@b.c")).toBe(
      "We've sent a 6-digit code to a@b.c. The code expires in 1 hour.",
    );
    expect(recoveryText("en").lead).toBe("Password resets now use a 6-digit code.");
    expect(accountConfirmedText("en").title).toBe("Email Confirmed Successfully!");
    expect(newPasswordText("en").updated).toBe(
      "Your password has been changed and you have been signed out everywhere. Taking you to the sign-in page…",
    );
    expect(newPasswordText("en").loginHref).toBe("/login?message=password-updated");
    expect(emailUpdatedText("en").title).toBe("Email Updated Successfully!");
    expect(emailUpdatedText("en").message).toBe(emailConfirmationMessages.success);
    expect(emailConfirmationText("en").failedPrefix.join("x")).toBe(
      emailConfirmationMessages.failed("x"),
    );
  });

  it("translates every known account message, and English maps nothing", () => {
    expect(authErrors("en")).toEqual({});
    const de = authErrors("de");
    for (const english of KNOWN_AUTH_MESSAGES) {
      expect(de[english], english).toBeTruthy();
      expect(de[english], english).not.toBe(english);
    }
    expect(de[signUpMessages.passwordsDiffer]).toBe("Die Passwörter stimmen nicht überein");
    expect(say({ errors: de }, signInMessages.incorrect)).toMatch(/Passwort ist falsch/);
    // Unknown text passes through unchanged.
    expect(say({ errors: de }, "Something else")).toBe("Something else");
    expect(authMessage("ja", codeMessages.expired)).toMatch(/有効期限/);
    expect(authMessage("de", emailConfirmationMessages.failed("token gone"))).toBe(
      "E-Mail-Bestätigung fehlgeschlagen: token gone",
    );
    expect(authMessage("en", emailConfirmationMessages.failed("x"))).toBe(
      "Email confirmation failed: x",
    );
  });

  it("the English catalog of each message is the constant it translates", async () => {
    // English messages render as their own constants: the map is the identity for English.
    const { m } = await import("~/paraglide/messages");
    expect(m.auth_err_signup_email_taken({}, { locale: "en" })).toBe(signUpMessages.emailTaken);
    expect(m.auth_err_unverified({}, { locale: "en" })).toBe(signInMessages.unverified);
  });

  it("gives German pages German words and links", () => {
    const en = signUpText("en");
    const de = signUpText("de");
    expect(de.title).toBe("Konto erstellen");
    expect(de.takenTitle).not.toBe(en.takenTitle);
    expect(de.success.dashboardHref).toBe("/de/dashboard");
    expect(recoveryText("de").ctaHref).toBe("/de/forgot-password");
    expect(loginText("de").title).toBe("Anmelden");
    expect(newPasswordText("de").loginHref).toBe("/de/login?message=password-updated");
    expect(accountConfirmedText("de").title).toBe("E-Mail-Adresse erfolgreich bestätigt!");
  });

  it("gives every field in every language", () => {
    for (const locale of LOCALES) {
      for (const page of PAGES) {
        for (const text of strings(page(locale))) expect(text.trim(), `${locale}`).not.toBe("");
      }
    }
  });
});
