/**
 * Start-up work for one owner per community name (issue 23 item 3, ADR 070): the stored name
 * keys are brought up to date (the key needs the TypeScript confusables table, so migration 0015
 * cannot fill it), and communities of different organisers whose names already shared a key are
 * reported to the team once. Neither changes a community's name or owner.
 */
import { and, asc, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { findProfiles } from "../auth/index.server";
import type { Database } from "../db/client.server";
import { sharedCommunityNamesEmail, type GuardedMailer } from "../mail/index.server";
import { communityNameKey } from "./community-name-key.server";
import { communities, communityNameReports } from "./schema";

/** How many communities one key-sync statement reads and writes. */
const SYNC_BATCH = 500;

/** One array parameter of type `type` (the driver writes the array literal). */
function arrayParam(values: string[], type: "uuid" | "text"): SQL {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

/**
 * Stores `communityNameKey(name)` in every community whose `name_key` is missing or differs
 * (rows from before migration 0015, a name changed without its key, or a new confusables table
 * after a library upgrade), in batches by id. A row renamed meanwhile is left for the next run
 * (its write set the key, or the trigger cleared it). Safe to run from several instances at once.
 * @returns how many rows were updated
 * @throws the database error
 */
export async function syncCommunityNameKeys(db: Database): Promise<number> {
  let updated = 0;
  let after: string | null = null;
  for (;;) {
    const rows: { id: string; name: string; nameKey: string | null }[] = await db
      .select({ id: communities.id, name: communities.name, nameKey: communities.nameKey })
      .from(communities)
      .where(after === null ? undefined : gt(communities.id, after))
      .orderBy(asc(communities.id))
      .limit(SYNC_BATCH);
    if (rows.length === 0) return updated;
    after = rows.at(-1)!.id;
    const stale = rows
      .map((row) => ({ ...row, key: communityNameKey(row.name) }))
      .filter((row) => row.key !== row.nameKey);
    if (stale.length === 0) continue;
    const result = await db.execute(sql`
      update communities c set name_key = v.key
      from unnest(
        ${arrayParam(
          stale.map((row) => row.id),
          "uuid",
        )},
        ${arrayParam(
          stale.map((row) => row.name),
          "text",
        )},
        ${arrayParam(
          stale.map((row) => row.key),
          "text",
        )}
      ) as v(id, name, key)
      where c.id = v.id and c.name = v.name and c.name_key is distinct from v.key
      returning c.id`);
    updated += (result as unknown as { rows: unknown[] }).rows.length;
  }
}

/** A group of communities of different organisers sharing a name key, oldest first. */
export interface SharedNameGroup {
  nameKey: string;
  communities: { id: string; name: string; createdBy: string | null; createdAt: Date }[];
}

/**
 * Every name key held by communities of more than one organiser (a community without
 * `created_by` counts as an organiser of its own). Reads stored keys: run after
 * `syncCommunityNameKeys`.
 * @returns the groups, by key
 * @throws the database error
 */
export async function findSharedCommunityNames(db: Database): Promise<SharedNameGroup[]> {
  const keys = await db
    .select({ nameKey: communities.nameKey })
    .from(communities)
    .where(sql`${communities.nameKey} is not null`)
    .groupBy(communities.nameKey)
    .having(
      sql`count(distinct coalesce(${communities.createdBy}, 'unowned:' || ${communities.id}::text)) > 1`,
    )
    .orderBy(asc(communities.nameKey));
  if (keys.length === 0) return [];
  const rows = await db
    .select({
      id: communities.id,
      name: communities.name,
      nameKey: communities.nameKey,
      createdBy: communities.createdBy,
      createdAt: communities.createdAt,
    })
    .from(communities)
    .where(
      inArray(
        communities.nameKey,
        keys.map((key) => key.nameKey!),
      ),
    )
    .orderBy(asc(communities.createdAt), asc(communities.id));
  return keys.map(({ nameKey }) => ({
    nameKey: nameKey!,
    communities: rows
      .filter((row) => row.nameKey === nameKey)
      .map(({ id, name, createdBy, createdAt }) => ({ id, name, createdBy, createdAt })),
  }));
}

/**
 * Reports to the team, in one e-mail, the groups of `findSharedCommunityNames` not reported
 * before (issue 23 item 3, ADR 070). Each group is recorded in `community_name_reports` and
 * claimed (`notified_at` set where null) before sending, so across restarts and several
 * instances each group is e-mailed once; when the mailer fails the claims are given back and
 * the next start tries again. The communities are not changed.
 * @param input.mailer the guarded mailer (`teamEmail` is one of its team addresses)
 * @param input.teamEmail the team's address (SUPPORT_EMAIL)
 * @returns how many groups this call reported (0: none new, or another instance did)
 * @throws MailDeliveryError (claims given back); the database error
 */
export async function reportSharedCommunityNames(input: {
  db: Database;
  mailer: GuardedMailer;
  teamEmail: string;
}): Promise<number> {
  const { db } = input;
  const groups = await findSharedCommunityNames(db);
  if (groups.length === 0) return 0;
  await db
    .insert(communityNameReports)
    .values(
      groups.map((group) => ({
        nameKey: group.nameKey,
        communityIds: group.communities.map((community) => community.id),
      })),
    )
    .onConflictDoNothing({ target: communityNameReports.nameKey });
  const claimed = await db
    .update(communityNameReports)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        inArray(
          communityNameReports.nameKey,
          groups.map((group) => group.nameKey),
        ),
        isNull(communityNameReports.notifiedAt),
      ),
    )
    .returning({ nameKey: communityNameReports.nameKey });
  if (claimed.length === 0) return 0;
  const claimedKeys = new Set(claimed.map((row) => row.nameKey));
  const reported = groups.filter((group) => claimedKeys.has(group.nameKey));
  try {
    const owners = await findProfiles(
      db,
      reported.flatMap((group) => group.communities.flatMap((c) => c.createdBy ?? [])),
    );
    const content = await sharedCommunityNamesEmail(
      reported.map((group) =>
        group.communities.map((community) => {
          const owner = community.createdBy ? owners.get(community.createdBy) : undefined;
          return {
            id: community.id,
            name: community.name,
            organiser: community.createdBy
              ? (owner?.email ?? owner?.displayName ?? `user ${community.createdBy}`)
              : "no organiser",
            createdAt: community.createdAt,
          };
        }),
      ),
    );
    await input.mailer.send({ kind: "team", email: input.teamEmail }, content);
  } catch (error) {
    await db
      .update(communityNameReports)
      .set({ notifiedAt: null })
      .where(inArray(communityNameReports.nameKey, [...claimedKeys]))
      .catch(() => undefined);
    throw error;
  }
  return reported.length;
}
