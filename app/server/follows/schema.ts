/**
 * The `follows` area's table (issue 25 item 2, ADR 076): who follows which public LAN center or
 * community. One row per (user, center) or (user, community): the unique indexes make a second
 * press of Follow, or two parallel ones, a no-op. The foreign keys to the directory's tables and
 * to auth's users are the only imports of other areas' schemas (ADR 044): a deleted center,
 * community or account takes its follows with it.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { authUser } from "../auth/schema";
import { communities, events, locations } from "../directory/schema";

/** A follow: `user_id` follows exactly one of `center_id` or `community_id`. */
export const follows = pgTable(
  "follows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    centerId: uuid("center_id").references(() => locations.id, { onDelete: "cascade" }),
    communityId: uuid("community_id").references(() => communities.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("follows_user_center_key").on(t.userId, t.centerId),
    uniqueIndex("follows_user_community_key").on(t.userId, t.communityId),
    index("follows_center_idx").on(t.centerId),
    index("follows_community_idx").on(t.communityId),
    check("follows_one_target", sql`num_nonnulls(${t.centerId}, ${t.communityId}) = 1`),
  ],
);

/**
 * Parties made public since the last follow digest (issue 25 item 2, ADR 083): one row per event
 * and audience (`center`: its center's followers, `community`: its community's), written in the
 * transaction that made it public (an admin's verify, the venue owner's accept). The daily digest
 * deletes the rows it reads in the transaction that queues the mails; a deleted party takes its
 * rows along. No personal data: ids and a time.
 */
export const followDigestItems = pgTable(
  "follow_digest_items",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    audience: text("audience", { enum: ["center", "community"] }).notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.audience] }),
    check("follow_digest_items_audience", sql`${t.audience} in ('center', 'community')`),
  ],
);

/**
 * Follows of a center that ended (issue 26 item 1, ADR 086): written by the trigger
 * `follows_removed` (migration 0025) whenever a center follow row is deleted (Unfollow, a deleted
 * account), so the owner's Insights can count followers lost per day. No personal data: the
 * center, when the follow began and when it ended. A deleted center takes its rows along.
 */
export const followRemovals = pgTable(
  "follow_removals",
  {
    centerId: uuid("center_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    followedAt: timestamp("followed_at", { withTimezone: true }).notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("follow_removals_center_idx").on(t.centerId, t.removedAt)],
);
