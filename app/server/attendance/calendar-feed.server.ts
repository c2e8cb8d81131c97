/**
 * The personal calendar feed (issue 25 item 5, ADR 082): a secret, per-account iCalendar URL
 * `/calendar/{token}.ics` that calendar apps subscribe to (webcal://). The token is 32 random
 * bytes (node:crypto `randomBytes`, base64url); only its SHA-256 digest is stored, so the URL is
 * shown once, when it is made, and Reset replaces it (the old URL answers 404 at once). The feed
 * lists every public event the account is going to, upcoming and up to 30 days past, with the
 * same UID as the event's own .ics (ADR 058), its SEQUENCE and times in UTC. A deleted party
 * stays in its former attendees' feeds for 30 days as STATUS:CANCELLED (a tombstone row).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, lte } from "drizzle-orm";
import ical, { ICalEventStatus } from "ical-generator";
import type { Database } from "../db/client.server";
import {
  findEventFacts,
  icalEscapedText,
  icalText,
  type EventFacts,
} from "../directory/index.server";
import { calendarFeeds, cancelledEvents, rsvps } from "./schema";

/** How far back ended events stay in the feed. */
export const FEED_PAST_DAYS = 30;

/** How often clients are asked to refresh the feed, in seconds (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_TTL_SECONDS = 60 * 60;

/** The shape of a token in a URL (43 base64url characters); anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const PROD_ID = { company: "LAN Center Network", product: "My events", language: "EN" };

/** Hex SHA-256 of a token: the lookup key stored in `calendar_feeds.token_hash`. */
function digest(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** When the account's feed URL was made, or null when it has none. */
export async function feedCreatedAt(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.createdAt ?? null;
}

/**
 * Makes a new feed token for the account, replacing any earlier one (Create and Reset link): the
 * old URL stops working as this commits.
 * @returns the token (for the URL; it is not stored and cannot be read back)
 */
export async function issueFeedToken(
  db: Database,
  input: { userId: string; now?: Date },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const row = {
    userId: input.userId,
    tokenHash: digest(token),
    createdAt: input.now ?? new Date(),
  };
  await db
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: row.tokenHash, createdAt: row.createdAt },
    });
  return token;
}

/** The account a feed token belongs to, or null (unknown, reset or malformed token). */
export async function feedOwner(db: Database, token: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, digest(token)));
  return row?.userId ?? null;
}

/**
 * The .ics text of the account's feed: every public event it is going to that ended less than
 * {@link FEED_PAST_DAYS} days before `now`, in start order.
 * @param input.publicUrl the site's origin, no trailing slash (event links)
 */
export async function personalFeed(
  db: Database,
  input: { userId: string; publicUrl: string; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const since = now.getTime() - FEED_PAST_DAYS * 24 * 3600_000;
  const rows = await db
    .select({ eventId: rsvps.eventId })
    .from(rsvps)
    .where(and(eq(rsvps.userId, input.userId), eq(rsvps.status, "going")));
  const facts = await findEventFacts(
    db,
    rows.map((row) => row.eventId),
  );
  const events = [...facts.values()]
    .filter((event) => event.verified && event.endDate.getTime() > since)
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime() || a.id.localeCompare(b.id));
  const calendar = ical({
    prodId: PROD_ID,
    // NAME and X-WR-CALNAME are written as given: escaped (ADR 069).
    name: icalEscapedText("LAN Center Network: my events"),
    description: icalEscapedText("The LAN parties you are going to"),
    ttl: FEED_TTL_SECONDS,
  });
  for (const event of events) {
    const url = new URL(`${input.publicUrl}/events/${event.id}`).href;
    calendar.createEvent({
      // The same UID as the event's own .ics (calendar.server.ts), escaped as it is written as given.
      id: icalEscapedText(`${event.id}@lan-center-network`),
      stamp: now,
      // Bumped by the directory when the time or place changes (RFC 5545 §3.8.7.4).
      sequence: event.sequence,
      start: event.startDate,
      end: event.endDate,
      summary: icalText(event.name),
      description: icalText(url),
      url,
    });
  }
  const cancelled = await db
    .select()
    .from(cancelledEvents)
    .where(
      and(
        eq(cancelledEvents.userId, input.userId),
        gt(cancelledEvents.cancelledAt, new Date(since)),
      ),
    )
    .orderBy(asc(cancelledEvents.startDate));
  for (const event of cancelled) {
    calendar.createEvent({
      id: icalEscapedText(`${event.eventId}@lan-center-network`),
      stamp: now,
      start: event.startDate,
      end: event.endDate,
      // One more than its last SEQUENCE: clients replace their copy with the cancelled one.
      sequence: event.sequence + 1,
      status: ICalEventStatus.CANCELLED,
      summary: icalText(`Cancelled: ${event.name}`),
    });
  }
  // RFC 5545 §3.1: every content line, the last one too, ends in CRLF; ical-generator 11 leaves
  // the final END:VCALENDAR without it.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/**
 * The party deletion's part (inside its transaction, the event row locked): a tombstone for
 * each gamer going, so their feeds show the event as cancelled. Tombstones older than 30 days
 * are dropped here too.
 * @returns how many tombstones were written
 */
export async function recordCancellation(
  tx: Database,
  event: EventFacts,
  now: Date = new Date(),
): Promise<number> {
  await tx
    .delete(cancelledEvents)
    .where(
      lte(cancelledEvents.cancelledAt, new Date(now.getTime() - FEED_PAST_DAYS * 24 * 3600_000)),
    );
  const going = await tx
    .select({ userId: rsvps.userId })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, event.id), eq(rsvps.status, "going")));
  if (going.length === 0) return 0;
  await tx
    .insert(cancelledEvents)
    .values(
      going.map(({ userId }) => ({
        eventId: event.id,
        userId,
        name: event.name,
        startDate: event.startDate,
        endDate: event.endDate,
        sequence: event.sequence,
        cancelledAt: now,
      })),
    )
    .onConflictDoNothing();
  return going.length;
}

/** A deleted party as its former attendees' tombstones remember it (the 410 page). */
export interface CancelledEvent {
  eventId: string;
  name: string;
  startDate: Date;
  endDate: Date;
  cancelledAt: Date;
}

/**
 * A party deleted in the last 30 days that someone was going to, from its tombstones, so its
 * page can say it was cancelled (410) instead of 'not found' to whoever follows a link from a
 * mail or a calendar.
 * @returns its name, times and when it was cancelled, or null (never deleted, nobody was going,
 *   or more than 30 days ago)
 */
export async function findCancelledEvent(
  db: Database,
  input: { eventId: string; now?: Date },
): Promise<CancelledEvent | null> {
  const since = (input.now ?? new Date()).getTime() - FEED_PAST_DAYS * 24 * 3600_000;
  const [row] = await db
    .select({
      eventId: cancelledEvents.eventId,
      name: cancelledEvents.name,
      startDate: cancelledEvents.startDate,
      endDate: cancelledEvents.endDate,
      cancelledAt: cancelledEvents.cancelledAt,
    })
    .from(cancelledEvents)
    .where(
      and(
        eq(cancelledEvents.eventId, input.eventId),
        gt(cancelledEvents.cancelledAt, new Date(since)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The account's feed for Download my data: when its URL was made (null: none; the token itself is
 * never stored) and the cancelled events its feed still shows.
 */
export async function exportFeedFor(
  db: Database,
  userId: string,
): Promise<{
  createdAt: string | null;
  cancelledEvents: { eventId: string; name: string; cancelledAt: string }[];
}> {
  const createdAt = await feedCreatedAt(db, userId);
  const cancelled = await db
    .select()
    .from(cancelledEvents)
    .where(eq(cancelledEvents.userId, userId))
    .orderBy(asc(cancelledEvents.cancelledAt));
  return {
    createdAt: createdAt?.toISOString() ?? null,
    cancelledEvents: cancelled.map((row) => ({
      eventId: row.eventId,
      name: row.name,
      cancelledAt: row.cancelledAt.toISOString(),
    })),
  };
}

/** Deletes the account's feed row and tombstones (Delete account). @returns feed rows deleted */
export async function eraseFeedFor(db: Database, userId: string): Promise<number> {
  await db.delete(cancelledEvents).where(eq(cancelledEvents.userId, userId));
  const deleted = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return deleted.length;
}

/**
 * The feed's functions with the database and origin closed over (the attendance service's
 * `calendarFeed`, for /me and the feed route).
 */
export function createCalendarFeedService(deps: { db: Database; publicUrl: string }) {
  const { db, publicUrl } = deps;
  return {
    /** When the account's feed URL was made, or null (none yet). */
    createdAt: (input: { userId: string }) => feedCreatedAt(db, input.userId),
    /** Create or Reset link: a new token (the old URL 404s). @returns the token, shown once */
    issue: (input: { userId: string; now?: Date }) => issueFeedToken(db, input),
    /** A party deleted in the last 30 days that someone was going to, or null (410 page). */
    cancelledEvent: (input: { eventId: string; now?: Date }) => findCancelledEvent(db, input),
    /** The https URL of a token's feed. */
    httpsUrl: (token: string) => `${publicUrl}/calendar/${token}.ics`,
    /**
     * The .ics text behind a token, or null when the token is unknown or was reset (404).
     */
    feedFor: async (input: { token: string; now?: Date }): Promise<string | null> => {
      const userId = await feedOwner(db, input.token);
      return userId === null ? null : personalFeed(db, { userId, publicUrl, now: input.now });
    },
  };
}
