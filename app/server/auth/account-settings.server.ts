/**
 * The dashboard's account settings (the Email Settings tab and the Security tab;
 * docs/spec/owner-portal.md §2, §5, §8): e-mail change with a code sent to the new address, and
 * password change. Same pattern as accounts.server.ts: our rate limits first, then better-auth,
 * answering `ok` or the spec's text.
 */
import {
  deleteAccountMessages,
  emailChangeMessages,
  newPasswordMessages,
  passwordChangeMessages,
} from "~/lib/auth-messages";
import { emailChangedNotice, guardMailer, type Mailer } from "../mail/index.server";
import { allowAccountAction, allowAction } from "../limits/index.server";
import {
  authHeaders,
  findUserByEmail,
  type AccountsContext,
  type Client,
  type Failure,
} from "./accounts.server";
import { withCodeMailOutcome } from "./auth.server";
import { codeErrorMessage, readAuthError } from "./errors";
import { localeOfEmail, localeOfUser } from "./locale.server";

/**
 * 'Send Code' and 'Resend Code': a 6-digit code to `newEmail` (better-auth's change-email
 * code). `newEmail` is already validated and normalised; an address in use is refused here.
 */
export async function requestEmailChange(
  ctx: AccountsContext,
  input: { currentEmail: string; newEmail: string },
  client: Client,
): Promise<{ ok: true } | Failure> {
  if (
    !(await allowAction(ctx.db, "code-request", { clientIp: client.ip, email: input.currentEmail }))
  ) {
    return { ok: false, message: emailChangeMessages.tooMany };
  }
  if (await findUserByEmail(ctx.db, input.newEmail)) {
    return { ok: false, message: emailChangeMessages.taken, emailTaken: true };
  }
  try {
    // better-auth answers success even when the code e-mail failed; the outcome tells. The code
    // goes to the new address (no account yet) in the account's language (issue 28).
    const { mailError } = await withCodeMailOutcome(
      () =>
        ctx.auth.api.requestEmailChangeEmailOTP({
          body: { newEmail: input.newEmail },
          headers: authHeaders(client),
        }),
      await localeOfEmail(ctx.db, input.currentEmail),
    );
    if (mailError) {
      console.error(`e-mail change: code not sent (${describe(mailError)})`);
      return { ok: false, message: emailChangeMessages.sendFailed };
    }
    return { ok: true };
  } catch (error) {
    const { status } = readAuthError(error);
    if (status === 429) return { ok: false, message: emailChangeMessages.tooMany };
    console.error(`e-mail change: code not sent (${describe(error)})`);
    return { ok: false, message: emailChangeMessages.sendFailed };
  }
}

/**
 * 'Verify & Update Email': checks the code; on success the e-mail changes (the profile row
 * follows through the user update hook in auth.server.ts) and the old address gets a notice,
 * sent through `guardMailer` as an `account` recipient: `userId` and `currentEmail` are the
 * session's own (ADR 048), never a form's.
 * @returns the Set-Cookie headers of the updated session
 */
export async function verifyEmailChange(
  ctx: AccountsContext & { mailer: Mailer },
  input: { userId: string; currentEmail: string; newEmail: string; code: string },
  client: Client,
): Promise<{ ok: true; headers: Headers } | Failure> {
  if (
    !(await allowAction(ctx.db, "code-check", { clientIp: client.ip, email: input.currentEmail }))
  ) {
    return { ok: false, message: codeErrorMessage({ statusCode: 429 }) };
  }
  try {
    const { headers } = await ctx.auth.api.changeEmailEmailOTP({
      body: { newEmail: input.newEmail, otp: input.code },
      headers: authHeaders(client),
      returnHeaders: true,
    });
    // In the account's language (issue 28).
    await localeOfUser(ctx.db, input.userId)
      .then((locale) => emailChangedNotice(input.currentEmail, input.newEmail, locale))
      .then((notice) =>
        guardMailer(ctx.mailer, { teamAddresses: [] }).send(
          { kind: "account", userId: input.userId, email: input.currentEmail },
          notice,
        ),
      )
      .catch((error: unknown) => {
        console.error(`e-mail change: notice to the old address failed (${describe(error)})`);
      });
    return { ok: true, headers };
  } catch (error) {
    const { code, message } = readAuthError(error);
    if (/already in use/i.test(message ?? "")) {
      return { ok: false, message: emailChangeMessages.taken, emailTaken: true };
    }
    if (code && ["OTP_EXPIRED", "INVALID_OTP", "TOO_MANY_ATTEMPTS"].includes(code)) {
      return { ok: false, message: codeErrorMessage(error) };
    }
    console.error(`e-mail change: failed (${describe(error)})`);
    return { ok: false, message: emailChangeMessages.failed };
  }
}

/**
 * 'Update Password': checks the current password, sets the new one and signs out every other
 * session of the user (better-auth `revokeOtherSessions`). Limited per account, on its own budget
 * (`password-change`, issue 23 item 4), not on the sign-in budget per client address.
 * @param input.userId the session's user id
 * @returns the Set-Cookie headers of this browser's new session
 */
export async function changePassword(
  ctx: AccountsContext,
  input: { userId: string; currentPassword: string; newPassword: string },
  client: Client,
): Promise<{ ok: true; headers: Headers } | Failure> {
  if (!(await allowAccountAction(ctx.db, "password-change", input.userId))) {
    return { ok: false, message: passwordChangeMessages.tooMany };
  }
  try {
    const { headers } = await ctx.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: authHeaders(client),
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    const { status, code } = readAuthError(error);
    if (status === 429) return { ok: false, message: passwordChangeMessages.tooMany };
    if (code === "INVALID_PASSWORD") {
      return { ok: false, message: passwordChangeMessages.currentWrong };
    }
    if (code === "PASSWORD_TOO_COMMON") return { ok: false, message: newPasswordMessages.common };
    if (code === "PASSWORD_TOO_SHORT") return { ok: false, message: newPasswordMessages.short };
    if (code === "PASSWORD_TOO_LONG") return { ok: false, message: newPasswordMessages.long };
    console.error(`password change: failed (${describe(error)})`);
    return { ok: false, message: passwordChangeMessages.failed };
  }
}

function describe(error: unknown): string {
  const { status, code, message } = readAuthError(error);
  return [status, code, message].filter(Boolean).join(" ") || "unknown error";
}

/**
 * Confirms the signed-in account's password before Delete account (issue 25 item 7) through
 * better-auth's `verifyPassword`; limited per account (10 per 15 minutes, as password changes).
 * @returns ok, or the failure with `deleteAccountMessages`' text
 */
export async function confirmPassword(
  ctx: AccountsContext,
  input: { userId: string; password: string },
  client: Client,
): Promise<{ ok: true } | Failure> {
  if (!input.password) return { ok: false, message: deleteAccountMessages.passwordEmpty };
  if (!(await allowAccountAction(ctx.db, "account-delete", input.userId))) {
    return { ok: false, message: deleteAccountMessages.tooMany };
  }
  try {
    await ctx.auth.api.verifyPassword({
      body: { password: input.password },
      headers: authHeaders(client),
    });
    return { ok: true };
  } catch (error) {
    const { status, code } = readAuthError(error);
    if (status === 429) return { ok: false, message: deleteAccountMessages.tooMany };
    if (code === "INVALID_PASSWORD" || status === 400 || status === 401) {
      return { ok: false, message: deleteAccountMessages.passwordWrong };
    }
    console.error(`account deletion: password check failed (${describe(error)})`);
    return { ok: false, message: deleteAccountMessages.failed };
  }
}
