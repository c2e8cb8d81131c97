/**
 * One owner per community name (issue 23 item 3, ADR 070, amending ADR 049): every path that
 * creates or renames a community compares names by `communityNameKey` (case, spaces, accents,
 * punctuation, zero-width characters and confusables ignored) and refuses a name another
 * organiser's community holds. Each check takes a transaction-scoped advisory lock on the key
 * first, so two transactions claiming lookalike names run one after the other and the second
 * sees the first's row. Call these inside the write's transaction.
 */
import { asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { communityNameKey } from "./community-name-key.server";
import { OWNER_MESSAGES, OwnerError } from "./owner-errors.server";
import { communities } from "./schema";

/** A community holding a name key. */
interface Holder {
  id: string;
  createdBy: string | null;
}

/** The refusal of a name another organiser's community holds (ADR 049's message and field). */
function communityTaken(): OwnerError {
  return new OwnerError("community_taken", OWNER_MESSAGES.communityTaken, undefined, {
    communityName: OWNER_MESSAGES.communityTaken,
  });
}

/**
 * Locks `key` until the transaction ends, then reads every community holding it, oldest first.
 * Rows whose key is not stored yet (null: from before migration 0015, or renamed by a path that
 * did not set it) are compared by computing their key here.
 */
async function holdersOf(tx: Database, key: string): Promise<Holder[]> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`directory:community-name:${key}`}, 0))`,
  );
  const rows = await tx
    .select({
      id: communities.id,
      createdBy: communities.createdBy,
      name: communities.name,
      nameKey: communities.nameKey,
    })
    .from(communities)
    .where(or(eq(communities.nameKey, key), isNull(communities.nameKey)))
    .orderBy(asc(communities.createdAt), asc(communities.id));
  return rows
    .filter((row) => (row.nameKey ?? communityNameKey(row.name)) === key)
    .map(({ id, createdBy }) => ({ id, createdBy }));
}

/**
 * Finds the acting user's own community whose name has the key of `name`, or creates it
 * (unverified, created by `userId`, with `details`). Communities belong to their organisers
 * (ADR 049) and one name has one owner (ADR 070): when only other organisers' communities (or
 * ones nobody owns) have that key, nothing is created. Used by party and center registration
 * and by center editing when the center has no community yet.
 * @param tx the write's transaction
 * @param name the name as typed (stored trimmed)
 * @param details the description and website of a community created here; an existing own
 *   community is returned as it is
 * @returns the community id and whether it was created
 * @throws OwnerError `community_taken` (409, on the `communityName` field) when the name belongs
 *   to a community the user did not create
 */
export async function findOrCreateCommunity(
  tx: Database,
  userId: string,
  name: string,
  details: { description?: string | null; website?: string | null } = {},
): Promise<{ id: string; created: boolean }> {
  const trimmed = name.trim();
  const nameKey = communityNameKey(trimmed);
  const holders = await holdersOf(tx, nameKey);
  const own = holders.find((community) => community.createdBy === userId);
  if (own) return { id: own.id, created: false };
  if (holders.length > 0) throw communityTaken();
  const [created] = await tx
    .insert(communities)
    .values({
      name: trimmed,
      nameKey,
      description: details.description ?? null,
      website: details.website ?? null,
      isVerified: false,
      createdBy: userId,
    })
    .returning({ id: communities.id });
  return { id: created!.id, created: true };
}

/**
 * Whether a community may take `name` (ADR 070): yes when its key is the community's current
 * key (a lookalike of its own name: duplicates from before ADR 070 keep working), or when no
 * other organiser's community holds the new key. Used by center editing (a direct rename, or a
 * rename proposed for review) and by the admin's approval of a proposed rename.
 * @param input.communityId the community being renamed
 * @param input.ownerId its organiser (`created_by`)
 * @param input.name the new name as typed
 * @returns the new name's key, to store with the name, and whether another organiser holds it
 */
export async function checkCommunityRename(
  tx: Database,
  input: { communityId: string; ownerId: string; name: string },
): Promise<{ nameKey: string; taken: boolean }> {
  const nameKey = communityNameKey(input.name.trim());
  const [current] = await tx
    .select({ name: communities.name, nameKey: communities.nameKey })
    .from(communities)
    .where(eq(communities.id, input.communityId));
  if (current && (current.nameKey ?? communityNameKey(current.name)) === nameKey) {
    return { nameKey, taken: false };
  }
  const holders = await holdersOf(tx, nameKey);
  const taken = holders.some(
    (holder) => holder.id !== input.communityId && holder.createdBy !== input.ownerId,
  );
  return { nameKey, taken };
}

/**
 * `checkCommunityRename` for the owner's own edit form.
 * @returns the new name's key
 * @throws OwnerError `community_taken` (409, on the `communityName` field) when another
 *   organiser's community holds the new name
 */
export async function claimCommunityRename(
  tx: Database,
  input: { communityId: string; ownerId: string; name: string },
): Promise<string> {
  const { nameKey, taken } = await checkCommunityRename(tx, input);
  if (taken) throw communityTaken();
  return nameKey;
}

/**
 * Stores a community's name key after a statement that wrote its name. A separate statement on
 * purpose: migration 0015's trigger clears the key when the name changes and the key does not,
 * which is also the case of a lookalike rename that keeps its key, so the key is written after.
 * @param key the key from `checkCommunityRename` or `claimCommunityRename`
 */
export async function storeCommunityNameKey(
  tx: Database,
  communityId: string,
  key: string,
): Promise<void> {
  await tx.update(communities).set({ nameKey: key }).where(eq(communities.id, communityId));
}
