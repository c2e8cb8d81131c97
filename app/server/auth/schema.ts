/**
 * better-auth's tables (accounts): users, sessions, accounts (password hashes), verification
 * values (hashed e-mail codes) and its rate-limit counters, plus the admin plugin's columns
 * (role, ban, impersonation). Field names are better-auth's; SQL names are snake_case with an
 * `auth_` prefix. The drizzle adapter maps better-auth's models to these tables in
 * auth.server.ts (`authTables`).
 *
 * Also our own profile table `user_lan_centers` (names, e-mail, role per user), written by
 * profiles.server.ts at sign-up and sign-in; other areas read it through `auth/index.server.ts`.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Accounts' identities; `role` ('admin' | 'user') is kept in step with ADMIN_EMAILS. */
export const authUser = pgTable("auth_user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  /** The site language the account chose (issue 28 item 2): its e-mails use it; null: English. */
  locale: text("locale"),
  ...timestamps,
});

/** Database sessions; the cookie carries the signed token. */
export const authSession = pgTable(
  "auth_session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
    ...timestamps,
  },
  (t) => [index("auth_session_user_id_idx").on(t.userId)],
);

/** Credentials per provider; for e-mail and password `password` holds the scrypt hash. */
export const authAccount = pgTable(
  "auth_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("auth_account_user_id_idx").on(t.userId)],
);

/** One-time values: the e-mail codes (stored hashed, with their attempt count). */
export const authVerification = pgTable(
  "auth_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("auth_verification_identifier_idx").on(t.identifier)],
);

/** better-auth's own rate-limit counters (storage "database"), keyed by client and path. */
export const authRateLimit = pgTable("auth_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Profile row per user: names, e-mail and role ('admin' | 'user'). */
export const userLanCenters = pgTable(
  "user_lan_centers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    userEmail: text("user_email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    displayName: text("display_name"),
    role: text("role", { enum: ["admin", "user"] })
      .notNull()
      .default("user"),
    /**
     * What the account said it came for at sign-up (issue 25 item 1, ADR 076): 'play' (a gamer)
     * or 'run' (runs a venue or event). Accounts from before gamer accounts, and those made
     * without the form, are 'run'. The navigation shows /dashboard for 'run' or an owner.
     */
    intent: text("intent", { enum: ["play", "run"] })
      .notNull()
      .default("run"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_lan_centers_user_id_key").on(t.userId),
    check("user_lan_centers_role", sql`${t.role} in ('admin', 'user')`),
    check("user_lan_centers_intent", sql`${t.intent} in ('play', 'run')`),
  ],
);
