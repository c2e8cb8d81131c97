/**
 * The better-auth instance (accounts; docs/architecture.md "Auth"; ADR 020): e-mail and password
 * (6-128 characters, common passwords refused, e-mail verification required, sessions revoked
 * on password reset), emailOTP (6 digits, stored hashed, 1 hour, 5 tries; sign-up, reset and
 * e-mail-change codes), the admin plugin, database sessions in HttpOnly cookies (Secure in
 * production) and database rate limits that are always on.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { eq } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, emailOTP } from "better-auth/plugins";
import type { Database } from "../db/client.server";
import { codeEmail, guardMailer, type Mailer } from "../mail/index.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/auth-forms";
import { signUpMessages } from "~/lib/auth-messages";
import { isCommonPassword } from "./passwords.server";
import { parseIntent, splitName, syncAccount, upsertProfile, roleFor } from "./profiles.server";
import { authAccount, authRateLimit, authSession, authUser, authVerification } from "./schema";
import { isLocale, type Locale } from "~/i18n/locales";
import { localeOfEmail, saveUserLocale } from "./locale.server";

/** Code lifetime: 1 hour, as the page texts say (docs/spec/public-site.md §9). */
export const CODE_EXPIRES_IN_SECONDS = 3600;
/** Wrong tries after which a code stops working. */
export const CODE_ALLOWED_ATTEMPTS = 5;
/** Prefix of our better-auth cookies (`lcn.session_token`; `__Secure-` in production). */
export const COOKIE_PREFIX = "lcn";
/** Header our server sets from Express's resolved client address (never the browser's). */
export const CLIENT_IP_HEADER = "x-lcn-client-ip";

/**
 * Where `sendVerificationOTP` records a failed code e-mail for `withCodeMailOutcome`, and the
 * language the code e-mail is written in when the caller knows it (sign-up from /ja/...).
 */
const codeMailOutcome = new AsyncLocalStorage<{ error?: unknown; locale?: Locale }>();

/**
 * Runs `task`, a better-auth call that may e-mail a code, and reports whether that e-mail
 * failed: better-auth only logs a failed `sendVerificationOTP` and answers success. The code
 * e-mail is written in `locale` when given, else in the account's saved language (issue 28).
 * @returns the task's result and the mail error, if any
 */
export async function withCodeMailOutcome<T>(
  task: () => Promise<T>,
  locale?: Locale,
): Promise<{ result: T; mailError: unknown }> {
  const outcome: { error?: unknown; locale?: Locale } = locale ? { locale } : {};
  const result = await codeMailOutcome.run(outcome, task);
  return { result, mailError: outcome.error };
}

/** Paths whose body carries a new password, and the field that holds it. */
const passwordFields: Record<string, string> = {
  "/sign-up/email": "password",
  "/email-otp/reset-password": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/admin/set-user-password": "newPassword",
  "/admin/create-user": "password",
};

/** True when any string in `value` (nested objects and arrays included) has a NUL character. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 8 || typeof value !== "object" || value === null) return false;
  return Object.values(value).some((item) => containsNul(item, depth + 1));
}

/**
 * Refuses input better-auth would pass to the database unchecked (security hardening, found by
 * app/security/action-fuzz.test.ts): text with NUL, which PostgreSQL cannot store, and an
 * /update-user `name` that is not a string (null violates NOT NULL: it answered 500) or an
 * `image` that is neither a string nor null.
 */
function refuseUnstorableInput(path: string, body: unknown): void {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const invalid =
    containsNul(body) ||
    (path === "/update-user" &&
      (("name" in fields && typeof fields.name !== "string") ||
        ("image" in fields && fields.image !== null && typeof fields.image !== "string")));
  if (invalid) {
    throw new APIError("BAD_REQUEST", { message: "Invalid input.", code: "INVALID_INPUT" });
  }
}

/** What `createAuth` needs. */
export interface AuthDependencies {
  db: Database;
  mailer: Mailer;
  secret: string;
  baseURL: string;
  production: boolean;
  adminEmails: readonly string[];
  /** Code lifetime in seconds; default 1 hour (docs/spec/public-site.md §9). */
  codeTtlSeconds?: number;
}

/**
 * Builds the better-auth instance on our database.
 * @returns the instance; our actions call its `api` (its HTTP handler is not served, ADR 042)
 */
export function createAuth(deps: AuthDependencies) {
  const { db, mailer, adminEmails } = deps;
  const provingMailer = guardMailer(mailer, { teamAddresses: [] });
  const codeTtl = deps.codeTtlSeconds ?? CODE_EXPIRES_IN_SECONDS;
  return betterAuth({
    appName: "LAN Center Network",
    baseURL: deps.baseURL,
    basePath: "/api/auth",
    secret: deps.secret,
    trustedOrigins: [new URL(deps.baseURL).origin],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        rateLimit: authRateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: { autoSignInAfterVerification: true },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: true, storage: "database", window: 60, max: 100 },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: deps.production,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseUnstorableInput(ctx.path, ctx.body);
        const field = passwordFields[ctx.path];
        const password: unknown = field
          ? (ctx.body as Record<string, unknown>)?.[field]
          : undefined;
        if (typeof password === "string" && isCommonPassword(password)) {
          throw new APIError("BAD_REQUEST", {
            message: signUpMessages.passwordCommon,
            code: "PASSWORD_TOO_COMMON",
          });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The profile row is written in the sign-up request itself, from the names the
          // sign-up form sends alongside better-auth's `name`.
          after: async (user, context) => {
            const body = (context?.body ?? {}) as Record<string, unknown>;
            const names =
              typeof body.firstName === "string" && typeof body.lastName === "string"
                ? { firstName: body.firstName.trim(), lastName: body.lastName.trim() }
                : splitName(user.name);
            // 'I play' or 'I run a venue or event' (issue 25 item 1, ADR 076).
            const intent = parseIntent(body.intent);
            // The language of the page the account signed up on (issue 28 item 2).
            if (isLocale(body.locale)) await saveUserLocale(db, user.id, body.locale);
            await upsertProfile(db, {
              userId: user.id,
              email: user.email,
              role: roleFor(user.email, user.emailVerified, adminEmails),
              ...names,
              ...(intent ? { intent } : {}),
            });
          },
        },
        update: {
          // E-mail verified or changed: the role and the profile's e-mail follow.
          after: async (user) => {
            await syncAccount(db, user, adminEmails);
          },
        },
      },
      session: {
        create: {
          // Every sign-in: profile kept current, role recomputed before the session is used.
          before: async (session) => {
            const [user] = await db
              .select()
              .from(authUser)
              .where(eq(authUser.id, session.userId))
              .limit(1);
            if (user) await syncAccount(db, user, adminEmails);
          },
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: codeTtl,
        allowedAttempts: CODE_ALLOWED_ATTEMPTS,
        storeOTP: "hashed",
        sendVerificationOnSignUp: true,
        changeEmail: { enabled: true },
        async sendVerificationOTP({ email, otp, type }) {
          try {
            const locale = codeMailOutcome.getStore()?.locale ?? (await localeOfEmail(db, email));
            // The address being proven with this code (SECURITY.md "Outgoing mail").
            await provingMailer.send(
              { kind: "proving", email, purpose: type },
              await codeEmail(type, otp, Math.max(1, Math.round(codeTtl / 60)), locale),
            );
          } catch (error) {
            const outcome = codeMailOutcome.getStore();
            if (outcome) outcome.error = error;
            throw error;
          }
        },
      }),
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
    ],
  });
}

/** The better-auth instance type. */
export type Auth = ReturnType<typeof createAuth>;
