/**
 * What other areas may check of an account before letting it write (issue 27 item 1, ADR 087):
 * when it was made and whether its e-mail is verified, read from better-auth's `auth_user`; and
 * the language its e-mails are written in (issue 28).
 */
import { eq } from "drizzle-orm";
import { BASE_LOCALE, isLocale, type Locale } from "~/i18n/locales";
import type { Database } from "../db/client.server";
import { authUser } from "./schema";

/** An account's age and e-mail state. */
export interface AccountFacts {
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  /** The site language it chose (`auth_user.locale`, issue 28), English when none: its e-mails'. */
  locale: Locale;
}

/**
 * The facts of account `userId`.
 * @param db the database or an open transaction
 * @returns its facts, or null when there is no such account
 * @throws the database error
 */
export async function findAccountFacts(db: Database, userId: string): Promise<AccountFacts | null> {
  const [row] = await db
    .select({
      email: authUser.email,
      emailVerified: authUser.emailVerified,
      createdAt: authUser.createdAt,
      locale: authUser.locale,
    })
    .from(authUser)
    .where(eq(authUser.id, userId));
  if (!row) return null;
  return { ...row, locale: isLocale(row.locale) ? row.locale : BASE_LOCALE };
}
