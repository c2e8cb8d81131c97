/**
 * The auth area's service: session lookup, the account actions and the signed state cookies,
 * with better-auth, the database, the mailer and the auth secret closed over. Every account
 * action takes one input object (with the caller, `client`) and throws an `AppError` carrying
 * the spec's message for an expected failure.
 */
import type { Locale } from "~/i18n/locales";
import { saveUserLocale } from "./locale.server";
import {
  codeMessages,
  passwordChangeMessages,
  resendMessages,
  resetMessages,
  signInMessages,
  signUpMessages,
} from "~/lib/auth-messages";
import type { Database } from "../db/client.server";
import { AppError, type AppErrorStatus } from "../errors/app-error";
import type { Mailer } from "../mail/index.server";
import {
  changePassword,
  confirmPassword,
  requestEmailChange,
  verifyEmailChange,
} from "./account-settings.server";
import { notifyPasswordChanged } from "./password-notice.server";
import {
  adminSignIn,
  checkEmailAvailability,
  checkResetCode,
  requestPasswordReset,
  resendResetCode,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  verifySignUpCode,
  type AccountsContext,
  type Client,
  type Failure,
} from "./accounts.server";
import type { Auth } from "./auth.server";
import type { AccountIntent } from "./profiles.server";
import { pendingEmailChangeCookie, type PendingEmailChange } from "./email-change-state.server";
import { resetStateCookie, type ResetState } from "./reset-state.server";
import { pendingSignUpCookie } from "./signup-state.server";
import {
  getSessionUser,
  hasSessionCookie,
  redirectSignedInUser,
  requireAdmin,
  requireUser,
  type SessionUser,
} from "./session.server";

/** What the auth service is built from. */
export interface AuthServiceDeps {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  adminEmails: readonly string[];
  /** The secret signing our own cookies (configured or generated). */
  secret: string;
  /** Production mode: cookies are `Secure`. */
  production: boolean;
  /** The support address named in the password-changed notice. */
  supportEmail: string;
}

/** Messages that mean "rate-limited" (answered with 429). */
const RATE_LIMITED = new Set<string>([
  signUpMessages.tooMany,
  signInMessages.tooMany,
  resetMessages.tooMany,
  codeMessages.tooManyChecks,
  resendMessages.tooMany,
  passwordChangeMessages.tooMany,
]);

/**
 * The success value of an account action, or its failure as an `AppError`: 429 for a rate
 * limit, 409 for a taken e-mail, `status` otherwise.
 */
function settle<T extends { ok: true }>(result: T | Failure, status: AppErrorStatus = 400): T {
  if (result.ok) return result;
  if (RATE_LIMITED.has(result.message)) {
    throw new AppError("auth.rate_limited", result.message, 429);
  }
  if (result.emailTaken) throw new AppError("auth.email_taken", result.message, 409);
  if (result.unverified) throw new AppError("auth.email_not_verified", result.message, 403);
  throw new AppError("auth.refused", result.message, status);
}

/**
 * Builds the auth service.
 * @param deps better-auth, database, mailer, ADMIN_EMAILS, the auth secret and the mode
 * @returns the session helpers, account actions and state cookies, dependencies closed over
 */
export function createAuthService(deps: AuthServiceDeps) {
  const accounts: AccountsContext = {
    auth: deps.auth,
    db: deps.db,
    adminEmails: deps.adminEmails,
  };
  const cookieDeps = { secret: deps.secret, secure: deps.production };
  const noticeDeps = { db: deps.db, mailer: deps.mailer, supportEmail: deps.supportEmail };
  const resetState = resetStateCookie(cookieDeps);
  const pendingEmail = pendingEmailChangeCookie(cookieDeps);
  const pendingSignUp = pendingSignUpCookie(cookieDeps);
  return {
    /**
     * Whether the request carries a session cookie (false: an anonymous visitor, whose pages
     * may be cached; ADR 063). Does not check the session.
     */
    hasSessionCookie: (request: Request | Headers): boolean => hasSessionCookie(request),
    /** The signed-in user of the request, or null for visitors. */
    getSessionUser: (request: Request): Promise<SessionUser | null> =>
      getSessionUser(request, accounts),
    /** The signed-in user. @throws a redirect to /login?redirectTo=... for visitors */
    requireUser: (request: Request): Promise<SessionUser> => requireUser(request, accounts),
    /**
     * The signed-in admin. @throws a redirect for visitors; 403 (or 404 with `hide`) otherwise
     */
    requireAdmin: (request: Request, options: { hide?: boolean } = {}): Promise<SessionUser> =>
      requireAdmin(request, options, accounts),
    /** @throws a redirect to `to` (default /dashboard) when the request has a session */
    redirectSignedInUser: (request: Request, to?: string): Promise<void> =>
      redirectSignedInUser(request, to, accounts),

    /**
     * Whether an e-mail is taken (`waiting`: by an account not verified yet); `limited` when the
     * client asked too often.
     */
    checkEmailAvailability: (input: { email: string; client: Client }) =>
      checkEmailAvailability(accounts, input.email, input.client),
    /**
     * Creates an unverified account and sends its code. @returns whether the mail failed
     * @throws AppError (409 e-mail taken, 403 `auth.email_not_verified` when the address is
     * waiting for its code, 429 rate-limited, 400 otherwise)
     */
    signUp: async ({
      client,
      ...input
    }: {
      firstName: string;
      lastName: string;
      email: string;
      password: string;
      /** 'I play' or 'I run a venue or event' (issue 25 item 1); default 'run'. */
      intent?: AccountIntent;
      /** The sign-up page's language (issue 28): saved, and the code e-mail's language. */
      locale?: Locale;
      client: Client;
    }) => settle(await signUp(accounts, input, client)),
    /**
     * Saves the site language account `userId` chose in the language switcher (issue 28 item
     * 2); its e-mails use it. @throws the database error
     */
    saveLocale: (input: { userId: string; locale: Locale }): Promise<void> =>
      saveUserLocale(deps.db, input.userId, input.locale),
    /** Checks the sign-up code. @returns the session cookies @throws AppError */
    verifySignUpCode: async ({
      client,
      ...input
    }: {
      email: string;
      code: string;
      client: Client;
    }) => settle(await verifySignUpCode(accounts, input, client)),
    /** Sends a new sign-up code. @throws AppError (429 rate-limited, 500 not sent) */
    resendSignUpCode: async (input: { email: string; client: Client }) => {
      settle(await resendSignUpCode(accounts, input.email, input.client), 500);
    },
    /**
     * Signs in. @returns the session cookies and role
     * @throws AppError (429; 403 `auth.email_not_verified` for the right password of an
     * unverified account, which the page answers with 'Send a new code'; 400 otherwise)
     */
    signIn: async ({ client, ...input }: { email: string; password: string; client: Client }) =>
      settle(await signIn(accounts, input, client)),
    /** Signs in an administrator. @returns the session cookies @throws AppError (429, 401) */
    adminSignIn: async ({
      client,
      ...input
    }: {
      email: string;
      password: string;
      client: Client;
    }) => settle(await adminSignIn(accounts, input, client), 401),
    /**
     * Confirms the signed-in account's password (Delete account, issue 25 item 7).
     * @throws AppError (429 rate-limited; 400 empty or wrong password)
     */
    confirmPassword: async ({
      client,
      ...input
    }: {
      userId: string;
      password: string;
      client: Client;
    }): Promise<void> => {
      settle(await confirmPassword(accounts, input, client));
    },
    /** Ends the caller's session. @returns the Set-Cookie headers clearing it */
    signOut: (input: { client: Client }): Promise<Headers> => signOut(accounts, input.client),
    /** Sends a password reset code. @throws AppError (429, 400) */
    requestPasswordReset: async (input: { email: string; client: Client }) => {
      settle(await requestPasswordReset(accounts, input.email, input.client));
    },
    /** Sends a new reset code without revealing anything. @throws AppError (429) */
    resendResetCode: async (input: { email: string; client: Client }) => {
      settle(await resendResetCode(accounts, input.email, input.client), 429);
    },
    /** Checks a reset code without using it up. @throws AppError (429, 400) */
    checkResetCode: async ({
      client,
      ...input
    }: {
      email: string;
      code: string;
      client: Client;
    }) => {
      settle(await checkResetCode(accounts, input, client));
    },
    /**
     * Sets the new password with the checked code, then e-mails the account that its
     * password changed (a failed notice is logged). @throws AppError (429, 400)
     */
    resetPassword: async ({
      client,
      ...input
    }: {
      email: string;
      code: string;
      password: string;
      client: Client;
    }) => {
      settle(await resetPassword(accounts, input, client));
      await notifyPasswordChanged(noticeDeps, { email: input.email, way: "reset" });
    },
    /** Sends a code to the new address. @throws AppError (429, 400) */
    requestEmailChange: async ({
      client,
      ...input
    }: {
      currentEmail: string;
      newEmail: string;
      client: Client;
    }) => {
      settle(await requestEmailChange(accounts, input, client));
    },
    /** Changes the e-mail with the code. @returns fresh session cookies @throws AppError */
    verifyEmailChange: async ({
      client,
      ...input
    }: {
      /** The session's user id; the notice goes to that account's current address. */
      userId: string;
      currentEmail: string;
      newEmail: string;
      code: string;
      client: Client;
    }) => settle(await verifyEmailChange({ ...accounts, mailer: deps.mailer }, input, client)),
    /**
     * Changes the password, then e-mails the account that it changed (a failed notice is
     * logged). @returns fresh session cookies @throws AppError (429, 400)
     */
    changePassword: async ({
      client,
      email,
      ...input
    }: {
      /** The session's user id: the password-change limit counts per account. */
      userId: string;
      email: string;
      currentPassword: string;
      newPassword: string;
      client: Client;
    }) => {
      const changed = settle(await changePassword(accounts, input, client));
      await notifyPasswordChanged(noticeDeps, { email, way: "changed" });
      return changed;
    },

    /** The reset state of the request, or null when missing or tampered with. */
    readResetState: (request: Request): Promise<ResetState | null> => resetState.read(request),
    /** A Set-Cookie value storing the reset state. */
    saveResetState: (state: ResetState): Promise<string> => resetState.save(state),
    /** A Set-Cookie value removing the reset state. */
    clearResetState: (): Promise<string> => resetState.clear(),
    /** The pending e-mail change of `userId`, or null. */
    readPendingEmailChange: (request: Request, userId: string) =>
      pendingEmail.read(request, userId),
    /** A Set-Cookie value storing the pending e-mail change. */
    savePendingEmailChange: (pending: PendingEmailChange): Promise<string> =>
      pendingEmail.save(pending),
    /** A Set-Cookie value removing the pending e-mail change. */
    clearPendingEmailChange: (): Promise<string> => pendingEmail.clear(),
    /** The address of the sign-up waiting for its code, or null (`lcn_signup`). */
    readPendingSignUp: (request: Request): Promise<string | null> => pendingSignUp.read(request),
    /** Where the pending sign-up goes once verified (a same-site path), or null. */
    readSignUpRedirect: (request: Request): Promise<string | null> =>
      pendingSignUp.readRedirectTo(request),
    /**
     * A Set-Cookie value remembering the sign-up waiting for its code, and where to go after it
     * (`redirectTo`, kept only when it is a same-site path).
     */
    savePendingSignUp: (email: string, redirectTo?: string | null): Promise<string> =>
      pendingSignUp.save(email, redirectTo),
    /** A Set-Cookie value removing the pending sign-up. */
    clearPendingSignUp: (): Promise<string> => pendingSignUp.clear(),
  };
}

/** The auth area's service object. */
export type AuthService = ReturnType<typeof createAuthService>;
