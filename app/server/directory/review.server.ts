/**
 * Admin review queue (docs/spec/README.md "Where we deliberately differ"):
 * lists pending centers, communities and LAN parties newest first and verifies, rejects or
 * unverifies them, storing who and when. Callers check the admin role first; this module
 * takes the acting admin's user id.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, not, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { findProfiles, type ProfileSummary } from "../auth/index.server";
import { statusByLocation } from "../billing/index.server";
import type {
  ItemOwner,
  PendingCenter,
  PendingCommunity,
  PendingCounts,
  PendingParty,
  RejectedItem,
  ReviewKind,
  ReviewQueue,
  ReviewView,
  VerifiedItem,
} from "~/lib/review-queue";
import { REVIEW_KINDS } from "~/lib/review-queue";
import { AppError } from "../errors/app-error";
import { audiencesOfVerifiedParty, type PartyPublishedHook } from "./followables.server";
import { countPendingChanges, listPendingChanges } from "./review-changes.server";
import { centerProfileColumns, partyColumns, partyPlaceColumns } from "./rows.server";
import { communities, events, locationContacts, locations } from "./schema";

/** Longest rejection reason we store. */
export const REJECTION_REASON_MAX = 1000;

export {
  REVIEW_KINDS,
  type ItemOwner,
  type PendingCenter,
  type PendingCommunity,
  type PendingCounts,
  type PendingParty,
  type ReviewKind,
  type ReviewQueue,
  type VerifiedItem,
} from "~/lib/review-queue";

/** The owner of an item from the creator's id and the auth area's profiles. */
function owner(userId: string | null, profiles: Map<string, ProfileSummary>): ItemOwner {
  const profile = userId === null ? undefined : profiles.get(userId);
  return { userId, email: profile?.email ?? null, displayName: profile?.displayName ?? null };
}

/** The profiles of the creators of `rows` (auth's `findProfiles`). */
function profilesOf(db: Database, rows: { createdBy: string | null }[]) {
  return findProfiles(
    db,
    rows.flatMap((row) => (row.createdBy === null ? [] : [row.createdBy])),
  );
}

const pendingCenter = and(eq(locations.verified, false), isNull(locations.rejectedAt));
const pendingCommunity = and(eq(communities.isVerified, false), isNull(communities.rejectedAt));
const pendingParty = and(eq(events.verified, false), isNull(events.rejectedAt));

/** Pending centers (unverified, not rejected), newest first, at most `limit`. */
export async function listPendingCenters(db: Database, limit = 100): Promise<PendingCenter[]> {
  const rows = await db
    .select({
      ...centerProfileColumns,
      createdAt: locations.createdAt,
      createdBy: locations.createdBy,
      communityName: communities.name,
      communityVerified: communities.isVerified,
      complimentary: sql<boolean>`(${locations.complimentaryAt} is not null)`,
      previousReason: locations.rejectionReason,
    })
    .from(locations)
    .leftJoin(communities, eq(communities.id, locations.communityId))
    .where(pendingCenter)
    .orderBy(desc(locations.createdAt), desc(locations.id))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const [contacts, subscriptions, profiles] = await Promise.all([
    ids.length
      ? db
          .select({ locationId: locationContacts.locationId, email: locationContacts.email })
          .from(locationContacts)
          .where(
            and(inArray(locationContacts.locationId, ids), eq(locationContacts.type, "lan_center")),
          )
      : [],
    statusByLocation(db, ids),
    profilesOf(db, rows),
  ]);
  return rows.map(({ createdBy, ...row }) => ({
    ...row,
    owner: owner(createdBy, profiles),
    contactEmail: contacts.find((c) => c.locationId === row.id)?.email ?? null,
    subscriptionStatus: subscriptions.get(row.id) ?? null,
  }));
}

/** Pending communities, newest first, with how many centers they hold. */
export async function listPendingCommunities(
  db: Database,
  limit = 100,
): Promise<PendingCommunity[]> {
  const rows = await db
    .select({
      id: communities.id,
      name: communities.name,
      description: communities.description,
      website: communities.website,
      createdAt: communities.createdAt,
      createdBy: communities.createdBy,
      previousReason: communities.rejectionReason,
    })
    .from(communities)
    .where(pendingCommunity)
    .orderBy(desc(communities.createdAt), desc(communities.id))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const [centerCounts, profiles] = await Promise.all([
    ids.length
      ? db
          .select({ communityId: locations.communityId, n: count() })
          .from(locations)
          .where(inArray(locations.communityId, ids))
          .groupBy(locations.communityId)
      : [],
    profilesOf(db, rows),
  ]);
  return rows.map(({ createdBy, ...row }) => ({
    ...row,
    centerCount: centerCounts.find((c) => c.communityId === row.id)?.n ?? 0,
    owner: owner(createdBy, profiles),
  }));
}

/** Pending LAN parties, newest first. */
export async function listPendingParties(db: Database, limit = 100): Promise<PendingParty[]> {
  const rows = await db
    .select({
      ...partyColumns,
      ...partyPlaceColumns,
      createdAt: events.createdAt,
      createdBy: events.createdBy,
      communityName: communities.name,
      previousReason: events.rejectionReason,
      venueName: locations.organizationName,
      venueOwner: locations.createdBy,
      venueConsent: events.venueConsent,
    })
    .from(events)
    .leftJoin(communities, eq(communities.id, events.communityId))
    .leftJoin(locations, eq(locations.id, events.locationId))
    .where(pendingParty)
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(limit);
  const profiles = await profilesOf(db, rows);
  return rows.map(({ createdBy, venueName, venueOwner, venueConsent, ...row }) => ({
    ...row,
    owner: owner(createdBy, profiles),
    // A center its organiser does not own (ADR 052): the admin sees whose consent it awaits.
    foreignVenue:
      venueName !== null && venueOwner !== createdBy
        ? { centerName: venueName, consent: venueConsent ?? "pending" }
        : null,
  }));
}

/** How many items of each kind wait for review, and how many changes to verified items. */
export async function countPending(db: Database): Promise<PendingCounts> {
  const [[centers], [communityRows], [parties], changes] = await Promise.all([
    db.select({ n: count() }).from(locations).where(pendingCenter),
    db.select({ n: count() }).from(communities).where(pendingCommunity),
    db.select({ n: count() }).from(events).where(pendingParty),
    countPendingChanges(db),
  ]);
  return {
    center: centers?.n ?? 0,
    community: communityRows?.n ?? 0,
    party: parties?.n ?? 0,
    changes,
  };
}

/** The result of a review decision: the item's name and owner, or null when it is gone. */
export interface ReviewOutcome {
  kind: ReviewKind;
  id: string;
  name: string;
  owner: ItemOwner;
}

type Decision =
  | { action: "verify"; from?: "queue" | "rejected" }
  | { action: "reject"; reason: string }
  | { action: "unverify" };

function tableFor(kind: ReviewKind) {
  switch (kind) {
    case "center":
      return {
        table: locations,
        flag: "verified",
        verified: locations.verified,
        name: locations.organizationName,
      } as const;
    case "community":
      return {
        table: communities,
        flag: "isVerified",
        verified: communities.isVerified,
        name: communities.name,
      } as const;
    case "party":
      return {
        table: events,
        flag: "verified",
        verified: events.verified,
        name: events.organizationName,
      } as const;
  }
}

/** The state an item must still be in for a decision to apply (ADR 053, races). */
function stillDecidable(kind: ReviewKind, decision: Decision): SQL {
  const { table, verified } = tableFor(kind);
  switch (decision.action) {
    case "verify":
      // From the queue: still pending or resubmitted. From the Rejected view: still rejected.
      return and(
        eq(verified, false),
        decision.from === "rejected" ? isNotNull(table.rejectedAt) : isNull(table.rejectedAt),
      ) as SQL;
    case "reject":
      return and(eq(verified, false), isNull(table.rejectedAt)) as SQL;
    case "unverify":
      return eq(verified, true);
  }
}

/** Why a decision did not apply: the item's state now, worded for the admin. */
async function conflictOf(db: Database, kind: ReviewKind, id: string): Promise<AppError | null> {
  const { table, verified, name } = tableFor(kind);
  const [row] = await db
    .select({ name, verified, rejectedAt: table.rejectedAt })
    .from(table)
    .where(eq(table.id, id) as SQL);
  if (!row) return null;
  const state = row.verified
    ? "is already verified"
    : row.rejectedAt
      ? "was already rejected"
      : "is not verified (it is in the queue)";
  return new AppError(
    "directory.review_conflict",
    `"${row.name}" ${state}, perhaps by another admin. Nothing was changed.`,
    409,
  );
}

/**
 * Applies a review decision to one item and returns its name and owner for the e-mail, or
 * null when no item of that kind has this id (it was deleted meanwhile). The update is
 * conditional on the item's state, so of two admins deciding at once only one applies.
 * verify (pending, resubmitted or rejected item): verified, verified_at = now, verified_by =
 *   admin, rejection cleared.
 * reject (pending or resubmitted item): unverified, rejected_at = now, rejection_reason stored
 *   (trimmed, capped).
 * unverify (verified item): back to pending (verification and rejection cleared).
 * A verified party is handed to `onPublished` in the same transaction (the follow digest,
 * ADR 083), with the audiences it is now public to.
 * @throws AppError 409 `directory.review_conflict` when the item is no longer in that state
 */
export async function decide(
  db: Database,
  input: {
    kind: ReviewKind;
    id: string;
    adminUserId: string;
    onPublished?: PartyPublishedHook;
  } & Decision,
): Promise<ReviewOutcome | null> {
  const { table, flag, name } = tableFor(input.kind);
  const now = new Date();
  const values =
    input.action === "verify"
      ? {
          [flag]: true,
          verifiedAt: now,
          verifiedBy: input.adminUserId,
          rejectedAt: null,
          rejectionReason: null,
        }
      : input.action === "reject"
        ? {
            [flag]: false,
            verifiedAt: null,
            verifiedBy: null,
            rejectedAt: now,
            rejectionReason: input.reason.trim().slice(0, REJECTION_REASON_MAX),
          }
        : {
            [flag]: false,
            verifiedAt: null,
            verifiedBy: null,
            rejectedAt: null,
            rejectionReason: null,
          };
  const publish = input.kind === "party" && input.action === "verify" ? input.onPublished : null;
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(table)
      .set(values)
      .where(and(eq(table.id, input.id) as SQL, stillDecidable(input.kind, input)))
      .returning({ id: table.id, name, createdBy: table.createdBy });
    if (updated && publish) {
      const audiences = await audiencesOfVerifiedParty(tx, updated.id);
      if (audiences.length > 0) await publish(tx, { eventId: updated.id, audiences });
    }
    return updated;
  });
  if (!row) {
    const conflict = await conflictOf(db, input.kind, input.id);
    if (conflict) throw conflict;
    return null;
  }
  const profiles = await profilesOf(db, [row]);
  return {
    kind: input.kind,
    id: row.id,
    name: row.name,
    owner: owner(row.createdBy, profiles),
  };
}

/**
 * Every rejected item of a kind (rejected and not edited since), newest rejection first, at
 * most `limit`: the Rejected view, where the admin can reconsider one.
 */
export async function listRejected(
  db: Database,
  kind: ReviewKind,
  limit = 100,
): Promise<RejectedItem[]> {
  const { table, name } = tableFor(kind);
  const rows = await db
    .select({
      id: table.id,
      name,
      reason: table.rejectionReason,
      rejectedAt: table.rejectedAt,
      createdBy: table.createdBy,
    })
    .from(table)
    .where(not(isNull(table.rejectedAt)))
    .orderBy(desc(table.rejectedAt), desc(table.id))
    .limit(limit);
  const profiles = await profilesOf(db, rows);
  return rows.map(({ createdBy, ...row }) => ({ kind, ...row, owner: owner(createdBy, profiles) }));
}

/** How many items of every kind are rejected. */
async function countRejected(db: Database): Promise<number> {
  const counts = await Promise.all(
    REVIEW_KINDS.map(async (kind) => {
      const { table } = tableFor(kind);
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(not(isNull(table.rejectedAt)));
      return row?.n ?? 0;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** Recently verified items of a kind (so an admin can unverify), newest decision first. */
export async function listRecentlyVerified(
  db: Database,
  kind: ReviewKind,
  limit = 20,
): Promise<VerifiedItem[]> {
  const { table, verified, name } = tableFor(kind);
  return db
    .select({ id: table.id, name, verifiedAt: table.verifiedAt })
    .from(table)
    .where(and(eq(verified, true), not(isNull(table.verifiedAt))))
    .orderBy(desc(table.verifiedAt))
    .limit(limit);
}

/**
 * The whole review page in one call: pending centers, communities and parties (newest first,
 * at most 100 each; a resubmitted one carries its previous reason), the open changes of
 * verified items (oldest first), the pending counts, the 20 most recently verified items per
 * kind and, for the rejected view, every rejected item.
 * @param view `queue` (default) or `rejected`
 * @returns the page's data (the route adds the map tiles from the configuration)
 * @throws the database error
 */
export async function loadReviewQueue(
  db: Database,
  view: ReviewView = "queue",
): Promise<ReviewQueue> {
  const [centers, communities, parties, counts, center, community, party, changes] =
    await Promise.all([
      listPendingCenters(db),
      listPendingCommunities(db),
      listPendingParties(db),
      countPending(db),
      listRecentlyVerified(db, "center"),
      listRecentlyVerified(db, "community"),
      listRecentlyVerified(db, "party"),
      listPendingChanges(db),
    ]);
  const [rejected, rejectedCount] = await Promise.all([
    view === "rejected"
      ? Promise.all(REVIEW_KINDS.map((kind) => listRejected(db, kind))).then((lists) =>
          lists.flat(),
        )
      : Promise.resolve([]),
    countRejected(db),
  ]);
  return {
    centers,
    communities,
    parties,
    counts,
    verified: { center, community, party },
    changes,
    view,
    rejected,
    rejectedCount,
  };
}
