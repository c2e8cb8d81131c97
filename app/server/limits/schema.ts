/**
 * The `limits` area: counters of our own rate limits (rate-limit.server.ts), one row per key
 * such as `sign-in:ip:203.0.113.9` or `sign-in:email:a@example.com`, a fixed window per row.
 * A shared area rather than part of auth: the counters are keyed by any action name, and any
 * area may limit its actions through `limits/index.server.ts`.
 */
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A fixed-window counter: `count` requests since `windowStart`. */
export const actionRateLimits = pgTable("action_rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});
