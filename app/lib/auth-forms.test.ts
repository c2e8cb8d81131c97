import { describe, expect, it } from "vitest";
import { LINE_MESSAGE } from "./text-input";
import {
  codeSchema,
  firstMessage,
  firstSignUpError,
  newPasswordSchema,
  resetRequestSchema,
  sanitizeCode,
  signUpSchema,
} from "./auth-forms";
import { codeMessages, newPasswordMessages, resetMessages, signUpMessages } from "./auth-messages";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  password: "secret1",
  confirmPassword: "secret1",
};
const ready = { emailTaken: false, checkingEmail: false, configured: true };

describe("sign-up rules (public-site.md §5)", () => {
  it("reports the eleven messages in the spec's order, each once its predecessors pass", () => {
    const steps: [Partial<typeof valid>, Partial<typeof ready>, string][] = [
      [
        { firstName: " " },
        { emailTaken: true, checkingEmail: true, configured: false },
        signUpMessages.emailTaken,
      ],
      [{ firstName: " " }, { checkingEmail: true, configured: false }, signUpMessages.checking],
      [{ firstName: " " }, { configured: false }, signUpMessages.notConfigured],
      [{ firstName: "  ", lastName: "", email: "" }, {}, signUpMessages.firstName],
      [{ lastName: "   ", email: "" }, {}, signUpMessages.lastName],
      [{ email: "  ", password: "" }, {}, signUpMessages.emailEmpty],
      [{ email: "a b@c.d", password: "" }, {}, signUpMessages.emailInvalid],
      [{ password: "", confirmPassword: "x" }, {}, signUpMessages.passwordEmpty],
      [{ password: "abc", confirmPassword: "abd" }, {}, signUpMessages.passwordsDiffer],
      [{ password: "abc", confirmPassword: "abc" }, {}, signUpMessages.passwordShort],
    ];
    for (const [values, state, message] of steps) {
      expect(firstSignUpError({ ...valid, ...values }, { ...ready, ...state })).toBe(message);
    }
    expect(signUpMessages.confirmEmpty).toBe("Please confirm your password.");
    // Ours (security hardening): names are bounded single lines without NUL or other control
    // characters (ADR 069), checked after the spec's name rules.
    expect(firstSignUpError({ ...valid, firstName: "x".repeat(201) }, ready)).toBe(
      signUpMessages.firstNameLong,
    );
    expect(firstSignUpError({ ...valid, lastName: "x".repeat(201) }, ready)).toBe(
      signUpMessages.lastNameLong,
    );
    expect(firstSignUpError({ ...valid, lastName: "Jo\u0000nes" }, ready)).toBe(LINE_MESSAGE);
    expect(firstSignUpError(valid, ready)).toBeNull();
  });

  it("has the spec's exact texts", () => {
    expect(Object.values(signUpMessages).slice(0, 11)).toEqual([
      "Cannot create account - this email address is already in use. Please use a different email or sign in to your existing account.",
      "Please wait while we check email availability.",
      "Authentication is not configured. Please contact support.",
      "Please enter your first name.",
      "Please enter your last name.",
      "Please enter your email address.",
      "Please enter a valid email address.",
      "Please enter a password.",
      "Passwords do not match",
      "Password must be at least 6 characters long",
      "Please confirm your password.",
    ]);
  });

  it("accepts only text@text.text addresses and at most 128 characters", () => {
    for (const email of ["a@b", "a@b.", "@b.c", "a@@b.c", "a b@c.de", "ab.c"]) {
      expect(firstSignUpError({ ...valid, email }, ready)).toBe(signUpMessages.emailInvalid);
    }
    const long = "x".repeat(129);
    expect(firstSignUpError({ ...valid, password: long, confirmPassword: long }, ready)).toBe(
      signUpMessages.passwordLong,
    );
    const max = "x".repeat(128);
    expect(firstSignUpError({ ...valid, password: max, confirmPassword: max }, ready)).toBeNull();
  });

  it("the schema trims names and normalises the e-mail", () => {
    const parsed = signUpSchema(ready).parse({
      ...valid,
      firstName: " Ada ",
      email: " ADA@Example.com ",
    });
    expect(parsed).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      password: "secret1",
    });
    const failed = signUpSchema({ ...ready, emailTaken: true }).safeParse(valid);
    expect(failed.success).toBe(false);
    if (!failed.success) expect(firstMessage(failed.error)).toBe(signUpMessages.emailTaken);
  });
});

describe("reset and code rules (public-site.md §5)", () => {
  const messageOf = (result: { success: boolean; error?: unknown }) =>
    result.success ? null : firstMessage(result.error as never);

  it("reset request: required, then address-shaped", () => {
    expect(messageOf(resetRequestSchema.safeParse({ email: " " }))).toBe(resetMessages.emailEmpty);
    expect(messageOf(resetRequestSchema.safeParse({ email: "nope" }))).toBe(
      resetMessages.emailInvalid,
    );
    expect(resetRequestSchema.parse({ email: " X@Y.ZZ " })).toEqual({ email: "x@y.zz" });
  });

  it("code: e-mail required, then empty, then exactly 6 digits", () => {
    expect(messageOf(codeSchema.safeParse({ email: "", code: "123456" }))).toBe(
      codeMessages.emailRequired,
    );
    expect(messageOf(codeSchema.safeParse({ email: "a@b.cd", code: "" }))).toBe(codeMessages.empty);
    expect(messageOf(codeSchema.safeParse({ email: "a@b.cd", code: "12345" }))).toBe(
      codeMessages.length,
    );
    expect(messageOf(codeSchema.safeParse({ email: "a@b.cd", code: "12a456" }))).toBe(
      codeMessages.length,
    );
    expect(codeSchema.parse({ email: "A@b.cd", code: "012345" })).toEqual({
      email: "a@b.cd",
      code: "012345",
    });
  });

  it("code fields keep digits only, at most 6", () => {
    expect(sanitizeCode("12-34 56789")).toBe("123456");
    expect(sanitizeCode("abc")).toBe("");
  });

  it("new password: required, at least 6, equal to the confirmation", () => {
    expect(messageOf(newPasswordSchema.safeParse({ password: "", confirmPassword: "" }))).toBe(
      newPasswordMessages.empty,
    );
    expect(
      messageOf(newPasswordSchema.safeParse({ password: "abc", confirmPassword: "abc" })),
    ).toBe(newPasswordMessages.short);
    expect(
      messageOf(newPasswordSchema.safeParse({ password: "abcdef", confirmPassword: "abcdeg" })),
    ).toBe(newPasswordMessages.differ);
    expect(newPasswordSchema.parse({ password: "abcdef", confirmPassword: "abcdef" })).toEqual({
      password: "abcdef",
    });
  });
});
