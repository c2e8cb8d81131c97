/**
 * The attendance area's table (issue 25 item 3, ADR 077): one row per gamer and event, going,
 * waiting or cancelled. `position` is the arrival order, taken from one sequence by the admission
 * statement while it holds the event's row lock, so it orders the waitlist; a cancelled row that
 * RSVPs again gets a new position (it joins at the back). Only this area reads or writes it.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { events } from "../directory/schema";

/** An RSVP's states. */
export const rsvpStatuses = ["going", "waiting", "cancelled"] as const;

/** RSVPs to LAN parties and center events. */
export const rsvps = pgTable(
  "rsvps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The event (directory's `events`); its RSVPs go with it. */
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** The gamer's better-auth user id. */
    userId: text("user_id").notNull(),
    status: text("status", { enum: rsvpStatuses }).notNull(),
    /** Arrival order (a sequence read under the event's row lock): the waitlist's order. */
    position: bigserial("position", { mode: "number" }).notNull(),
    /** When the gamer last pressed RSVP (or Join waitlist). */
    rsvpAt: timestamp("rsvp_at", { withTimezone: true }).notNull(),
    /** When a waiting RSVP became going because a seat came free. */
    promotedAt: timestamp("promoted_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Set by the organiser's check-in toggle at the door. */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
  },
  (t) => [
    check("rsvps_status", sql`${t.status} in ('going', 'waiting', 'cancelled')`),
    uniqueIndex("rsvps_event_user_idx").on(t.eventId, t.userId),
    index("rsvps_event_status_idx").on(t.eventId, t.status, t.position),
    index("rsvps_user_idx").on(t.userId),
  ],
);

/**
 * Personal calendar feeds (issue 25 item 5, ADR 082): one secret per account. Only the SHA-256
 * digest of the token is stored; the token itself is in the feed's URL and shown once, when it
 * is made. Reset replaces the row's digest, so the old URL stops working at once.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    /** The account's better-auth user id. */
    userId: text("user_id").primaryKey(),
    /** Hex SHA-256 of the URL's token. */
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_hash_idx").on(t.tokenHash)],
);

/**
 * Tombstones of deleted parties for personal calendar feeds (issue 25 item 5, ADR 082): one row
 * per event and gamer who was going, written by the party deletion's hook (`partyDeleting`) in
 * its transaction, so the feed can list the event as STATUS:CANCELLED for 30 days. No foreign
 * key: the event's row is gone.
 */
export const cancelledEvents = pgTable(
  "cancelled_events",
  {
    eventId: uuid("event_id").notNull(),
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    /** The event's SEQUENCE when it was deleted; the feed writes one more. */
    sequence: integer("sequence").notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index("cancelled_events_user_idx").on(t.userId, t.cancelledAt),
  ],
);
