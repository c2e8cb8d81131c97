/**
 * What other areas may check of an account before letting it write (issue 27 item 1, ADR 087):
 * when it was made and whether its e-mail is verified, read from better-auth's `auth_user`.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { authUser } from "./schema";

/** An account's age and e-mail state. */
export interface AccountFacts {
  email: string;
  emailVerified: boolean;
  createdAt: Date;
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
    })
    .from(authUser)
    .where(eq(authUser.id, userId));
  return row ?? null;
}
