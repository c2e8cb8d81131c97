/**
 * Account actions behind the pages (accounts; docs/spec/public-site.md §4, §5, §8;
 * docs/spec/owner-portal.md §8): sign-up, code verification and resend, sign-in, admin sign-in,
 * sign-out, password reset. Each function rate-limits per client address and e-mail (better-auth
 * does not limit `auth.api.*` calls), calls better-auth, and answers either `ok` or the spec's
 * message. Nothing here logs a password, code or session token.
 */
import { eq } from "drizzle-orm";
import {
  adminLoginMessages,
  resendMessages,
  resetMessages,
  signInMessages,
  signUpMessages,
  newPasswordMessages,
} from "~/lib/auth-messages";
import { isEmailShaped } from "~/lib/auth-forms";
import type { Database } from "../db/client.server";
import { allowAction } from "../limits/index.server";
import type { Auth } from "./auth.server";
import { CLIENT_IP_HEADER, withCodeMailOutcome } from "./auth.server";
import type { Locale } from "~/i18n/locales";
import { codeErrorMessage, readAuthError } from "./errors";
import { intentOf, roleFor, type AccountIntent } from "./profiles.server";
import { authUser } from "./schema";

/** What every action needs: better-auth, the database, ADMIN_EMAILS. */
export interface AccountsContext {
  auth: Auth;
  db: Database;
  adminEmails: readonly string[];
}

/** The caller: the incoming request's headers (cookies) and the resolved client address. */
export interface Client {
  headers: Headers;
  ip: string;
}

/** A failed action: the message to show (and for sign-up whether the e-mail is taken). */
export interface Failure {
  ok: false;
  message: string;
  emailTaken?: boolean;
  /**
   * Sign-in: the password was right but the address is not verified yet; sign-up: the address
   * has an account waiting for its code.
   */
  unverified?: boolean;
}

/** Headers for better-auth: the browser's, with our resolved client address. */
export function authHeaders(client: Client): Headers {
  const headers = new Headers(client.headers);
  headers.set(CLIENT_IP_HEADER, client.ip);
  return headers;
}

/** The better-auth user with this (normalised) e-mail, if any. */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(authUser).where(eq(authUser.email, email)).limit(1);
  return user;
}

/**
 * E-mail availability (check_email_exists_in_lan_centers): true = taken; `waiting` when the
 * account is not verified yet (issue 24 item 4: the form offers 'Send a new code').
 * Answers `limited` when this client asked too often.
 */
export async function checkEmailAvailability(
  ctx: AccountsContext,
  email: string,
  client: Client,
): Promise<{ taken: boolean; waiting: boolean; limited: boolean }> {
  if (!(await allowAction(ctx.db, "email-availability", { clientIp: client.ip }))) {
    return { taken: false, waiting: false, limited: true };
  }
  const user = await findUserByEmail(ctx.db, email);
  return { taken: Boolean(user), waiting: Boolean(user && !user.emailVerified), limited: false };
}

/**
 * Creates an unverified account and sends its 6-digit code; the profile row is written in
 * the same request (auth.server.ts, user create hook). `mailFailed` means the account exists
 * but the code could not be sent: the verify step offers 'Resend Code'. An address with an
 * account is refused: 'Invalid credentials.' (spec) when verified, 'This address is waiting for
 * its code' with `unverified` when not (issue 24 item 4; nothing is changed or sent then).
 */
export async function signUp(
  ctx: AccountsContext,
  input: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    /** 'I play' or 'I run a venue or event' (issue 25 item 1); default 'run'. */
    intent?: AccountIntent;
    /** The language of the sign-up page: saved on the account, the code e-mail's (issue 28). */
    locale?: Locale;
  },
  client: Client,
): Promise<{ ok: true; mailFailed: boolean } | Failure> {
  if (!(await allowAction(ctx.db, "sign-up", { clientIp: client.ip, email: input.email }))) {
    return { ok: false, message: signUpMessages.tooMany };
  }
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing && !existing.emailVerified) {
    return { ok: false, message: signUpMessages.waitingForCode, unverified: true };
  }
  if (existing) {
    return { ok: false, message: signUpMessages.invalidCredentials, emailTaken: true };
  }
  try {
    // firstName/lastName ride along for the profile row (auth.server.ts, user create hook).
    const body = {
      name: `${input.firstName} ${input.lastName}`,
      email: input.email,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      intent: input.intent ?? "run",
      ...(input.locale ? { locale: input.locale } : {}),
    };
    // better-auth answers success even when the code e-mail failed; the outcome tells.
    const { mailError } = await withCodeMailOutcome(
      () => ctx.auth.api.signUpEmail({ body, headers: authHeaders(client) }),
      input.locale,
    );
    if (mailError) {
      console.error(`sign-up: verification code e-mail failed (${describe(mailError)})`);
      return { ok: true, mailFailed: true };
    }
    return { ok: true, mailFailed: false };
  } catch (error) {
    const { code, message } = readAuthError(error);
    if (code === "PASSWORD_TOO_COMMON")
      return { ok: false, message: signUpMessages.passwordCommon };
    if (code === "PASSWORD_TOO_SHORT") return { ok: false, message: signUpMessages.passwordShort };
    if (code === "PASSWORD_TOO_LONG") return { ok: false, message: signUpMessages.passwordLong };
    if (
      code?.startsWith("USER_ALREADY_EXISTS") ||
      /already (registered|exists)/i.test(message ?? "")
    ) {
      return { ok: false, message: signUpMessages.invalidCredentials, emailTaken: true };
    }
    // The account was created but the code e-mail failed: keep it, let the user resend.
    if (await findUserByEmail(ctx.db, input.email).catch(() => undefined)) {
      console.error(`sign-up: verification code e-mail failed (${describe(error)})`);
      return { ok: true, mailFailed: true };
    }
    console.error(`sign-up: failed (${describe(error)})`);
    if (/database/i.test(message ?? "") || code === "FAILED_TO_CREATE_USER") {
      return { ok: false, message: signUpMessages.databaseError };
    }
    return { ok: false, message: signUpMessages.failed };
  }
}

/**
 * Checks the sign-up code; on success the e-mail is verified and a session starts.
 * @returns the Set-Cookie headers of the new session
 */
export async function verifySignUpCode(
  ctx: AccountsContext,
  input: { email: string; code: string },
  client: Client,
): Promise<{ ok: true; headers: Headers; intent: AccountIntent } | Failure> {
  if (!(await allowAction(ctx.db, "code-check", { clientIp: client.ip, email: input.email }))) {
    return { ok: false, message: codeErrorMessage({ statusCode: 429 }) };
  }
  try {
    const { headers } = await ctx.auth.api.verifyEmailOTP({
      body: { email: input.email, otp: input.code },
      headers: authHeaders(client),
      returnHeaders: true,
    });
    return { ok: true, headers, intent: await intentOf(ctx.db, { email: input.email }) };
  } catch (error) {
    return { ok: false, message: codeErrorMessage(error) };
  }
}

/**
 * Sends a new sign-up code ('Resend Code'). Says nothing about whether the account exists.
 * The address comes from a hidden field: one that is not e-mail shaped (tampered, or with a
 * NUL that PostgreSQL cannot store) counts against the client only and sends nothing.
 */
export async function resendSignUpCode(
  ctx: AccountsContext,
  email: string,
  client: Client,
): Promise<{ ok: true } | Failure> {
  const shaped = isEmailShaped(email);
  const who = shaped ? { clientIp: client.ip, email } : { clientIp: client.ip };
  if (!(await allowAction(ctx.db, "code-request", who))) {
    return { ok: false, message: resendMessages.tooMany };
  }
  if (!shaped) return { ok: true };
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailVerified) return { ok: true };
  try {
    const { mailError } = await withCodeMailOutcome(() =>
      ctx.auth.api.sendVerificationOTP({
        body: { email, type: "email-verification" },
        headers: authHeaders(client),
      }),
    );
    if (mailError) {
      console.error(`resend: code e-mail failed (${describe(mailError)})`);
      return { ok: false, message: resendMessages.failed };
    }
    return { ok: true };
  } catch (error) {
    console.error(`resend: failed (${describe(error)})`);
    return { ok: false, message: resendMessages.failed };
  }
}

/**
 * Signs in with e-mail and password.
 * @returns the session's Set-Cookie headers and the user's role
 */
export async function signIn(
  ctx: AccountsContext,
  input: { email: string; password: string },
  client: Client,
): Promise<
  | { ok: true; headers: Headers; userId: string; role: "admin" | "user"; intent: AccountIntent }
  | Failure
> {
  if (!(await allowAction(ctx.db, "sign-in", { clientIp: client.ip, email: input.email }))) {
    return { ok: false, message: signInMessages.tooMany };
  }
  try {
    const { headers, response } = await ctx.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: authHeaders(client),
      returnHeaders: true,
    });
    const user = response.user;
    return {
      ok: true,
      headers,
      userId: user.id,
      role: roleFor(user.email, user.emailVerified, ctx.adminEmails),
      intent: await intentOf(ctx.db, { userId: user.id }),
    };
  } catch (error) {
    const { status, code } = readAuthError(error);
    if (status === 429) return { ok: false, message: signInMessages.tooMany };
    // better-auth checks the password first: this code means the password was right.
    if (code === "EMAIL_NOT_VERIFIED") {
      return { ok: false, message: signInMessages.unverified, unverified: true };
    }
    if (code === "INVALID_EMAIL_OR_PASSWORD") {
      const exists = await findUserByEmail(ctx.db, input.email);
      return { ok: false, message: exists ? signInMessages.incorrect : signInMessages.noAccount };
    }
    console.error(`sign-in: failed (${describe(error)})`);
    return { ok: false, message: signInMessages.failed };
  }
}

/**
 * /admin-login: a real sign-in that then requires the admin role. Anyone else gets
 * 'Invalid credentials. Access denied.' and no session.
 */
export async function adminSignIn(
  ctx: AccountsContext,
  input: { email: string; password: string },
  client: Client,
): Promise<{ ok: true; headers: Headers } | Failure> {
  const candidate = await findUserByEmail(ctx.db, input.email);
  const eligible =
    candidate && roleFor(candidate.email, candidate.emailVerified, ctx.adminEmails) === "admin";
  if (!eligible) {
    // Count the attempt like any sign-in, so this page is no faster way to guess.
    if (!(await allowAction(ctx.db, "sign-in", { clientIp: client.ip, email: input.email }))) {
      return { ok: false, message: signInMessages.tooMany };
    }
    return { ok: false, message: adminLoginMessages.denied };
  }
  const result = await signIn(ctx, input, client);
  if (result.ok && result.role === "admin") return { ok: true, headers: result.headers };
  if (result.ok) {
    await ctx.auth.api
      .revokeUserSessions({ body: { userId: result.userId } })
      .catch(() => undefined);
    return { ok: false, message: adminLoginMessages.denied };
  }
  if (result.message === signInMessages.tooMany) return result;
  if (result.message === signInMessages.failed)
    return { ok: false, message: adminLoginMessages.failed };
  return { ok: false, message: adminLoginMessages.denied };
}

/** Ends the session on the server; returns the headers that clear the cookies. */
export async function signOut(ctx: AccountsContext, client: Client): Promise<Headers> {
  try {
    const { headers } = await ctx.auth.api.signOut({
      headers: authHeaders(client),
      returnHeaders: true,
    });
    return headers;
  } catch {
    return new Headers();
  }
}

/** Sends a password-reset code ('Send Reset Code'). */
export async function requestPasswordReset(
  ctx: AccountsContext,
  email: string,
  client: Client,
): Promise<{ ok: true } | Failure> {
  if (!(await allowAction(ctx.db, "code-request", { clientIp: client.ip, email }))) {
    return { ok: false, message: resetMessages.tooMany };
  }
  if (!(await findUserByEmail(ctx.db, email)))
    return { ok: false, message: resetMessages.noAccount };
  try {
    // better-auth answers success even when the code e-mail failed; the outcome tells.
    const { mailError } = await withCodeMailOutcome(() =>
      ctx.auth.api.requestPasswordResetEmailOTP({
        body: { email },
        headers: authHeaders(client),
      }),
    );
    if (mailError) {
      console.error(`password reset: code not sent (${describe(mailError)})`);
      return { ok: false, message: resetMessages.failed };
    }
    return { ok: true };
  } catch (error) {
    const { status } = readAuthError(error);
    if (status === 429) return { ok: false, message: resetMessages.tooMany };
    console.error(`password reset: code not sent (${describe(error)})`);
    return { ok: false, message: resetMessages.failed };
  }
}

/** 'Resend Code' on /verify-reset-code: a new reset code, without revealing anything. */
export async function resendResetCode(
  ctx: AccountsContext,
  email: string,
  client: Client,
): Promise<{ ok: true } | Failure> {
  const result = await requestPasswordReset(ctx, email, client);
  if (result.ok || result.message === resetMessages.noAccount) return { ok: true };
  if (result.message === resetMessages.tooMany)
    return { ok: false, message: resendMessages.tooMany };
  return { ok: false, message: resendMessages.failed };
}

/** Checks a reset code without using it up (wrong tries still count). */
export async function checkResetCode(
  ctx: AccountsContext,
  input: { email: string; code: string },
  client: Client,
): Promise<{ ok: true } | Failure> {
  if (!(await allowAction(ctx.db, "code-check", { clientIp: client.ip, email: input.email }))) {
    return { ok: false, message: codeErrorMessage({ statusCode: 429 }) };
  }
  try {
    await ctx.auth.api.checkVerificationOTP({
      body: { email: input.email, otp: input.code, type: "forget-password" },
      headers: authHeaders(client),
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: codeErrorMessage(error) };
  }
}

/**
 * Sets the new password with the checked code; better-auth revokes all sessions of the user.
 */
export async function resetPassword(
  ctx: AccountsContext,
  input: { email: string; code: string; password: string },
  client: Client,
): Promise<{ ok: true } | Failure> {
  if (!(await allowAction(ctx.db, "code-check", { clientIp: client.ip, email: input.email }))) {
    return { ok: false, message: codeErrorMessage({ statusCode: 429 }) };
  }
  try {
    await ctx.auth.api.resetPasswordEmailOTP({
      body: { email: input.email, otp: input.code, password: input.password },
      headers: authHeaders(client),
    });
    return { ok: true };
  } catch (error) {
    const { code } = readAuthError(error);
    if (code === "PASSWORD_TOO_COMMON") return { ok: false, message: newPasswordMessages.common };
    if (code === "PASSWORD_TOO_SHORT") return { ok: false, message: newPasswordMessages.short };
    if (code === "PASSWORD_TOO_LONG") return { ok: false, message: newPasswordMessages.long };
    if (code && ["OTP_EXPIRED", "INVALID_OTP", "TOO_MANY_ATTEMPTS"].includes(code)) {
      return { ok: false, message: codeErrorMessage(error) };
    }
    console.error(`password reset: failed (${describe(error)})`);
    return { ok: false, message: newPasswordMessages.failed };
  }
}

function describe(error: unknown): string {
  const { status, code, message } = readAuthError(error);
  return [status, code, message].filter(Boolean).join(" ") || "unknown error";
}
