/**
 * The directory's tables (docs/spec/owner-portal.md §3, docs/spec/public-site.md §3): communities,
 * LAN centers ("locations"), their contact persons and LAN parties ("events"). Only the directory
 * area reads or writes them; other areas call its functions (`directory/index.server.ts`).
 * Ids are UUIDs; `created_by` holds the creating user's id (better-auth user id).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { OpeningHours } from "~/lib/opening-hours";

/** PostgreSQL's `int4multirange` (PG 14+), read as its text form; only SQL reads it. */
const int4multirange = customType<{ data: string }>({ dataType: () => "int4multirange" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Review columns shared by centers, communities and parties (admin review queue). */
const reviewColumns = () => ({
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  verifiedBy: text("verified_by"),
  rejectedAt: timestamp("rejected_at", { withTimezone: true }),
  rejectionReason: text("rejection_reason"),
});

/** Communities a LAN center or LAN party belongs to; joined to locations via community_id. */
export const communities = pgTable(
  "communities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /**
     * The name's comparison key, `communityNameKey(name)` (issue 23 item 3, ADR 070): one owner
     * per key. Written with the name by every path that sets a name; a trigger clears it when
     * the name changes without it, and start-up (`syncCommunityNameKeys`) fills every missing or
     * outdated one. Not unique: duplicates from before ADR 070 stay (and are reported once).
     */
    nameKey: text("name_key"),
    description: text("description"),
    imageUrl: text("image_url"),
    website: text("website"),
    isVerified: boolean("is_verified").notNull().default(false),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    ...reviewColumns(),
  },
  (t) => [
    index("communities_name_lower_idx").on(sql`lower(trim(${t.name}))`),
    index("communities_name_key_idx").on(t.nameKey),
    index("communities_created_by_idx").on(t.createdBy),
    // Trigram index for the directory's text search (ILIKE '%...%'; issue 15 "Search at scale").
    index("communities_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * Groups of communities of different organisers whose names share a key, found when ADR 070
 * came (names from before it) and reported to the team once (issue 23 item 3): one row per
 * key, claimed by setting `notified_at` before the e-mail is sent, so several instances and
 * restarts send each group once. The communities themselves are not changed.
 */
export const communityNameReports = pgTable("community_name_reports", {
  nameKey: text("name_key").primaryKey(),
  /** The colliding communities when the group was found, oldest first. */
  communityIds: uuid("community_ids").array().notNull(),
  createdAt: createdAt(),
  /** When the e-mail was handed to the mailer; null until then (or after a failed send). */
  notifiedAt: timestamp("notified_at", { withTimezone: true }),
});

/** LAN centers ("locations"); only verified ones in verified communities are public. */
export const locations = pgTable(
  "locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationName: text("organization_name").notNull(),
    address: text("address").notNull(),
    description: text("description").notNull(),
    website: text("website"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    imageUrl: text("image_url"),
    /**
     * The gallery (issue 14 item 1, ADR 056): photo ids (photos area) separated by spaces, in
     * the owner's order; the first is the cover, whose address `image_url` holds. Null: none.
     */
    photos: text("photos"),
    /**
     * Opening hours (issue 14 item 4, ADR 061): `OpeningHours` from `~/lib/opening-hours`, per
     * weekday the ranges on the venue's wall clock (its zone comes from lat/lng), `[]` closed, a
     * null day 'hours not given' (issue 24 item 4); null: no hours given at all.
     */
    openingHours: jsonb("opening_hours").$type<OpeningHours>(),
    /** Gaming stations (seats); null: not given. */
    stations: integer("stations"),
    /** Platforms offered: 'pc', 'console', 'vr', 'sim_racing'. */
    platforms: text("platforms")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** "Price from" in the currency's minor unit (cents), with its ISO 4217 code. */
    priceFromCents: integer("price_from_cents"),
    priceCurrency: text("price_currency"),
    /** Phone number: digits, spaces, +, -, parentheses. */
    phone: text("phone"),
    /** Amenities: 'food_drinks', 'parking', 'step_free', 'tournaments', 'event_rentals'. */
    amenities: text("amenities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    communityId: uuid("community_id").references(() => communities.id, { onDelete: "set null" }),
    verified: boolean("verified").notNull().default(false),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    onboardingEmailSent: boolean("onboarding_email_sent").notNull().default(false),
    onboardingEmailSentAt: timestamp("onboarding_email_sent_at", { withTimezone: true }),
    /** When an admin granted a complimentary listing (public without a plan); null when none. */
    complimentaryAt: timestamp("complimentary_at", { withTimezone: true }),
    /** The admin (better-auth user id) who granted the complimentary listing. */
    complimentaryBy: text("complimentary_by"),
    /**
     * The public listing rule's answer (ADR 050), kept by database triggers (ADR 067, migration
     * 0014): never written by the application. `isPublic`: shown in the directory;
     * `featured`: a live LAN Center Subscription; `createdByAdmin`: the creator is an admin.
     */
    /**
     * The IANA time zone of lat/lng (`timeZoneAt`), for the 'Open now' filter in SQL (ADR 067):
     * filled by the directory when null, cleared by a trigger when lat or lng change.
     */
    timeZone: text("time_zone"),
    /**
     * The opening hours as minutes of the week on the venue's wall clock (Monday 00:00 = 0), each
     * range [open, close) and, for Sunday night, a week earlier too; kept from `opening_hours` by
     * a trigger (`hours_week_spans`, ADR 067), for the 'Open now' filter in SQL.
     */
    openSpans: int4multirange("open_spans"),
    isPublic: boolean("is_public").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    createdByAdmin: boolean("created_by_admin").notNull().default(false),
    ...reviewColumns(),
  },
  (t) => [
    check("locations_lat_range", sql`${t.lat} between -90 and 90`),
    check("locations_lng_range", sql`${t.lng} between -180 and 180`),
    check("locations_stations_range", sql`${t.stations} >= 0`),
    check("locations_price_range", sql`${t.priceFromCents} >= 0`),
    check("locations_price_currency", sql`${t.priceCurrency} ~ '^[A-Z]{3}$'`),
    check(
      "locations_platforms_known",
      sql`${t.platforms} <@ array['pc','console','vr','sim_racing']::text[]`,
    ),
    check(
      "locations_amenities_known",
      sql`${t.amenities} <@ array['food_drinks','parking','step_free','tournaments','event_rentals']::text[]`,
    ),
    index("locations_map_idx")
      .on(t.communityId, t.organizationName)
      .where(sql`${t.verified} and ${t.lat} is not null and ${t.lng} is not null`),
    index("locations_created_by_idx").on(t.createdBy),
    // The list order of public centers (featured first, then by name): a page of a broad search
    // walks it and stops, instead of sorting every match (ADR 067).
    index("locations_public_order_idx")
      .on(t.featured.desc().nullsFirst(), t.organizationName, t.id)
      .where(sql`${t.isPublic}`),
    // Trigram indexes for the directory's text search; a latitude index for near me's box.
    index("locations_name_trgm_idx").using("gin", sql`${t.organizationName} gin_trgm_ops`),
    index("locations_address_trgm_idx").using("gin", sql`${t.address} gin_trgm_ops`),
    // Open now's zone fill finds the public centers whose zone is not stored yet (ADR 067).
    index("locations_time_zone_missing_idx")
      .on(t.id)
      .where(sql`${t.timeZone} is null and ${t.isPublic}`),
    index("locations_lat_idx")
      .on(t.lat)
      .where(sql`${t.verified}`),
    index("locations_pending_idx")
      .on(t.createdAt.desc())
      .where(sql`not ${t.verified} and ${t.rejectedAt} is null`),
  ],
);

/** Contact persons for a center or party (type lan_center | lan_party). */
export const locationContacts = pgTable(
  "location_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["lan_center", "lan_party"] }).notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    ownerName: text("owner_name"),
    email: text("email"),
    address: text("address"),
    organizationName: text("organization_name"),
    website: text("website"),
    createdAt: createdAt(),
  },
  (t) => [
    check("location_contacts_type", sql`${t.type} in ('lan_center', 'lan_party')`),
    index("location_contacts_location_idx").on(t.locationId, t.type),
    index("location_contacts_created_at_idx").on(t.createdAt.desc()),
    index("location_contacts_match_idx").on(t.organizationName, t.email, t.type),
  ],
);

/** LAN parties ("events"); organization_name is the event name. */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationName: text("organization_name").notNull(),
    description: text("description").notNull(),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    website: text("website"),
    imageUrl: text("image_url"),
    heroImageUrl: text("hero_image_url"),
    isMultiLocation: boolean("is_multi_location").notNull().default(false),
    hasLandingPage: boolean("has_landing_page").notNull().default(false),
    landingPageContent: text("landing_page_content"),
    customLocation: text("custom_location"),
    eventType: text("event_type").notNull().default("lan_party"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    communityId: uuid("community_id").references(() => communities.id, { onDelete: "set null" }),
    /**
     * The IANA zone the party's times were typed in and are shown in (issue 24 item 3, ADR 073):
     * its center's, else its coordinates', else the one the organiser chose; null on rows from
     * before, which are read in their coordinates' zone or UTC.
     */
    timeZone: text("time_zone"),
    /**
     * The venue owner's answer when `location_id` is another owner's center (issue 18 item 7,
     * ADR 052): pending until that owner accepts or declines on their dashboard; null when no
     * consent is needed (no center, or the organiser's own). Only accepted ones are listed on
     * the center's page.
     */
    venueConsent: text("venue_consent", { enum: ["pending", "accepted", "declined"] }),
    venueConsentAt: timestamp("venue_consent_at", { withTimezone: true }),
    /**
     * Seats for RSVPs (issue 25 item 3, ADR 077): at least 1; null means no limit. Set by the
     * organiser on the party forms and applied at once (not a reviewed public field); the
     * attendance area reads it under the event's row lock (`lockEventForAdmission`).
     */
    capacity: integer("capacity"),
    /**
     * The iCalendar SEQUENCE of the party (issue 25 item 5, ADR 082): bumped whenever a change of
     * its time or place reaches this row (`party-sequence.server.ts`).
     */
    sequence: integer("sequence").notNull().default(0),
    createdBy: text("created_by").notNull(),
    verified: boolean("verified").notNull().default(false),
    createdAt: createdAt(),
    ...reviewColumns(),
  },
  (t) => [
    check("events_lat_range", sql`${t.lat} between -90 and 90`),
    check("events_lng_range", sql`${t.lng} between -180 and 180`),
    check("events_end_after_start", sql`${t.endDate} > ${t.startDate}`),
    check("events_capacity", sql`${t.capacity} is null or ${t.capacity} >= 1`),
    check(
      "events_venue_consent",
      sql`${t.venueConsent} is null or ${t.venueConsent} in ('pending', 'accepted', 'declined')`,
    ),
    index("events_created_by_idx").on(t.createdBy),
    index("events_upcoming_idx")
      .on(t.startDate)
      .where(sql`${t.verified}`),
    index("events_location_idx").on(t.locationId),
    index("events_venue_consent_idx")
      .on(t.locationId)
      .where(sql`${t.venueConsent} = 'pending'`),
  ],
);

/**
 * Idempotency tokens of the registration forms (issue 18 item 6, ADR 052): each render of
 * /register-lan-center and /register-lan-party carries a fresh token in a hidden field; the first
 * submit claims `(user_id, token)` in the same transaction as its insert, and a repeated or
 * parallel submit of the same token finds the row (the primary key decides) and answers the
 * first one's result. `fingerprint` is what the token was first used for (form and name), so a
 * token reused for different content is refused. The row goes with its center or party.
 */
export const submissionTokens = pgTable(
  "submission_tokens",
  {
    userId: text("user_id").notNull(),
    token: text("token").notNull(),
    form: text("form", { enum: ["lan_center", "lan_party"] }).notNull(),
    fingerprint: text("fingerprint").notNull(),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.token] }),
    check("submission_tokens_form", sql`${t.form} in ('lan_center', 'lan_party')`),
  ],
);

/**
 * The one rule for what is public (ADR 050, issue 13 "One rule for what is public"): one row per
 * LAN center that the map, the list, search, near me, center pages, the sitemap and JSON-LD may
 * show. A center is public when an admin verified it, its community is verified, it has
 * coordinates, and it was created by an admin, or holds a complimentary listing, or has a
 * subscription of either plan in status active, trialing or past_due.
 *
 * `featured` marks a live subscription of the LAN Center Subscription plan (priority listing);
 * `created_by_admin` draws the center green. The view reads billing's subscriptions and price
 * map and auth's profiles in SQL: the one place the directory reads other areas' tables, as a
 * read-only contract those areas keep (their column names are listed in ADR 050).
 *
 * Since ADR 067 the rule is evaluated by the function `location_public_flags` and stored in
 * `locations.is_public`, `featured` and `created_by_admin` by triggers on every table it reads
 * (hand-written SQL at the end of migration 0014), so a query reads one indexed flag instead of
 * three EXISTS checks per row. The view is that flag.
 */
export const publicLocations = pgView("public_locations", {
  id: uuid("id").notNull(),
  featured: boolean("featured").notNull(),
  createdByAdmin: boolean("created_by_admin").notNull(),
}).as(sql`select l.id, l.featured, l.created_by_admin from locations l where l.is_public`);

/**
 * Reviewed edits (ADR 053): an owner's edit to the public fields of a verified center,
 * community or party waits here until an admin approves (applies it) or rejects it. At most one
 * open change (decided_at null) per item; a newer edit closes the open one as 'replaced', an
 * edit back to the public values (or deleting the item) closes it as 'withdrawn'.
 * `changes` holds the proposed public fields by their column's property name (dates as ISO text).
 */
export const pendingChanges = pgTable(
  "pending_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["center", "community", "party"] }).notNull(),
    itemId: uuid("item_id").notNull(),
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
    decision: text("decision", { enum: ["approved", "rejected", "replaced", "withdrawn"] }),
    reason: text("reason"),
  },
  (t) => [
    check("pending_changes_kind", sql`${t.kind} in ('center', 'community', 'party')`),
    check(
      "pending_changes_decision",
      sql`${t.decision} is null or ${t.decision} in ('approved', 'rejected', 'replaced', 'withdrawn')`,
    ),
    check("pending_changes_decided", sql`(${t.decidedAt} is null) = (${t.decision} is null)`),
    uniqueIndex("pending_changes_open_idx")
      .on(t.kind, t.itemId)
      .where(sql`${t.decidedAt} is null`),
    index("pending_changes_created_at_idx")
      .on(t.createdAt)
      .where(sql`${t.decidedAt} is null`),
  ],
);

/**
 * The version of the public map data (issue 15 item 4, ADR 062): one row whose `version` grows
 * with every statement that may change what `public_locations` or the map shows. Statement
 * triggers on `locations`, `communities`, billing's `lan_center_subscriptions` and `plan_prices`
 * and auth's `user_lan_centers` bump it in the writer's own transaction (hand-written SQL at the
 * end of migration 0013), so the server-side map index is rebuilt exactly when the data changed,
 * on every instance, whichever code path wrote.
 */
export const mapDataVersion = pgTable(
  "map_data_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("map_data_version_one_row", sql`${t.id} = 1`)],
);
