/**
 * Follows of LAN centers and communities (issue 25 item 2, ADR 076). A follow is one row per
 * (user, target); following twice, or pressing Follow in two tabs at once, leaves one row (the
 * unique indexes and `on conflict do nothing`). Only a public center or a verified community can
 * be followed; the directory decides that (`followableName`).
 */
import { and, count, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client.server";
import {
  describeFollowables,
  followableName,
  type FollowedItem,
  type FollowTarget,
} from "../directory/index.server";
import { AppError } from "../errors/app-error";
import { follows } from "./schema";

export type { FollowedItem, FollowTarget };

/** What a visitor reads when the target is not public (or does not exist). */
export const NOT_FOLLOWABLE_MESSAGE = "This page can't be followed.";

/** The column of a target's kind. */
function columnOf(kind: FollowTarget["kind"]) {
  return kind === "center" ? follows.centerId : follows.communityId;
}

/**
 * Follows a public center or verified community; following again changes nothing.
 * @param input.userId the signed-in user (better-auth id)
 * @param input.target the center or community
 * @returns the target's name
 * @throws AppError 404 `follows.not_followable` when the target is not public
 */
export async function follow(
  db: Database,
  input: { userId: string; target: FollowTarget },
): Promise<{ name: string }> {
  const name = await followableName(db, input.target);
  if (name === null) throw new AppError("follows.not_followable", NOT_FOLLOWABLE_MESSAGE, 404);
  const { kind, id } = input.target;
  await db
    .insert(follows)
    .values({
      userId: input.userId,
      centerId: kind === "center" ? id : null,
      communityId: kind === "community" ? id : null,
    })
    .onConflictDoNothing();
  return { name };
}

/**
 * Ends a follow; unfollowing something not followed changes nothing (also for targets that are no
 * longer public, so a follow can always be ended).
 * @returns whether a follow was removed
 */
export async function unfollow(
  db: Database,
  input: { userId: string; target: FollowTarget },
): Promise<boolean> {
  if (!isUuid(input.target.id)) return false;
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.userId, input.userId), eq(columnOf(input.target.kind), input.target.id)))
    .returning({ id: follows.id });
  return removed.length > 0;
}

/** Whether `userId` follows the target (false for a malformed id). */
export async function isFollowing(
  db: Database,
  input: { userId: string; target: FollowTarget },
): Promise<boolean> {
  if (!isUuid(input.target.id)) return false;
  const [row] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.userId, input.userId), eq(columnOf(input.target.kind), input.target.id)))
    .limit(1);
  return row !== undefined;
}

/**
 * The centers and communities `userId` follows that are still public, each with its next
 * verified event (for /me).
 * @param now the clock (tests move it)
 */
export async function listFollowed(
  db: Database,
  input: { userId: string; now?: Date },
): Promise<FollowedItem[]> {
  const rows = await db
    .select({ centerId: follows.centerId, communityId: follows.communityId })
    .from(follows)
    .where(eq(follows.userId, input.userId));
  const centerIds = rows.flatMap((row) => (row.centerId ? [row.centerId] : []));
  const communityIds = rows.flatMap((row) => (row.communityId ? [row.communityId] : []));
  if (centerIds.length + communityIds.length === 0) return [];
  return describeFollowables(db, { centerIds, communityIds }, input.now);
}

/** How many accounts follow the target (0 for a malformed id). */
export async function followerCount(db: Database, target: FollowTarget): Promise<number> {
  if (!isUuid(target.id)) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(follows)
    .where(and(isNotNull(columnOf(target.kind)), eq(columnOf(target.kind), target.id)));
  return row?.n ?? 0;
}

/** One follow as the account export writes it (ISO time). */
export interface ExportedFollow {
  kind: FollowTarget["kind"];
  id: string;
  followedAt: string;
}

/**
 * Everything this area stores about `userId`, for 'Download my data' (issue 25 item 7): the
 * follows, oldest first.
 */
export async function exportFor(db: Database, userId: string): Promise<ExportedFollow[]> {
  const rows = await db
    .select()
    .from(follows)
    .where(eq(follows.userId, userId))
    .orderBy(follows.createdAt);
  return rows.map((row) => ({
    kind: row.centerId ? "center" : "community",
    id: (row.centerId ?? row.communityId)!,
    followedAt: row.createdAt.toISOString(),
  }));
}

/**
 * Removes everything this area stores about `userId` (account deletion, issue 25 item 7).
 * @returns how many follows were removed
 */
export async function eraseFor(db: Database, userId: string): Promise<number> {
  const removed = await db
    .delete(follows)
    .where(eq(follows.userId, userId))
    .returning({ id: follows.id });
  return removed.length;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a target id (a uuid). */
export function isUuid(id: string): boolean {
  return UUID_PATTERN.test(id);
}
