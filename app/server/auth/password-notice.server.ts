/**
 * The notice after a password change (issue 16 point 6): when a password is changed in the
 * Security tab or reset with a code, the account's own address is told, so that someone who
 * did not make the change learns of it. The address and user id come from the account row
 * (never from a form) and the message goes through `guardMailer` as an `account` recipient
 * (ADR 048). A failure to send is logged; the password change stands.
 */
import { BASE_LOCALE, isLocale } from "~/i18n/locales";
import { guardMailer, passwordChangedEmail, type Mailer } from "../mail/index.server";
import type { Database } from "../db/client.server";
import { findUserByEmail } from "./accounts.server";

/**
 * E-mails the account with address `email` that its password changed.
 * @param deps the database, the mailer and the support address named in the message
 * @param input.email the account's current address (the session's, or the reset's proven one)
 * @param input.way "changed" (Security tab) or "reset" (with a code)
 * @returns true when the notice was handed to the mailer, false when there is no such
 *   account or sending failed (logged, never thrown)
 */
export async function notifyPasswordChanged(
  deps: { db: Database; mailer: Mailer; supportEmail: string },
  input: { email: string; way: "changed" | "reset" },
): Promise<boolean> {
  try {
    const user = await findUserByEmail(deps.db, input.email);
    if (!user) return false;
    const notice = await passwordChangedEmail({
      email: user.email,
      way: input.way,
      supportEmail: deps.supportEmail,
      // The account's language (issue 28).
      locale: isLocale(user.locale) ? user.locale : BASE_LOCALE,
    });
    await guardMailer(deps.mailer, { teamAddresses: [] }).send(
      { kind: "account", userId: user.id, email: user.email },
      notice,
    );
    return true;
  } catch (error) {
    console.error(`password change: notice not sent (${(error as Error).message})`);
    return false;
  }
}
