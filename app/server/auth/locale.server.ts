/**
 * The site language an account chose (issue 28 item 2, ADR 099): saved from the language
 * switcher and at sign-up, read when the account's e-mails are written.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { BASE_LOCALE, isLocale, type Locale } from "~/i18n/locales";
import { authUser } from "./schema";

/**
 * Saves `locale` as the language of account `userId` (nothing happens for an unknown id).
 * @throws the database error
 */
export async function saveUserLocale(db: Database, userId: string, locale: Locale): Promise<void> {
  await db.update(authUser).set({ locale }).where(eq(authUser.id, userId));
}

/**
 * The language of the account with e-mail `email`: its saved choice, English when it has none
 * or no such account exists.
 */
export async function localeOfEmail(db: Database, email: string): Promise<Locale> {
  const [row] = await db
    .select({ locale: authUser.locale })
    .from(authUser)
    .where(eq(authUser.email, email))
    .limit(1);
  return isLocale(row?.locale) ? row.locale : BASE_LOCALE;
}

/** The language of account `userId`: its saved choice, English when it has none. */
export async function localeOfUser(db: Database, userId: string): Promise<Locale> {
  const [row] = await db
    .select({ locale: authUser.locale })
    .from(authUser)
    .where(eq(authUser.id, userId))
    .limit(1);
  return isLocale(row?.locale) ? row.locale : BASE_LOCALE;
}
