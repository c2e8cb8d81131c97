/**
 * What the follows area may follow and show (issue 25 items 1 and 2, ADR 076): a LAN center is
 * followable while it is public (the same rule as its page), a community while an admin has
 * verified it. The follows area calls these through `directory/index.server.ts`; it never reads
 * the directory's tables itself.
 */
import { and, asc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { communities, events, locations } from "./schema";
import { timeZoneAt } from "./time-zone.server";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Something a gamer can follow: a LAN center or a community, by id. */
export interface FollowTarget {
  kind: "center" | "community";
  id: string;
}

/** The next verified event of a followed center or community (times as Date, zone IANA). */
export interface NextEvent {
  id: string;
  name: string;
  startDate: Date;
  endDate: Date;
  timeZone: string;
}

/** A followed center or community as /me shows it. */
export interface FollowedItem extends FollowTarget {
  name: string;
  /** Its public page (/lan-centers/{id}); null for a community, which has no page of its own. */
  url: string | null;
  nextEvent: NextEvent | null;
}

/** The same rule as a public center page (`public_locations`, ADR 050, 067). */
const centerIsPublic = sql`(${locations.isPublic} and ${locations.verified} and ${locations.lat} is not null and ${locations.lng} is not null)`;

/**
 * The name of a followable target: a public center, or a verified community.
 * @param db the database or an open transaction
 * @param target the center or community; a malformed id finds nothing
 * @returns its name, or null when it does not exist or is not public (callers do not tell apart)
 * @throws the database error
 */
export async function followableName(db: Database, target: FollowTarget): Promise<string | null> {
  if (!UUID_PATTERN.test(target.id)) return null;
  if (target.kind === "center") {
    const [row] = await db
      .select({ name: locations.organizationName })
      .from(locations)
      .where(and(eq(locations.id, target.id), centerIsPublic));
    return row?.name ?? null;
  }
  const [row] = await db
    .select({ name: communities.name })
    .from(communities)
    .where(and(eq(communities.id, target.id), eq(communities.isVerified, true)));
  return row?.name ?? null;
}

/** The zone an event's times are shown in (ADR 073): its own, its coordinates', else UTC. */
function zoneOf(row: { storedZone: string | null; lat: number | null; lng: number | null }) {
  return row.storedZone ?? timeZoneAt(row.lat, row.lng) ?? "UTC";
}

const nextEventColumns = {
  id: events.id,
  name: events.organizationName,
  startDate: events.startDate,
  endDate: events.endDate,
  storedZone: events.timeZone,
  lat: events.lat,
  lng: events.lng,
};

/**
 * The followed targets that are still followable, each with its next verified event that has not
 * ended by `now` (a center's: held there, and accepted by the center's owner, ADR 052; a
 * community's: any of its parties). Targets no longer public are left out.
 * @param db the database
 * @param input.centerIds, input.communityIds the followed ids (malformed ones are ignored)
 * @param now the clock (tests move it)
 * @returns centers first, then communities, each in name order
 * @throws the database error
 */
export async function describeFollowables(
  db: Database,
  input: { centerIds: readonly string[]; communityIds: readonly string[] },
  now = new Date(),
): Promise<FollowedItem[]> {
  const centerIds = input.centerIds.filter((id) => UUID_PATTERN.test(id));
  const communityIds = input.communityIds.filter((id) => UUID_PATTERN.test(id));
  const items: FollowedItem[] = [];
  if (centerIds.length > 0) {
    const centers = await db
      .select({ id: locations.id, name: locations.organizationName })
      .from(locations)
      .where(and(inArray(locations.id, centerIds), centerIsPublic))
      .orderBy(asc(locations.organizationName));
    const next = await db
      .selectDistinctOn([events.locationId], { ...nextEventColumns, targetId: events.locationId })
      .from(events)
      .where(
        and(
          inArray(events.locationId, centerIds),
          eq(events.verified, true),
          gt(events.endDate, now),
          or(sql`${events.venueConsent} is null`, sql`${events.venueConsent} = 'accepted'`),
        ),
      )
      .orderBy(asc(events.locationId), asc(events.startDate), asc(events.id));
    const byCenter = new Map(next.map((row) => [row.targetId, row]));
    for (const center of centers) {
      const event = byCenter.get(center.id);
      items.push({
        kind: "center",
        id: center.id,
        name: center.name,
        url: `/lan-centers/${center.id}`,
        nextEvent: event ? toNextEvent(event) : null,
      });
    }
  }
  if (communityIds.length > 0) {
    const rows = await db
      .select({ id: communities.id, name: communities.name })
      .from(communities)
      .where(and(inArray(communities.id, communityIds), eq(communities.isVerified, true)))
      .orderBy(asc(communities.name));
    const next = await db
      .selectDistinctOn([events.communityId], {
        ...nextEventColumns,
        targetId: events.communityId,
      })
      .from(events)
      .where(
        and(
          inArray(events.communityId, communityIds),
          eq(events.verified, true),
          gt(events.endDate, now),
        ),
      )
      .orderBy(asc(events.communityId), asc(events.startDate), asc(events.id));
    const byCommunity = new Map(next.map((row) => [row.targetId, row]));
    for (const community of rows) {
      const event = byCommunity.get(community.id);
      items.push({
        kind: "community",
        id: community.id,
        name: community.name,
        url: null,
        nextEvent: event ? toNextEvent(event) : null,
      });
    }
  }
  return items;
}

function toNextEvent(row: {
  id: string;
  name: string;
  startDate: Date;
  endDate: Date;
  storedZone: string | null;
  lat: number | null;
  lng: number | null;
}): NextEvent {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    timeZone: zoneOf(row),
  };
}

/**
 * Whether `userId` created any center, community or party (any review state), for the
 * navigation's Dashboard link (issue 25 item 1, ADR 076).
 * @returns true when the user owns at least one
 * @throws the database error
 */
export async function ownsAnything(db: Database, userId: string): Promise<boolean> {
  const result = await db.execute<{ owns: boolean }>(sql`select (
    exists (select 1 from ${locations} where ${locations.createdBy} = ${userId})
    or exists (select 1 from ${events} where ${events.createdBy} = ${userId})
    or exists (select 1 from ${communities} where ${communities.createdBy} = ${userId})
  ) as owns`);
  const rows = (result as unknown as { rows: { owns: boolean }[] }).rows;
  return Boolean(rows[0]?.owns);
}

/** Whose followers may hear of a newly public event (issue 25 item 2, ADR 083). */
export type PublishedAudience = "center" | "community";

/**
 * Called in the transaction that makes a party public to an audience (ADR 083): an admin verifies
 * it (its community's followers, and its center's when the party needs no consent or has it), or
 * the center's owner accepts a verified party (the center's followers). The follows area records
 * it for the next daily digest; a failure rolls the publication back.
 */
export type PartyPublishedHook = (
  tx: Database,
  input: { eventId: string; audiences: readonly PublishedAudience[] },
) => Promise<void>;

/**
 * Who a party just verified is public to: its community's followers when it has a community, its
 * center's when it names a center and needs no consent or was accepted (ADR 052).
 * @param db the verification's transaction
 * @returns the audiences (empty for an unknown id)
 */
export async function audiencesOfVerifiedParty(
  db: Database,
  eventId: string,
): Promise<PublishedAudience[]> {
  const [row] = await db
    .select({
      locationId: events.locationId,
      communityId: events.communityId,
      venueConsent: events.venueConsent,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!row) return [];
  const audiences: PublishedAudience[] = [];
  if (row.communityId) audiences.push("community");
  if (row.locationId && (row.venueConsent === null || row.venueConsent === "accepted")) {
    audiences.push("center");
  }
  return audiences;
}

/** A public event as the follow digest lists it (ADR 083). */
export interface DigestEvent {
  id: string;
  name: string;
  startDate: Date;
  endDate: Date;
  /** The IANA zone its times are shown in (ADR 073). */
  timeZone: string;
  /** Where: the public center's name and address, else the place text; null when neither. */
  where: string | null;
  /** The organiser (better-auth user id): their own events are not in their digest. */
  organiserId: string;
  /** The center whose followers may see it: public, and the party listed there (ADR 052). */
  centerId: string | null;
  /** The community whose followers may see it: verified. */
  communityId: string | null;
}

/**
 * The events among `eventIds` that are public now and have not ended by `now`, with the center
 * and community whose followers may see them (the same rules as `describeFollowables`).
 * Unverified, ended, deleted and malformed ids are left out.
 * @param db the database or the digest's transaction
 * @returns by event id
 * @throws the database error
 */
export async function digestEventsOf(
  db: Database,
  eventIds: readonly string[],
  now: Date,
): Promise<Map<string, DigestEvent>> {
  const ids = [...new Set(eventIds)].filter((id) => UUID_PATTERN.test(id));
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      ...nextEventColumns,
      customLocation: events.customLocation,
      organiserId: events.createdBy,
      locationId: events.locationId,
      venueConsent: events.venueConsent,
      centerPublic: sql<boolean>`coalesce(${centerIsPublic}, false)`,
      centerName: locations.organizationName,
      centerAddress: locations.address,
      centerLat: locations.lat,
      centerLng: locations.lng,
      communityId: events.communityId,
      communityVerified: communities.isVerified,
    })
    .from(events)
    .leftJoin(locations, eq(locations.id, events.locationId))
    .leftJoin(communities, eq(communities.id, events.communityId))
    .where(and(inArray(events.id, ids), eq(events.verified, true), gt(events.endDate, now)));
  const found = new Map<string, DigestEvent>();
  for (const row of rows) {
    const consented = row.venueConsent === null || row.venueConsent === "accepted";
    const atCenter = Boolean(row.locationId && row.centerPublic && consented);
    found.set(row.id, {
      id: row.id,
      name: row.name,
      startDate: row.startDate,
      endDate: row.endDate,
      timeZone:
        row.storedZone ??
        timeZoneAt(row.lat, row.lng) ??
        (atCenter ? timeZoneAt(row.centerLat, row.centerLng) : null) ??
        "UTC",
      where: atCenter ? `${row.centerName}, ${row.centerAddress}` : (row.customLocation ?? null),
      organiserId: row.organiserId,
      centerId: atCenter ? row.locationId : null,
      communityId: row.communityId && row.communityVerified ? row.communityId : null,
    });
  }
  return found;
}
