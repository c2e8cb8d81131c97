/**
 * The `reviews` area's tables (issue 27, ADR 087): gamers' reviews of LAN centers, their earlier
 * texts, the owner's replies, reports, Helpful votes, the admin's decisions and the per-center
 * aggregate (`center_ratings`), which every write updates in its own transaction so no page ever
 * averages all reviews. The foreign keys to the directory's `locations` and auth's `auth_user`
 * are the only imports of other areas' schemas (ADR 044): a deleted center or account takes its
 * reviews, replies, reports and votes with it.
 */
import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { authUser } from "../auth/schema";
import { locations } from "../directory/schema";

/** A review's states: held for moderation, public, or hidden by an admin. */
export const reviewStatuses = ["held", "published", "hidden"] as const;
/** Why a review is reported (issue 27 item 3). */
export const reportReasons = [
  "spam",
  "off_topic",
  "conflict_of_interest",
  "hateful",
  "personal_information",
] as const;
/** What an admin decided. */
export const reviewDecisionKinds = ["publish", "hide", "restore"] as const;

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One review per account and center. */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    centerId: uuid("center_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    equipment: smallint("equipment"),
    network: smallint("network"),
    staff: smallint("staff"),
    /** Plain text, 20 to 2,000 characters. */
    body: text("body").notNull(),
    status: text("status", { enum: reviewStatuses }).notNull(),
    /** Helpful votes, kept with every vote (for the 'most helpful' sort). */
    helpfulCount: integer("helpful_count").notNull().default(0),
    createdAt: at("created_at").notNull().defaultNow(),
    /** The author's last edit; null: never edited. */
    editedAt: at("edited_at"),
  },
  (t) => [
    uniqueIndex("reviews_author_center_key").on(t.authorId, t.centerId),
    index("reviews_center_status_idx").on(t.centerId, t.status, t.createdAt),
    index("reviews_status_idx").on(t.status),
    check("reviews_rating", sql`${t.rating} between 1 and 5`),
    check("reviews_equipment", sql`${t.equipment} between 1 and 5`),
    check("reviews_network", sql`${t.network} between 1 and 5`),
    check("reviews_staff", sql`${t.staff} between 1 and 5`),
    check("reviews_body_length", sql`char_length(${t.body}) between 20 and 2000`),
    check("reviews_status", sql`${t.status} in ('held', 'published', 'hidden')`),
  ],
);

/** Earlier texts of an edited review, kept for moderation. */
export const reviewVersions = pgTable(
  "review_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    equipment: smallint("equipment"),
    network: smallint("network"),
    staff: smallint("staff"),
    body: text("body").notNull(),
    /** When this text was written (the review's creation or an earlier edit). */
    writtenAt: at("written_at").notNull(),
    replacedAt: at("replaced_at").notNull().defaultNow(),
  },
  (t) => [index("review_versions_review_idx").on(t.reviewId)],
);

/** The center owner's public reply: one per review. */
export const reviewReplies = pgTable(
  "review_replies",
  {
    reviewId: uuid("review_id")
      .primaryKey()
      .references(() => reviews.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    editedAt: at("edited_at"),
  },
  (t) => [
    index("review_replies_author_idx").on(t.authorId),
    check("review_replies_body_length", sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/** A report of a review: one per reporter and review; open until an admin decides. */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: reportReasons }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    /** When an admin decided on the review after this report; null: open. */
    resolvedAt: at("resolved_at"),
  },
  (t) => [
    uniqueIndex("review_reports_reporter_key").on(t.reviewId, t.reporterId),
    index("review_reports_open_idx")
      .on(t.reviewId)
      .where(sql`${t.resolvedAt} is null`),
    index("review_reports_reporter_idx").on(t.reporterId),
    check(
      "review_reports_reason",
      sql`${t.reason} in ('spam', 'off_topic', 'conflict_of_interest', 'hateful', 'personal_information')`,
    ),
  ],
);

/** Helpful votes: one per account and review. */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId] }),
    index("review_votes_user_idx").on(t.userId),
  ],
);

/**
 * The admin's decisions, a log: who, when, what, why. Kept when the review is deleted (its id
 * set null); an erased admin's id is set null.
 */
export const reviewDecisions = pgTable(
  "review_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id").references(() => reviews.id, { onDelete: "set null" }),
    /** The admin's better-auth user id (null once that account was deleted). */
    decidedBy: text("decided_by"),
    decision: text("decision", { enum: reviewDecisionKinds }).notNull(),
    reason: text("reason"),
    decidedAt: at("decided_at").notNull().defaultNow(),
  },
  (t) => [
    index("review_decisions_review_idx").on(t.reviewId),
    check("review_decisions_decision", sql`${t.decision} in ('publish', 'hide', 'restore')`),
  ],
);

/**
 * The per-center aggregate of published reviews (issue 27 item 5): count, sum of ratings and the
 * count per star, updated in the transaction of every change. A center without a row has none.
 */
export const centerRatings = pgTable(
  "center_ratings",
  {
    centerId: uuid("center_id")
      .primaryKey()
      .references(() => locations.id, { onDelete: "cascade" }),
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    stars1: integer("stars_1").notNull().default(0),
    stars2: integer("stars_2").notNull().default(0),
    stars3: integer("stars_3").notNull().default(0),
    stars4: integer("stars_4").notNull().default(0),
    stars5: integer("stars_5").notNull().default(0),
    /**
     * The Bayesian average the directory sorts by (issue 27 item 4, ADR 090):
     * (C·m + rating_sum) / (C + review_count), moved with the counts by `shiftRating`.
     */
    score: doublePrecision("score").notNull().default(0),
  },
  (t) => [
    // The sort by rating walks this index and stops after a page (issue 27 item 5).
    index("center_ratings_score_idx")
      .on(t.score.desc(), t.centerId)
      .where(sql`${t.reviewCount} > 0`),
    check(
      "center_ratings_consistent",
      sql`${t.reviewCount} >= 0 and ${t.reviewCount} = ${t.stars1} + ${t.stars2} + ${t.stars3} + ${t.stars4} + ${t.stars5}`,
    ),
  ],
);
