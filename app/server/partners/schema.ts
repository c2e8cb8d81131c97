/**
 * Table of the partner pages' own lead form (partner 'Join Our Network' pages): one row per
 * accepted lead, with the partner program and page it came from. `client_key` is a SHA-256 of the
 * client address, kept only to rate-limit submissions per client (ADR 012).
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Partner programs a lead can belong to (one per partner page, ADR 011). */
export const partnerPrograms = [
  "general",
  "early-access",
  "lan-party",
  "gizmo",
  "valhallan",
  "contender",
] as const;

/** Leads from the partner 'Join Our Network' pages when HubSpot is not configured. */
export const partnerLeads = pgTable(
  "partner_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    program: text("program", { enum: partnerPrograms }).notNull(),
    pagePath: text("page_path").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organization: text("organization").notNull(),
    venueType: text("venue_type").notNull(),
    message: text("message").notNull().default(""),
    clientKey: text("client_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "partner_leads_program",
      sql`${t.program} in ('general', 'early-access', 'lan-party', 'gizmo', 'valhallan', 'contender')`,
    ),
    index("partner_leads_client_recent_idx").on(t.clientKey, t.createdAt),
    index("partner_leads_created_at_idx").on(t.createdAt.desc()),
  ],
);
