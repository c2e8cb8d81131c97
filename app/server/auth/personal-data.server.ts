/**
 * The auth area's part of "Your data is yours" (issue 25 item 7, ADR 080): the account, its
 * profile, sessions and sign-in methods for Download my data (never a password hash, code or
 * session token), and their removal on Delete account, after which the address can sign up again
 * from scratch. Reached through `auth/index.server.ts` by the privacy area's registry only.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { authAccount, authSession, authUser, authVerification, userLanCenters } from "./schema";

/**
 * The account `userId`: identity, profile, sessions (when, from which address and browser) and
 * sign-in methods.
 * @returns null parts when the account is gone
 */
export async function exportAuthData(db: Database, userId: string) {
  const [[user], [profile], sessions, methods] = await Promise.all([
    db
      .select({
        id: authUser.id,
        name: authUser.name,
        email: authUser.email,
        emailVerified: authUser.emailVerified,
        role: authUser.role,
        locale: authUser.locale,
        createdAt: authUser.createdAt,
        updatedAt: authUser.updatedAt,
      })
      .from(authUser)
      .where(eq(authUser.id, userId)),
    db
      .select({
        firstName: userLanCenters.firstName,
        lastName: userLanCenters.lastName,
        displayName: userLanCenters.displayName,
        email: userLanCenters.userEmail,
        role: userLanCenters.role,
        createdAt: userLanCenters.createdAt,
        updatedAt: userLanCenters.updatedAt,
      })
      .from(userLanCenters)
      .where(eq(userLanCenters.userId, userId)),
    db
      .select({
        createdAt: authSession.createdAt,
        expiresAt: authSession.expiresAt,
        ipAddress: authSession.ipAddress,
        userAgent: authSession.userAgent,
      })
      .from(authSession)
      .where(eq(authSession.userId, userId)),
    db
      .select({ providerId: authAccount.providerId, createdAt: authAccount.createdAt })
      .from(authAccount)
      .where(eq(authAccount.userId, userId)),
  ]);
  return { account: user ?? null, profile: profile ?? null, sessions, signInMethods: methods };
}

/**
 * Deletes the account `userId` inside the caller's transaction `tx`: its profile, its pending
 * e-mail codes (better-auth keys them by address), and the better-auth user, whose sessions and
 * credentials go by the foreign keys' cascade.
 * @throws the database error
 */
export async function eraseAuthData(tx: Database, userId: string): Promise<void> {
  const [user] = await tx
    .select({ email: authUser.email })
    .from(authUser)
    .where(eq(authUser.id, userId))
    .for("update");
  if (user) {
    await tx
      .delete(authVerification)
      .where(sql`strpos(${authVerification.identifier}, ${user.email}) > 0`);
  }
  await tx.delete(userLanCenters).where(eq(userLanCenters.userId, userId));
  await tx.delete(authUser).where(eq(authUser.id, userId));
}
