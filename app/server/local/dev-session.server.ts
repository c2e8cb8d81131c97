/**
 * The account behind POST /dev/session (local mode only; ADR 007): creates a verified account
 * with its profile, or takes the existing one, and signs it in, so the browser tests' `login`
 * fixture (tests/support/fixtures.ts) skips the sign-up pages. The e2e server runs on its own
 * database, which the test process cannot open.
 */
import { isEmailShaped, normalizeEmail, PASSWORD_MAX, PASSWORD_MIN } from "~/lib/auth-forms";
import { lineProblem, normalizeText } from "~/lib/text-input";
import { findUserByEmail } from "../auth/accounts.server";
import type { Auth } from "../auth/auth.server";
import { readAuthError } from "../auth/errors";
import { isCommonPassword } from "../auth/passwords.server";
import { roleFor, upsertProfile, type Role } from "../auth/profiles.server";
import type { Database } from "../db/client.server";
import { AppError } from "../errors/app-error";

/** The form of POST /dev/session, as typed (blank fields take defaults). */
export interface DevSessionInput {
  /** Default: a fresh address, or with `admin` the first ADMIN_EMAILS address. */
  email: string;
  password: string;
  /** The address must be listed in ADMIN_EMAILS. */
  admin: boolean;
  firstName: string;
  lastName: string;
}

/** The signed-in account and its session cookie(s) (Set-Cookie header values). */
export interface DevSession {
  userId: string;
  email: string;
  role: Role;
  setCookies: string[];
}

/**
 * Creates or takes the account and signs it in.
 * @throws AppError 400 for a bad address, name or password, or `admin` with an address outside
 *   ADMIN_EMAILS; 409 when the account exists unverified or with another password
 */
export async function createDevSession(
  deps: { db: Database; auth: Auth; adminEmails: readonly string[] },
  input: DevSessionInput,
): Promise<DevSession> {
  const { db, auth, adminEmails } = deps;
  const email = normalizeEmail(
    input.email ||
      (input.admin ? (adminEmails[0] ?? "") : `dev-${crypto.randomUUID()}@example.com`),
  );
  const { password } = input;
  const firstName = normalizeText(input.firstName) || "Dev";
  const lastName = normalizeText(input.lastName) || "User";
  // Names are single lines like the sign-up form's (ADR 069).
  const nameProblem = lineProblem(firstName) ?? lineProblem(lastName);
  if (nameProblem) throw new AppError("local.invalid_name", nameProblem, 400);
  if (!isEmailShaped(email)) {
    throw new AppError("local.email_required", "An e-mail address is required.", 400);
  }
  if (input.admin && !adminEmails.includes(email)) {
    throw new AppError(
      "local.not_admin",
      "admin=true needs an address listed in ADMIN_EMAILS.",
      400,
    );
  }
  if (
    password.length < PASSWORD_MIN ||
    password.length > PASSWORD_MAX ||
    isCommonPassword(password)
  ) {
    throw new AppError(
      "local.password_required",
      `A password of ${PASSWORD_MIN}-${PASSWORD_MAX} characters is required.`,
      400,
    );
  }
  const existing = await findUserByEmail(db, email);
  if (existing && !existing.emailVerified) {
    throw new AppError("local.unverified", "The account exists and is not verified.", 409);
  }
  const role = roleFor(email, true, adminEmails);
  if (!existing) {
    try {
      const { user } = await auth.api.createUser({
        body: { email, password, name: `${firstName} ${lastName}`, data: { emailVerified: true } },
      });
      await upsertProfile(db, { userId: user.id, email, role, firstName, lastName });
    } catch (error) {
      const { status, message } = readAuthError(error);
      if (status !== undefined && status >= 400 && status < 500) {
        throw new AppError(
          "local.create_failed",
          message ?? "The account could not be created.",
          400,
        );
      }
      throw error;
    }
  }
  try {
    const signedIn = await auth.api.signInEmail({
      body: { email, password },
      headers: new Headers(),
      returnHeaders: true,
    });
    return {
      userId: signedIn.response.user.id,
      email,
      role,
      setCookies: signedIn.headers.getSetCookie(),
    };
  } catch (error) {
    const { status } = readAuthError(error);
    if (status !== undefined && status >= 400 && status < 500) {
      throw new AppError("local.wrong_password", "The account exists with another password.", 409);
    }
    throw error;
  }
}
