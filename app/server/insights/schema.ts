/**
 * The `insights` area's tables (issue 26 items 2-3, ADR 085). Nothing here is about a person:
 * daily aggregate counts per listing, the day's salt, and the visitor keys of the current salt
 * day (hashes of the salted visitor hashes, ADR 108; deleted with their salt at rotation), which
 * keep "unique per day" exact across instances. No raw hit, address or user agent is ever stored.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The counted metrics (item 1): views, the outbound clicks of `/go/{kind}/{id}`, and appearances
 * (ADR 086): shown in the unfiltered /lan-centers list, in its search results, on the map, and
 * (priority listings) in the featured positions at the top of the list or search results.
 */
export const INSIGHT_METRICS = [
  "view",
  "website",
  "directions",
  "phone",
  "email",
  "calendar",
  "list_appearance",
  "search_appearance",
  "map_appearance",
  "featured_appearance",
] as const;

/** One of {@link INSIGHT_METRICS}. */
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

const metricList = sql.raw(INSIGHT_METRICS.map((m) => `'${m}'`).join(","));

/**
 * Daily aggregates: per listing (`subject_kind` center or event, `subject_id`), day in the
 * listing's own time zone and metric, `count` (views: every counted view; clicks: at most one
 * per visitor and kind per hour) and `uniques` (distinct visitors that day). No foreign key: a
 * deleted listing's rows hold no personal data and go with the retention roll-up (not yet).
 */
export const insightDaily = pgTable(
  "insight_daily",
  {
    subjectKind: text("subject_kind", { enum: ["center", "event"] }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    metric: text("metric", { enum: INSIGHT_METRICS }).notNull(),
    count: integer("count").notNull().default(0),
    uniques: integer("uniques").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId, t.day, t.metric] }),
    check("insight_daily_kind", sql`${t.subjectKind} in ('center', 'event')`),
    check("insight_daily_metric", sql`${t.metric} in (${metricList})`),
    check("insight_daily_counts", sql`${t.count} >= 0 and ${t.uniques} >= 0`),
  ],
);

/**
 * The salt of each UTC day (Plausible's method): one row per day, created by the first instance
 * that needs it, the older ones deleted when a new day's salt is made.
 */
export const insightSalts = pgTable("insight_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  /** 32 random bytes, base64url. */
  salt: text("salt").notNull(),
});

/**
 * The columns of a table of today's visitor keys (`insight_visitors`, `insight_term_visitors`;
 * ADR 108): the salt day, the key's scope number in the statement that inserted it (see
 * `countNewVisitors`), and the 64-bit key.
 */
function visitorKeyColumns() {
  return {
    saltDay: date("salt_day", { mode: "string" }).notNull(),
    scopeNo: smallint("scope_no").notNull(),
    key: bigint("key", { mode: "bigint" }).primaryKey(),
  };
}

/**
 * Visitors already counted as unique, for the current salt day only (ADR 108): one 64-bit `key`
 * per visitor, listing, day and metric, the database's `hashtextextended` of the visitor's hash
 * (`visitorHash`) and that scope (`visitorScope`). Inserted in batches at flush; the rows a batch
 * actually inserted are its new uniques, so two instances never count one visitor twice. A key
 * names neither the visitor nor the listing; the rows are deleted with their salt at rotation.
 */
export const insightVisitors = pgTable("insight_visitors", visitorKeyColumns());

/**
 * Monthly aggregates (issue 26 item 7, ADR 088): the daily rows older than 25 months rolled up by
 * the `insights-rollup` job, per listing, calendar month (`month`: its first day, in the listing's
 * own zone as the daily rows were) and metric. `uniques` is the sum of the daily uniques
 * (visitor-days). No personal data.
 */
export const insightMonthly = pgTable(
  "insight_monthly",
  {
    subjectKind: text("subject_kind", { enum: ["center", "event"] }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    metric: text("metric", { enum: INSIGHT_METRICS }).notNull(),
    count: integer("count").notNull().default(0),
    uniques: integer("uniques").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId, t.month, t.metric] }),
    check("insight_monthly_kind", sql`${t.subjectKind} in ('center', 'event')`),
    check("insight_monthly_counts", sql`${t.count} >= 0 and ${t.uniques} >= 0`),
    check("insight_monthly_first_day", sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * Search terms that showed a listing (issue 26 item 4, ADR 086): per listing, local day and
 * normalised term (trimmed, lower-case), the distinct visitors who searched it that day. Shown to
 * the owner only for days with at least 5 distinct visitors; rows under 5 are deleted once their
 * day is over (at salt rotation), so a lone search is never kept.
 */
export const insightSearchTerms = pgTable(
  "insight_search_terms",
  {
    subjectKind: text("subject_kind", { enum: ["center", "event"] }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    term: text("term").notNull(),
    uniques: integer("uniques").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId, t.day, t.term] }),
    check("insight_search_terms_uniques", sql`${t.uniques} >= 0`),
  ],
);

/**
 * The visitors already counted for a search term, for the current salt day only (as
 * `insight_visitors`: the key hashes the visitor with the listing, day and term; ADR 108),
 * deleted with their salt at rotation.
 */
export const insightTermVisitors = pgTable("insight_term_visitors", visitorKeyColumns());
