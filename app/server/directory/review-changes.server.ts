/**
 * Reviewed edits (issue 13 item 4, ADR 053): an owner's edit to what the public sees of a
 * verified center, community or party is stored as a pending change (`pending_changes`) instead
 * of changing the public row. The admin sees it field by field on /admin/review and approves it
 * (applied in the same transaction as the decision) or rejects it with a reason. At most one
 * change per item is open; a newer edit replaces it, an edit back to the public values or
 * deleting the item withdraws it. Deciding a change that is no longer open changes nothing and
 * answers 404/409 (`AppError`).
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ChangedField, PendingChange, ReviewKind } from "~/lib/review-queue";
import type { Database } from "../db/client.server";
import { AppError } from "../errors/app-error";
import { findProfiles } from "../auth/index.server";
import { listPhotos, prunePhotos } from "../photos/index.server";
import { checkCommunityRename, storeCommunityNameKey } from "./community-names.server";
import { bumpSequence, TIME_AND_PLACE_FIELDS } from "./party-sequence.server";
import { communities, events, locations, pendingChanges } from "./schema";

/** The photo ids of a center's `photos` value (space-separated, the cover first; ADR 056). */
export function photoIdsOf(value: unknown): string[] {
  return typeof value === "string" ? value.split(" ").filter(Boolean) : [];
}

/** Longest rejection reason we store (as for items). */
const REASON_MAX = 1000;

/** The public fields of each kind: property name, label shown to the admin, value type. */
const PUBLIC_FIELDS = {
  center: [
    ["organizationName", "Name", "text"],
    ["address", "Address", "text"],
    ["lat", "Latitude", "number"],
    ["lng", "Longitude", "number"],
    ["website", "Website", "text"],
    ["description", "Description", "text"],
    ["imageUrl", "Image", "text"],
    ["photos", "Photos", "photos"],
    // Hours and facilities (issue 14 item 4, ADR 061); lists and hours stored as JSON text.
    ["openingHours", "Opening hours", "json"],
    ["stations", "Gaming stations", "number"],
    ["platforms", "Platforms", "json"],
    ["priceFromCents", "Price from", "number"],
    ["priceCurrency", "Price currency", "text"],
    ["phone", "Phone", "text"],
    ["amenities", "Amenities", "json"],
  ],
  community: [
    ["name", "Name", "text"],
    ["description", "Description", "text"],
    ["imageUrl", "Image", "text"],
    ["website", "Website", "text"],
  ],
  party: [
    ["organizationName", "Name", "text"],
    ["description", "Description", "text"],
    ["startDate", "Starts", "date"],
    ["endDate", "Ends", "date"],
    ["timeZone", "Time zone", "text"],
    ["customLocation", "Place", "text"],
    ["lat", "Latitude", "number"],
    ["lng", "Longitude", "number"],
    ["website", "Website", "text"],
    ["imageUrl", "Image", "text"],
  ],
} as const satisfies Record<ReviewKind, readonly (readonly [string, string, string])[]>;

/** A value as stored in the change's JSON: dates as ISO text, blanks as null. */
type Stored = string | number | null;

function stored(value: unknown): Stored {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "number") return value;
  if (typeof value === "object" && value !== null) return canonicalJson(value);
  return null;
}

/** JSON with object keys sorted, so a value read back from jsonb compares equal to the form's. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** The public fields of `row` for `kind`, as stored in a change. */
export function publicFieldsOf(kind: ReviewKind, row: Record<string, unknown>) {
  return Object.fromEntries(
    PUBLIC_FIELDS[kind].map(([field]) => [field, stored(row[field])]),
  ) as Record<string, Stored>;
}

/** A stored change turned back into column values (dates as `Date`). */
export function columnValuesOf(kind: ReviewKind, changes: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const [field, , type] of PUBLIC_FIELDS[kind]) {
    if (!(field in changes)) continue;
    const value = changes[field];
    values[field] =
      type === "date" && typeof value === "string"
        ? new Date(value)
        : type === "json" && typeof value === "string"
          ? JSON.parse(value)
          : value;
  }
  return values;
}

function differs(a: Record<string, Stored>, b: Record<string, Stored>): boolean {
  return Object.keys(a).some((key) => a[key] !== b[key]);
}

/**
 * Closes the open change of an item (if any) as `replaced` or `withdrawn`, by the owner.
 * @returns whether a change was open
 */
export async function closeOpenChange(
  tx: Database,
  input: { kind: ReviewKind; itemId: string; userId: string; as: "replaced" | "withdrawn" },
): Promise<boolean> {
  const closed = await tx
    .update(pendingChanges)
    .set({ decidedAt: new Date(), decidedBy: input.userId, decision: input.as })
    .where(
      and(
        eq(pendingChanges.kind, input.kind),
        eq(pendingChanges.itemId, input.itemId),
        isNull(pendingChanges.decidedAt),
      ),
    )
    .returning({ id: pendingChanges.id });
  return closed.length > 0;
}

/**
 * Stores an owner's edit of a verified item's public fields as its open change: replaces the
 * open one, or withdraws it when the edit equals what the public sees. Call inside the edit's
 * transaction, after locking the item row.
 * @param current the item's public row (any superset of its public fields)
 * @param proposed the edited public fields
 * @returns true when a change now waits for review
 */
export async function proposeChange(
  tx: Database,
  input: {
    kind: ReviewKind;
    itemId: string;
    userId: string;
    current: Record<string, unknown>;
    proposed: Record<string, unknown>;
  },
): Promise<boolean> {
  const { kind, itemId, userId } = input;
  const current = publicFieldsOf(kind, input.current);
  const proposed = publicFieldsOf(kind, input.proposed);
  if (!differs(current, proposed)) {
    await closeOpenChange(tx, { kind, itemId, userId, as: "withdrawn" });
    return false;
  }
  await closeOpenChange(tx, { kind, itemId, userId, as: "replaced" });
  await tx.insert(pendingChanges).values({ kind, itemId, changes: proposed, createdBy: userId });
  return true;
}

/**
 * The open changes of some items of a kind, by item id: what the owner's edit form shows.
 * @returns a map from item id to the proposed column values (dates as `Date`)
 */
export async function openChangesOf(
  db: Database,
  kind: ReviewKind,
  itemIds: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: pendingChanges.itemId, changes: pendingChanges.changes })
    .from(pendingChanges)
    .where(
      and(
        eq(pendingChanges.kind, kind),
        inArray(pendingChanges.itemId, [...itemIds]),
        isNull(pendingChanges.decidedAt),
      ),
    );
  return new Map(rows.map((row) => [row.itemId, columnValuesOf(kind, row.changes)]));
}

function itemTable(kind: ReviewKind) {
  switch (kind) {
    case "center":
      return { table: locations, name: locations.organizationName } as const;
    case "community":
      return { table: communities, name: communities.name } as const;
    case "party":
      return { table: events, name: events.organizationName } as const;
  }
}

function shown(value: Stored | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

/**
 * Every open change whose item still exists, oldest first (at most `limit`), with the fields
 * that differ from the public row (old → new) and the owner.
 * @throws the database error
 */
export async function listPendingChanges(db: Database, limit = 100): Promise<PendingChange[]> {
  const open = await db
    .select()
    .from(pendingChanges)
    .where(isNull(pendingChanges.decidedAt))
    .orderBy(asc(pendingChanges.createdAt), asc(pendingChanges.id))
    .limit(limit);
  const byKind = (kind: ReviewKind) => open.filter((c) => c.kind === kind).map((c) => c.itemId);
  const [centerRows, communityRows, partyRows, profiles] = await Promise.all([
    byKind("center").length
      ? db
          .select()
          .from(locations)
          .where(inArray(locations.id, byKind("center")))
      : [],
    byKind("community").length
      ? db
          .select()
          .from(communities)
          .where(inArray(communities.id, byKind("community")))
      : [],
    byKind("party").length
      ? db
          .select()
          .from(events)
          .where(inArray(events.id, byKind("party")))
      : [],
    findProfiles(
      db,
      open.map((c) => c.createdBy),
    ),
  ]);
  const items = new Map<string, Record<string, unknown>>(
    [...centerRows, ...communityRows, ...partyRows].map((row) => [row.id, row]),
  );
  const changes = open.flatMap((change): PendingChange[] => {
    const item = items.get(change.itemId);
    if (!item) return [];
    const kind = change.kind;
    const current = publicFieldsOf(kind, item);
    const proposed = change.changes as Record<string, Stored>;
    const fields: ChangedField[] = PUBLIC_FIELDS[kind].flatMap(([field, label, type]) =>
      field in proposed && proposed[field] !== current[field]
        ? [{ field, label, type, old: shown(current[field]), new: shown(proposed[field]) }]
        : [],
    );
    const profile = profiles.get(change.createdBy);
    return [
      {
        id: change.id,
        kind,
        itemId: change.itemId,
        name: String(kind === "community" ? item.name : item.organizationName),
        fields,
        createdAt: change.createdAt,
        owner: {
          userId: change.createdBy,
          email: profile?.email ?? null,
          displayName: profile?.displayName ?? null,
        },
      },
    ];
  });
  // A gallery is shown to the admin as its photos' addresses, in order (ADR 056).
  for (const change of changes) {
    for (const field of change.fields) {
      if (field.type !== "photos") continue;
      const urls = async (value: string | null) => {
        const photos = await listPhotos(db, {
          kind: "center",
          subjectId: change.itemId,
          ids: photoIdsOf(value),
        });
        return photos.length > 0 ? photos.map((photo) => photo.url).join(" ") : null;
      };
      field.old = await urls(field.old);
      field.new = await urls(field.new);
    }
  }
  return changes;
}

/** How many changes are open (the queue's heading). */
export async function countPendingChanges(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pendingChanges)
    .where(isNull(pendingChanges.decidedAt));
  return row?.n ?? 0;
}

/** A decided change: what the owner's e-mail needs. */
export interface ChangeOutcome {
  kind: ReviewKind;
  itemId: string;
  /** The item's public name after the decision. */
  name: string;
  ownerUserId: string;
  /** The public fields an approval applied (none on a rejection). */
  changedFields: string[];
}

/** The admin's answer when a proposed community name is now another organiser's (ADR 070). */
export const COMMUNITY_NAME_TAKEN =
  "Another organiser's community now has this name or one that looks the same. Nothing was changed; reject this change with a reason.";

const CLOSED_MESSAGES = {
  approved: "This change was already approved. Nothing was changed.",
  rejected: "This change was already rejected. Nothing was changed.",
  replaced:
    "The owner has edited this item again since, so this change was replaced. Nothing was changed; review the newer change.",
  withdrawn: "The owner withdrew this change. Nothing was changed.",
} as const;

/**
 * Approves (applies to the public row) or rejects (with a reason) an open change, in one
 * transaction. The decision is a conditional update on `decided_at is null`, so of two admins
 * deciding at once exactly one succeeds.
 * @returns the item's kind, id, public name and owner, for the e-mail
 * @throws AppError 404 `directory.change_not_found` when there is no such change or its item is
 *   gone; 409 `directory.change_closed` when it was already decided, replaced or withdrawn; 409
 *   `directory.community_taken` when approving a community name another organiser's community
 *   now holds (ADR 070); nothing is changed in these cases
 */
export async function decideChange(
  db: Database,
  input: { changeId: string; adminUserId: string } & (
    { action: "approve" } | { action: "reject"; reason: string }
  ),
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .update(pendingChanges)
      .set({
        decidedAt: new Date(),
        decidedBy: input.adminUserId,
        decision: input.action === "approve" ? "approved" : "rejected",
        reason: input.action === "reject" ? input.reason.trim().slice(0, REASON_MAX) : null,
      })
      .where(and(eq(pendingChanges.id, input.changeId), isNull(pendingChanges.decidedAt)))
      .returning();
    if (!change) {
      const [closed] = await tx
        .select({ decision: pendingChanges.decision })
        .from(pendingChanges)
        .where(eq(pendingChanges.id, input.changeId));
      if (!closed?.decision) {
        throw new AppError("directory.change_not_found", "This change no longer exists.", 404);
      }
      throw new AppError("directory.change_closed", CLOSED_MESSAGES[closed.decision], 409);
    }
    const { table, name } = itemTable(change.kind);
    const values = input.action === "approve" ? columnValuesOf(change.kind, change.changes) : {};
    let nameKey: string | null = null;
    if (change.kind === "community" && typeof values.name === "string") {
      // A rename approved now obeys ADR 070 as it stands now: another organiser may have taken
      // the name (or a lookalike) since the owner proposed it.
      const checked = await checkCommunityRename(tx, {
        communityId: change.itemId,
        ownerId: change.createdBy,
        name: values.name,
      });
      if (checked.taken) throw new AppError("directory.community_taken", COMMUNITY_NAME_TAKEN, 409);
      nameKey = checked.nameKey;
    }
    const where = eq(table.id, change.itemId);
    // Which public fields the approval really changes (a change keeps every public field).
    let changedFields: string[] = [];
    if (input.action === "approve") {
      const [before] = await tx
        .select()
        // One of the three item tables; only its public fields are read.
        .from(table as typeof events)
        .where(where);
      const old = before ? publicFieldsOf(change.kind, before) : {};
      changedFields = Object.keys(values).filter(
        (field) => old[field] !== (change.changes as Record<string, Stored>)[field],
      );
    }
    const [item] =
      Object.keys(values).length > 0
        ? await tx.update(table).set(values).where(where).returning({ name })
        : await tx.select({ name }).from(table).where(where);
    if (!item) {
      throw new AppError(
        "directory.change_not_found",
        "This item no longer exists. It may have been deleted.",
        404,
      );
    }
    if (nameKey !== null) await storeCommunityNameKey(tx, change.itemId, nameKey);
    if (
      change.kind === "party" &&
      changedFields.some((field) => TIME_AND_PLACE_FIELDS.has(field))
    ) {
      await bumpSequence(tx, change.itemId);
    }
    if (change.kind === "center") {
      // Photos neither the gallery nor the decided change kept are deleted (ADR 056).
      const [center] = await tx
        .select({ photos: locations.photos })
        .from(locations)
        .where(eq(locations.id, change.itemId));
      await prunePhotos(tx, {
        kind: "center",
        subjectId: change.itemId,
        keep: photoIdsOf(center?.photos),
      });
    }
    return {
      kind: change.kind,
      itemId: change.itemId,
      name: item.name,
      ownerUserId: change.createdBy,
      changedFields,
    };
  });
}
