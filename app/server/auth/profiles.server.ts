/**
 * Profiles and roles (docs/spec/public-site.md §3, §4, §7): one `user_lan_centers`
 * row per user, written in the sign-up request and kept current at sign-in; the role is 'admin'
 * exactly when the user's verified e-mail is in ADMIN_EMAILS, else 'user'. The role is mirrored
 * on better-auth's user (`auth_user.role`) for the admin plugin.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { BASE_LOCALE, isLocale, type Locale } from "~/i18n/locales";
import type { Database } from "../db/client.server";
import { userLanCenters } from "./schema";
import { authUser } from "./schema";

/** The two roles of the spec. */
export type Role = "admin" | "user";

/**
 * What an account said it came for at sign-up (issue 25 item 1, ADR 076): 'play' (a gamer) or
 * 'run' (runs a venue or event; also every account from before the choice existed).
 */
export type AccountIntent = "play" | "run";

/** `value` as an intent, or null when it is not one. */
export function parseIntent(value: unknown): AccountIntent | null {
  return value === "play" || value === "run" ? value : null;
}

/** The role an account gets: admin only for a verified address listed in ADMIN_EMAILS. */
export function roleFor(
  email: string,
  emailVerified: boolean,
  adminEmails: readonly string[],
): Role {
  return emailVerified && adminEmails.includes(email.trim().toLowerCase()) ? "admin" : "user";
}

/** Splits a display name into first and last name (for accounts created without our form). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

/**
 * Inserts or updates the profile of `userId` (upsert on user_id). Names are replaced only when
 * given; display_name is always first + last name.
 */
export async function upsertProfile(
  db: Database,
  profile: {
    userId: string;
    email: string;
    role: Role;
    firstName?: string;
    lastName?: string;
    /** Written when given (a new profile without it is 'run'); sign-in never passes it. */
    intent?: AccountIntent;
  },
): Promise<void> {
  const hasNames = profile.firstName !== undefined && profile.lastName !== undefined;
  const displayName = hasNames ? `${profile.firstName} ${profile.lastName}`.trim() : null;
  await db
    .insert(userLanCenters)
    .values({
      userId: profile.userId,
      userEmail: profile.email,
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      displayName,
      role: profile.role,
      ...(profile.intent ? { intent: profile.intent } : {}),
    })
    .onConflictDoUpdate({
      target: userLanCenters.userId,
      set: {
        userEmail: profile.email,
        role: profile.role,
        updatedAt: sql`now()`,
        ...(profile.intent ? { intent: profile.intent } : {}),
        ...(hasNames
          ? { firstName: profile.firstName, lastName: profile.lastName, displayName }
          : {}),
      },
    });
}

/**
 * Recomputes the role of a better-auth user and writes it to `auth_user.role` and the profile
 * (creating the profile from the user's name when missing). Returns the role.
 */
export async function syncAccount(
  db: Database,
  user: { id: string; email: string; emailVerified: boolean; name: string },
  adminEmails: readonly string[],
): Promise<Role> {
  const role = roleFor(user.email, user.emailVerified, adminEmails);
  await db.update(authUser).set({ role }).where(eq(authUser.id, user.id));
  const existing = await getProfile(db, user.id);
  if (existing?.firstName || existing?.lastName) {
    await upsertProfile(db, { userId: user.id, email: user.email, role });
  } else {
    await upsertProfile(db, { userId: user.id, email: user.email, role, ...splitName(user.name) });
  }
  return role;
}

/** What other areas may show of a user: e-mail and display name. */
export interface ProfileSummary {
  email: string;
  displayName: string | null;
  /**
   * The site language the account chose (`auth_user.locale`, issue 28), English when it has
   * none: the language of the e-mails written to it.
   */
  locale: Locale;
}

/**
 * The profiles of some users, for showing who created an item (admin review).
 * @param userIds better-auth user ids; an empty list reads nothing
 * @returns user id -> e-mail, display name and the account's language (English when not
 *   chosen); users without a profile are absent
 * @throws the database error
 */
export async function findProfiles(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, ProfileSummary>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      userId: userLanCenters.userId,
      email: userLanCenters.userEmail,
      displayName: userLanCenters.displayName,
      locale: authUser.locale,
    })
    .from(userLanCenters)
    .leftJoin(authUser, eq(authUser.id, userLanCenters.userId))
    .where(inArray(userLanCenters.userId, ids));
  return new Map(
    rows.map(({ userId, locale, ...profile }) => [
      userId,
      { ...profile, locale: isLocale(locale) ? locale : BASE_LOCALE },
    ]),
  );
}

/** The users whose name, or whose e-mail, matches a search (`findProfilesMatching`). */
export interface MatchingProfiles {
  /** Users whose display name (or first and last name) matches. */
  byName: string[];
  /** Users whose e-mail matches. */
  byEmail: string[];
}

/**
 * The users whose profile matches an admin's contact search, so the contacts list can find a
 * contact by the owning account it shows (issue 24 item 6).
 * @param pattern an ILIKE pattern (`%` and `_` already escaped by the caller)
 * @returns better-auth user ids by what matched
 * @throws the database error
 */
export async function findProfilesMatching(
  db: Database,
  pattern: string,
): Promise<MatchingProfiles> {
  const rows = await db
    .select({
      userId: userLanCenters.userId,
      byName: sql<boolean>`(coalesce(${userLanCenters.displayName}, '') ilike ${pattern} or concat_ws(' ', ${userLanCenters.firstName}, ${userLanCenters.lastName}) ilike ${pattern})`,
      byEmail: sql<boolean>`(${userLanCenters.userEmail} ilike ${pattern})`,
    })
    .from(userLanCenters)
    .where(
      sql`(coalesce(${userLanCenters.displayName}, '') ilike ${pattern} or concat_ws(' ', ${userLanCenters.firstName}, ${userLanCenters.lastName}) ilike ${pattern} or ${userLanCenters.userEmail} ilike ${pattern})`,
    );
  return {
    byName: rows.filter((row) => row.byName).map((row) => row.userId),
    byEmail: rows.filter((row) => row.byEmail).map((row) => row.userId),
  };
}

/**
 * The ids of every user whose profile has the role 'admin' (a handful: ADMIN_EMAILS), so the
 * directory can mark centers an administrator created.
 * @returns the admins' better-auth user ids
 * @throws the database error
 */
export async function adminUserIds(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ userId: userLanCenters.userId })
    .from(userLanCenters)
    .where(eq(userLanCenters.role, "admin"));
  return new Set(rows.map((row) => row.userId));
}

/**
 * The sign-up intent of the account with this id or e-mail (issue 25 item 1).
 * @returns 'play' or 'run'; 'run' when there is no profile
 * @throws the database error
 */
export async function intentOf(
  db: Database,
  who: { userId: string } | { email: string },
): Promise<AccountIntent> {
  const [row] = await db
    .select({ intent: userLanCenters.intent })
    .from(userLanCenters)
    .where(
      "userId" in who
        ? eq(userLanCenters.userId, who.userId)
        : eq(userLanCenters.userEmail, who.email.trim().toLowerCase()),
    )
    .limit(1);
  return row?.intent ?? "run";
}

/** The profile row of `userId`, or undefined. */
export async function getProfile(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(userLanCenters)
    .where(eq(userLanCenters.userId, userId))
    .limit(1);
  return row;
}
