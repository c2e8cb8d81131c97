/**
 * The zod schemas of the account forms, shared by the browser (instant feedback) and the
 * server (the same messages without JavaScript). Rules and order: docs/spec/public-site.md §5,
 * docs/spec/owner-portal.md §5. Each schema reports only its first failing rule, as the spec's
 * forms do.
 */
import { z } from "~/lib/zod";
import {
  codeMessages,
  emailChangeMessages,
  newPasswordMessages,
  passwordChangeMessages,
  resetMessages,
  signInMessages,
  signUpMessages,
} from "./auth-messages";
import { MAX } from "./form-fields";
import { isEmailShaped, lineProblem, normalizeText } from "./text-input";

export { isEmailShaped };

/** Minimum and maximum password length (docs/spec/public-site.md §9: minimum 6; ours: maximum 128). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/**
 * Normalises (NFC, trimmed of whitespace, zero-width and bidi controls: `normalizeText`, ADR 069)
 * and lower-cases an address, as the availability check and better-auth do.
 */
export function normalizeEmail(value: string): string {
  return normalizeText(value).toLowerCase();
}

/** A field as sent ("" when missing), unchanged: passwords are hashed exactly as typed. */
const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());

/** State of the sign-up form that rules 1-3 depend on. */
export interface SignUpState {
  emailTaken: boolean;
  checkingEmail: boolean;
  configured: boolean;
}

/** The sign-up rules in the spec's order; returns the first message or null. */
export function firstSignUpError(
  values: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    confirmPassword: string;
  },
  state: SignUpState,
): string | null {
  const email = normalizeText(values.email);
  const firstName = normalizeText(values.firstName);
  const lastName = normalizeText(values.lastName);
  if (state.emailTaken) return signUpMessages.emailTaken;
  if (state.checkingEmail) return signUpMessages.checking;
  if (!state.configured) return signUpMessages.notConfigured;
  if (!firstName) return signUpMessages.firstName;
  if (!lastName) return signUpMessages.lastName;
  if (firstName.length > MAX.name) return signUpMessages.firstNameLong;
  if (lastName.length > MAX.name) return signUpMessages.lastNameLong;
  // Ours (ADR 069): names are single lines without control characters or bidi overrides.
  const nameProblem = lineProblem(firstName) ?? lineProblem(lastName);
  if (nameProblem) return nameProblem;
  if (!email) return signUpMessages.emailEmpty;
  if (!isEmailShaped(email)) return signUpMessages.emailInvalid;
  if (!values.password) return signUpMessages.passwordEmpty;
  if (values.password !== values.confirmPassword) return signUpMessages.passwordsDiffer;
  if (values.password.length < PASSWORD_MIN) return signUpMessages.passwordShort;
  if (!values.confirmPassword) return signUpMessages.confirmEmpty;
  if (values.password.length > PASSWORD_MAX) return signUpMessages.passwordLong;
  return null;
}

/**
 * Sign-up fields (rules 4-11 and our maximum length); rules 1-3 come from the form state,
 * passed as `state` in the parse context via `signUpSchema(state)`.
 */
export function signUpSchema(state: SignUpState) {
  return z
    .object({
      firstName: text,
      lastName: text,
      email: text,
      password: text,
      confirmPassword: text,
    })
    .superRefine((values, ctx) => {
      const message = firstSignUpError(values, state);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((values) => ({
      firstName: normalizeText(values.firstName),
      lastName: normalizeText(values.lastName),
      email: normalizeEmail(values.email),
      password: values.password,
    }));
}

/** Sign-in (/login, /account-confirmation, /admin-login): e-mail and password present. */
export const signInSchema = z
  .object({ email: text, password: text })
  .superRefine((values, ctx) => {
    const email = normalizeText(values.email);
    const message = !email
      ? signInMessages.emailEmpty
      : !isEmailShaped(email)
        ? signInMessages.emailInvalid
        : !values.password
          ? signInMessages.passwordEmpty
          : null;
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .transform((values) => ({ email: normalizeEmail(values.email), password: values.password }));

/** Reset request (/forgot-password). */
export const resetRequestSchema = z
  .object({ email: text })
  .superRefine((values, ctx) => {
    const email = normalizeText(values.email);
    if (!email) ctx.addIssue({ code: "custom", message: resetMessages.emailEmpty });
    else if (!isEmailShaped(email))
      ctx.addIssue({ code: "custom", message: resetMessages.emailInvalid });
  })
  .transform((values) => ({ email: normalizeEmail(values.email) }));

/** Keeps digits only, at most 6: what the code fields accept while typing. */
export function sanitizeCode(value: string): string {
  return value.replace(/\D/g, "").slice(0, 6);
}

/** A 6-digit code with the e-mail it belongs to (verify steps; the e-mail must be shaped). */
export const codeSchema = z
  .object({ email: text, code: text })
  .superRefine((values, ctx) => {
    const code = values.code.trim();
    const message = !isEmailShaped(normalizeText(values.email))
      ? codeMessages.emailRequired
      : !code
        ? codeMessages.empty
        : !/^\d{6}$/.test(code)
          ? codeMessages.length
          : null;
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .transform((values) => ({ email: normalizeEmail(values.email), code: values.code.trim() }));

/** New password and confirmation (/change-password and the dashboard's Security tab). */
export const newPasswordSchema = z
  .object({ password: text, confirmPassword: text })
  .superRefine((values, ctx) => {
    const message = !values.password
      ? newPasswordMessages.empty
      : values.password.length < PASSWORD_MIN
        ? newPasswordMessages.short
        : values.password.length > PASSWORD_MAX
          ? newPasswordMessages.long
          : values.password !== values.confirmPassword
            ? newPasswordMessages.differ
            : null;
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .transform((values) => ({ password: values.password }));

/**
 * New e-mail on the dashboard (docs/spec/owner-portal.md §5): required, shaped, different from the
 * current one; 'already in use' is checked on the server (`emailTaken`).
 */
export function newEmailSchema(currentEmail: string, state: { emailTaken?: boolean } = {}) {
  return z
    .object({ newEmail: text })
    .superRefine((values, ctx) => {
      const email = normalizeText(values.newEmail);
      const message = !email
        ? emailChangeMessages.empty
        : !isEmailShaped(email)
          ? emailChangeMessages.invalid
          : normalizeEmail(email) === normalizeEmail(currentEmail)
            ? emailChangeMessages.same
            : state.emailTaken
              ? emailChangeMessages.taken
              : null;
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((values) => ({ newEmail: normalizeEmail(values.newEmail) }));
}

/** The e-mail change code (docs/spec/owner-portal.md §5): digits only, exactly 6. */
export const emailChangeCodeSchema = z
  .object({ code: text })
  .superRefine((values, ctx) => {
    const code = values.code.trim();
    const message = !code
      ? emailChangeMessages.codeEmpty
      : !/^\d{6}$/.test(code)
        ? emailChangeMessages.codeLength
        : null;
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .transform((values) => ({ code: values.code.trim() }));

/** Security tab: the current password, then the new password rules of `newPasswordSchema`. */
export const changePasswordSchema = z
  .object({ currentPassword: text, password: text, confirmPassword: text })
  .superRefine((values, ctx) => {
    if (!values.currentPassword) {
      ctx.addIssue({ code: "custom", message: passwordChangeMessages.currentEmpty });
      return;
    }
    const parsed = newPasswordSchema.safeParse(values);
    if (!parsed.success) ctx.addIssue({ code: "custom", message: firstMessage(parsed.error) });
  })
  .transform((values) => ({
    currentPassword: values.currentPassword,
    newPassword: values.password,
  }));

/** The first message of a failed parse, for the single alert the forms show. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please check the form and try again.";
}
