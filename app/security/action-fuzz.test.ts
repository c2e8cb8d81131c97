/**
 * Input fuzzing of every route action (security test suite: hostile input, OWASP ASVS 5.0 V1/V2):
 * fast-check throws random and hostile forms (see hostile-input.ts) at each module in app/routes
 * that exports `action`, as a visitor, a signed-in owner and an administrator, with random ids and
 * the ids of the owner's own center and party. It proves that
 *  (a) no action answers 500 (or any 5xx) or throws anything but a React Router response, and
 *  (b) a request that was refused (4xx, or action data carrying errors) leaves the row counts of
 *      every user-content table unchanged: nothing that failed validation is stored, and
 *  (c) after an accepted request (after every request of the hidden-character property), no
 *      single-line column holds a line break, control character or bidi
 *      override, or text that is not NFC or has invisible characters at an end, and no
 *      multi-line column a control character but tab, CR and LF (issue 23 item 2, ADR 069;
 *      the forms get valid values with such characters spliced in, see hostile-input.ts).
 * The Stripe webhook answers 400 to unsigned bodies (better-auth's HTTP API is not exposed, ADR
 * 042). A last test fails when a route with an action has no entry in `TARGETS`.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createVerifiedUser, signInCookie } from "../../tests/support/auth-fixture";
import {
  answerOf,
  changedTables,
  formBody,
  hostileForm,
  hostileJson,
  hostileString,
  HIDDEN_CHARACTERS,
  isRefusal,
  preview,
  rowCounts,
  storedUncleanText,
  type ActionAnswer,
  type HostileForm,
} from "../../tests/support/hostile-input";

process.env.DATABASE_URL = "pglite://";
process.env.SEED_DEMO = "false";
process.env.ADMIN_EMAILS = "fuzz-admin@lancenter.example";

const { startRuntime, stopRuntime, getDb, getAuth, getServices } =
  await import("~/server/runtime.server");
const { servicesContext } = await import("~/server/services.server");
const { getAccountsContext: accountsContext } = await import("~/server/runtime.server");
const getSessionUser = (request: Request) => getServices().auth.getSessionUser(request);
const { createDevCenter } = await import("~/server/local/dev-centers.server");
const { locations, events } = await import("~/server/db/schema");
const { nonceContext } = await import("~/lib/nonce");
const { clientIpContext } = await import("~/lib/client-ip");

/**
 * Runs per action and role: 3 roles x ~26 actions keeps the file under a minute. A deeper
 * local search: FUZZ_RUNS=200 npx vitest run app/security/action-fuzz.test.ts
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const ORIGIN = "http://localhost:3000";
const PASSWORD = "Fuzz-Horse-Battery-42";

type Role = "visitor" | "user" | "admin";
const ROLES: readonly Role[] = ["visitor", "user", "admin"];

/** What the targets need to know about the running fixture. */
interface Fixtures {
  userEmail: string;
  adminEmail: string;
  userId: string;
  /** A LAN center owned by the user (re-created when a run deleted it). */
  centerId: string;
  /** A LAN party owned by the user. */
  partyId: string;
}

/** How to reach one route action with hostile input. */
interface ActionTarget {
  /** URL path for a given id (the `$id` param, or a query value for payment). */
  path: (id: string) => string;
  /** Plausible ids: the fixture's own rows; random and hostile ids are added. */
  ids?: (fx: Fixtures) => string[];
  /** Param name the id fills, when the route has one. */
  param?: string;
  /** Form fields with plausible values, so that runs also get past the first check. */
  fields: (fx: Fixtures) => Record<string, string[]>;
  /** An extra cookie the action reads (reset state); sent on every run. */
  cookie?: (fx: Fixtures) => Promise<string>;
  /** The action ends the session it is given: use a fresh one per run. */
  endsSession?: boolean;
  /** Runs per role when not `RUNS` (a fresh session per run costs a password hash). */
  runs?: number;
  /**
   * A form the action accepts and stores, sent as `role`, and its text fields: the hidden
   * character property splices a line break, control, zero-width or bidi character into one of
   * them (issue 23 item 2, ADR 069).
   */
  stored?: {
    role: Role;
    form: (fx: Fixtures) => Record<string, string>;
    text: readonly string[];
    /** Puts the fixture back so that the form is accepted again (e.g. an item to reject). */
    prepare?: (fx: Fixtures) => Promise<void>;
  };
}

let addressCounter = 0;
/** A fresh address per run (sign-up limits count per address). */
const freshAddress = () => `hidden-${++addressCounter}@example.com`;

// Every listed value is valid: hostile-input.ts mixes in the hostile ones.
const email = (fx: Fixtures) => [fx.userEmail, fx.adminEmail, "nobody@example.com"];
const password = [PASSWORD, "wrong-password-1"];
const uuid = "3f1c1d2e-9a8b-4c7d-8e6f-5a4b3c2d1e0f";
const url = ["https://example.com", "http://lan.example/path?q=1", ""];
const text = ["Pixel Palace", "  padded  ", "O'Brien & Söhne"];
const starts = ["2031-05-01T10:00", "2031-05-01T23:59:30"];
const ends = ["2031-05-02T18:30", "2032-01-01T00:00"];
const coord = ["52.52", "-13.4", "0"];
const lead = () => ({
  name: text,
  email: ["lead@example.com"],
  organization: text,
  venueType: ["lan-center", "library", "other"],
  message: ["Hello", ""],
  website: [""],
});

const centerFields = (fx: Fixtures) => ({
  contactFirstName: text,
  contactLastName: text,
  contactEmail: ["owner@example.com", ""],
  communityName: text,
  communityDescription: text,
  communityImageUrl: url,
  organizationName: text,
  website: url,
  address: ["1 Main St, Springfield"],
  description: ["A place to play."],
  imageUrl: url,
  lat: coord,
  lng: coord,
  editId: ["", fx.centerId, uuid],
  submissionToken: ["", uuid, "not a token"],
});

/**
 * Every route module that exports `action`, by file name without extension. The last test
 * fails when a module with an action is missing here (or an entry names no such module).
 */
const TARGETS: Record<string, ActionTarget> = {
  "account-confirmation": {
    path: () => "/account-confirmation",
    fields: (fx) => ({ email: email(fx), password }),
  },
  "admin-login": {
    path: () => "/admin-login",
    fields: (fx) => ({ email: email(fx), password }),
  },
  "admin.listings": {
    path: () => "/admin/listings",
    fields: (fx) => ({
      intent: ["grant", "revoke"],
      locationId: [fx.centerId, uuid],
    }),
  },
  // Review moderation (issue 27): Publish, Hide with a reason, Restore.
  "admin.reviews": {
    path: () => "/admin/reviews",
    fields: () => ({
      reviewId: [uuid, ""],
      decision: ["publish", "hide", "restore", ""],
      reason: ["Spam", ""],
    }),
  },
  // Retry on /admin/mail (issue 29 item 2): a message id, or anything else.
  "admin.mail": {
    path: () => "/admin/mail",
    fields: () => ({ id: [uuid, ""] }),
  },
  "admin.review": {
    path: () => "/admin/review",
    stored: {
      role: "admin",
      form: (fx) => ({ intent: "reject", kind: "center", id: fx.centerId, reason: "Spam" }),
      text: ["reason"],
      prepare: async (fx) => {
        // Back in the queue: the fuzzing above may have verified or rejected it (a random
        // `intent: "verify"` as admin), and a reject of a verified center is a 409 conflict.
        await getDb()
          .update(locations)
          .set({ verified: false, rejectedAt: null, rejectionReason: null })
          .where(eq(locations.id, fx.centerId));
      },
    },
    fields: (fx) => ({
      intent: ["verify", "unverify", "reject", "approve-change", "reject-change"],
      kind: ["center", "community", "party"],
      id: [fx.centerId, fx.partyId, uuid],
      changeId: [uuid],
      reason: ["Spam"],
    }),
  },
  "api.email-availability": {
    path: () => "/api/email-availability",
    fields: (fx) => ({ email: email(fx) }),
  },
  "api.stripe.webhook": { path: () => "/api/stripe/webhook", fields: () => ({}) },
  "api.subscriptions.$id": {
    path: (id) => `/api/subscriptions/${id}`,
    param: "id",
    ids: () => ["sub_local_123", "sub_", "sub_x'--"],
    fields: () => ({
      intent: ["cancel", "resume"],
      redirectTo: ["/dashboard", ""],
    }),
  },
  "billing-portal": {
    path: () => "/billing-portal",
    fields: (fx) => ({
      location: [fx.centerId, uuid, ""],
      redirectTo: ["/dashboard", "/payment?location=x", ""],
    }),
  },
  // Delete account (issue 25 item 7): never the fixture's real password, so nobody is deleted.
  "account.delete": {
    path: () => "/account/delete",
    fields: () => ({ password: ["wrong-password-1", ""] }),
  },
  "change-password": {
    path: () => "/change-password",
    fields: () => ({ password, confirmPassword: password }),
    cookie: async (fx) =>
      cookiePair(await getServices().auth.saveResetState({ email: fx.userEmail, code: "123456" })),
  },
  dashboard: {
    path: () => "/dashboard",
    fields: (fx) => ({
      intent: [
        "delete",
        "setup-request",
        "email-send",
        "email-resend",
        "email-verify",
        "email-cancel",
        "password",
        "",
      ],
      locationId: [fx.centerId, uuid],
      firstName: text,
      lastName: text,
      email: ["owner@example.com"],
      lanCenterName: text,
      lanCenterAddress: ["1 Main St"],
      website: url,
      newEmail: ["new-address@example.com", fx.adminEmail],
      code: ["123456"],
      currentPassword: ["wrong-password-1"],
      password: ["New-Password-99"],
      confirmPassword: ["New-Password-99"],
    }),
  },
  // The door's check-in toggle (issue 25 item 3): the organiser's and admins' only.
  "dashboard_.events.$id.attendees": {
    path: (id) => `/dashboard/events/${id}/attendees`,
    param: "id",
    ids: (fx) => [fx.partyId, fx.centerId],
    fields: () => ({ rsvpId: [uuid, "not-an-id"], checkedIn: ["true", "false", ""] }),
  },
  // The dashboard's tabs (a POST to /dashboard itself reaches the Overview's action).
  "dashboard._index": {
    path: () => "/dashboard?index",
    fields: (fx) => ({
      intent: ["delete", "delete-party", "setup-request", "venue-accept", "venue-decline", ""],
      locationId: [fx.centerId, uuid],
      eventId: [fx.partyId, uuid],
      firstName: text,
      lastName: text,
      email: ["owner@example.com"],
      lanCenterName: text,
      lanCenterAddress: ["1 Main St"],
      website: url,
    }),
  },
  "dashboard.email": {
    path: () => "/dashboard/email",
    fields: (fx) => ({
      intent: ["email-send", "email-resend", "email-verify", "email-cancel", ""],
      newEmail: ["new-address@example.com", fx.adminEmail],
      code: ["123456"],
    }),
  },
  "dashboard.security": {
    path: () => "/dashboard/security",
    fields: () => ({
      intent: ["password", ""],
      currentPassword: ["wrong-password-1"],
      password: ["New-Password-99"],
      confirmPassword: ["New-Password-99"],
    }),
  },
  "dev.race-checkout": {
    path: () => "/dev/race-checkout",
    fields: (fx) => ({ location: [fx.centerId, uuid], plan: ["verified", "subscription"] }),
  },
  // Without APP_TEST_CLOCK (this runtime's case, and production's) it is a 404 (ADR 084).
  "dev.app-clock": {
    path: () => "/dev/app-clock",
    fields: () => ({ advance: ["0", "26h", "90", "-1", "1e9"] }),
  },
  "dev.advance-clock": {
    path: () => "/dev/advance-clock",
    fields: () => ({ days: ["1", "31", "62"] }),
  },
  "dev.seed-center": { path: () => "/dev/seed-center", fields: () => ({ name: text }) },
  "dev.session": {
    path: () => "/dev/session",
    stored: {
      role: "visitor",
      form: () => ({
        email: freshAddress(),
        password: PASSWORD,
        firstName: "Ada",
        lastName: "Lovelace",
      }),
      text: ["firstName", "lastName", "email"],
    },
    fields: (fx) => ({
      email: [...email(fx), ""],
      password,
      admin: ["true", ""],
      firstName: text,
      lastName: text,
    }),
  },
  "edit-lan-party.$id": {
    path: (id) => `/edit-lan-party/${id}`,
    param: "id",
    ids: (fx) => [fx.partyId, fx.centerId],
    stored: {
      role: "user",
      form: () => ({
        organizationName: "Pixel Party",
        description: "A party.\nBring your rig.",
        startDate: starts[0]!,
        endDate: ends[0]!,
        timeZone: "UTC",
        customLocation: "Kulturhaus, Berlin",
        lat: "52.52",
        lng: "13.4",
        website: "https://example.com",
      }),
      text: ["organizationName", "description", "customLocation", "website"],
    },
    fields: () => ({
      organizationName: text,
      description: text,
      startDate: starts,
      endDate: ends,
      timeZone: ["UTC", "Europe/Berlin"],
      customLocation: text,
      lat: coord,
      lng: coord,
      website: url,
      imageUrl: url,
    }),
  },
  // RSVP / Cancel RSVP (issue 25 item 3).
  "events.$id": {
    path: (id) => `/events/${id}`,
    param: "id",
    ids: (fx) => [fx.partyId, fx.centerId],
    fields: () => ({ intent: ["rsvp", "cancel", ""] }),
  },
  // Write, edit or delete a review (issue 27): the fixture's center is the user's own.
  "lan-centers.$id_.review": {
    path: (id) => `/lan-centers/${id}/review`,
    param: "id",
    ids: (fx) => [fx.centerId],
    fields: () => ({
      intent: ["save", "delete", ""],
      rating: ["1", "5", "6", ""],
      equipment: ["3", ""],
      network: ["", "0"],
      staff: ["4"],
      body: ["Fast machines, a quiet room and friendly staff.", "Too short"],
    }),
  },
  // Helpful, Report and the owner's reply on one review (issue 27).
  "reviews.$id": {
    path: (id) => `/reviews/${id}`,
    param: "id",
    fields: () => ({
      intent: ["helpful", "unhelpful", "report", "reply", "delete-reply", ""],
      reason: ["spam", "off_topic", "other"],
      reply: ["Thanks for coming!", ""],
    }),
  },
  // The Follow button (issue 25 item 2, ADR 076).
  follow: {
    path: () => "/follow",
    fields: (fx) => ({
      kind: ["center", "community", "party"],
      id: [fx.centerId, fx.partyId, uuid],
      follow: ["1", "0", ""],
      returnTo: ["/lan-centers", "//evil.example", ""],
    }),
  },
  // The language switcher of a signed-in account (issue 28 item 2).
  language: {
    path: () => "/language",
    fields: () => ({
      locale: ["de", "ja", "pt-BR", "xx", ""],
      returnTo: ["/faq", "//evil.example", ""],
    }),
  },
  "forgot-password": {
    path: () => "/forgot-password",
    fields: (fx) => ({ email: email(fx) }),
  },
  login: {
    path: () => "/login",
    fields: (fx) => ({
      email: email(fx),
      password,
      redirectTo: ["/dashboard", ""],
    }),
  },
  logout: { path: () => "/logout", fields: () => ({}), endsSession: true, runs: 8 },
  // Create or reset the calendar feed link (ADR 082): no fields.
  "me._index": { path: () => "/me", fields: () => ({}) },
  // The notification switches (ADR 075): an unchecked box sends nothing.
  "me.notifications": {
    path: () => "/me/notifications",
    fields: () => ({
      event_reminders: ["on", ""],
      follow_digest: ["on", "off"],
      event_changes: ["on"],
      owner_monthly: ["on", ""],
      review_notices: ["on", ""],
    }),
  },
  // The view beacon (issue 26, ADR 085): always 204/429, stores only counts, at flush.
  "insights.hit": {
    path: (id) => `/insights/hit?c=${encodeURIComponent(id)}`,
    ids: (fx) => [fx.centerId, fx.partyId],
    fields: () => ({ data: ["", "1"] }),
  },
  // The appearances beacon (ADR 086): always 204/429, counts only what the server's search lists.
  "insights.seen": {
    path: () => "/insights/seen?q=lan",
    fields: () => ({ data: ["", "1"] }),
  },
  payment: {
    path: (id) => `/payment?location=${id}`,
    ids: (fx) => [fx.centerId],
    fields: () => ({ plan: ["verified", "subscription", "gold"] }),
  },
  "lan-center-photos.$id": {
    path: (id) => `/lan-center-photos/${id}`,
    param: "id",
    ids: (fx) => [fx.centerId, fx.partyId],
    fields: () => ({
      intent: ["upload", "up", "down", "cover", "delete", ""],
      photoId: [uuid, ""],
      photos: ["not a file"],
    }),
  },
  "register-lan-center": {
    path: () => "/register-lan-center",
    fields: centerFields,
    stored: {
      role: "user",
      form: () => ({
        contactFirstName: "Ada",
        contactLastName: "Lovelace",
        contactEmail: "ada@example.com",
        communityName: "Pixel Crew",
        communityDescription: "We play.\nEvery Friday.",
        organizationName: "Pixel Palace",
        website: "https://example.com",
        address: "1 Main St, Springfield",
        description: "A place to play.",
        lat: "52.52",
        lng: "13.4",
      }),
      text: [
        "contactFirstName",
        "contactLastName",
        "contactEmail",
        "communityName",
        "communityDescription",
        "organizationName",
        "website",
        "address",
        "description",
      ],
    },
  },
  "register-lan-party": {
    path: () => "/register-lan-party",
    stored: {
      role: "user",
      form: () => ({
        contactFirstName: "Ada",
        contactLastName: "Lovelace",
        contactEmail: "ada@example.com",
        organizationName: "Pixel Party",
        startDate: starts[0]!,
        endDate: ends[0]!,
        timeZone: "UTC",
        communityName: "Pixel Crew",
        description: "A party.\nBring your rig.",
        website: "https://example.com",
        customLocation: "Kulturhaus, Berlin",
      }),
      text: [
        "contactFirstName",
        "contactLastName",
        "contactEmail",
        "organizationName",
        "communityName",
        "description",
        "website",
        "customLocation",
      ],
    },
    fields: (fx) => ({
      contactFirstName: text,
      contactLastName: text,
      contactEmail: ["owner@example.com", ""],
      organizationName: text,
      startDate: starts,
      endDate: ends,
      timeZone: ["UTC", "America/Sao_Paulo"],
      communityName: text,
      description: text,
      website: url,
      imageUrl: url,
      locationId: ["", fx.centerId, uuid],
      submissionToken: ["", uuid, "not a token"],
      customLocation: text,
      lat: coord,
      lng: coord,
    }),
  },
  "signup-contender": { path: () => "/signup-contender", fields: lead },
  "signup-early": { path: () => "/signup-early", fields: lead },
  "signup-form": {
    path: () => "/signup-form",
    stored: {
      role: "visitor",
      form: () => ({
        intent: "",
        firstName: "Ada",
        lastName: "Lovelace",
        email: freshAddress(),
        password: "Fresh-Password-77",
        confirmPassword: "Fresh-Password-77",
      }),
      text: ["firstName", "lastName", "email"],
    },
    fields: (fx) => ({
      intent: ["", "verify", "resend"],
      firstName: text,
      lastName: text,
      email: ["new-member@example.com", fx.userEmail],
      password: ["Fresh-Password-77"],
      confirmPassword: ["Fresh-Password-77"],
      code: ["123456"],
    }),
  },
  "signup-gizmo": { path: () => "/signup-gizmo", fields: lead },
  "signup-lp": { path: () => "/signup-lp", fields: lead },
  "signup-valhallan": { path: () => "/signup-valhallan", fields: lead },
  signup: {
    path: () => "/signup",
    fields: lead,
    stored: {
      role: "visitor",
      form: () => ({
        name: "Ada Lovelace",
        email: freshAddress(),
        organization: "Analytical Arena",
        venueType: "lan-center",
        message: "Hello.\nCall me.",
        website: "",
      }),
      text: ["name", "email", "organization", "message"],
    },
  },
  "verify-reset-code": {
    path: () => "/verify-reset-code",
    fields: () => ({ intent: ["", "resend"], code: ["123456", "000000"] }),
    cookie: async (fx) =>
      cookiePair(await getServices().auth.saveResetState({ email: fx.userEmail })),
  },
  // One-click unsubscribe (ADR 075): the token is in the query string or a form field.
  unsubscribe: {
    path: () => "/unsubscribe",
    fields: () => ({
      token: ["", "not a token", "eyJhbGciOiJIUzI1NiJ9.e30.forged"],
      "List-Unsubscribe": ["One-Click"],
    }),
  },
};

type ActionFn = (args: {
  request: Request;
  params: Record<string, string>;
  context: RouterContextProvider;
}) => unknown;
type RouteModule = { action?: ActionFn };

const routeFiles = import.meta.glob<RouteModule>("/app/routes/*.{ts,tsx}");
const routeName = (file: string) => file.replace(/^.*\//, "").replace(/\.tsx?$/, "");

async function loadAction(name: string): Promise<ActionFn> {
  const file = Object.keys(routeFiles).find((f) => routeName(f) === name);
  if (!file) throw new Error(`no route module ${name}`);
  const mod = await routeFiles[file]!();
  if (!mod.action) throw new Error(`${name} exports no action`);
  return mod.action;
}

/** "name=value" of a Set-Cookie header. */
function cookiePair(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

let ipCounter = 0;
/** A fresh client address per request, so rate limits rarely stop a run before validation. */
function nextIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

function loadContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, "fuzz-nonce");
  context.set(clientIpContext, nextIp());
  context.set(servicesContext, getServices());
  return context;
}

/** Session cookie of `email` straight from better-auth (no limit of ours consumed). */
function freshSession(address: string): Promise<string> {
  return signInCookie(getAuth(), address, PASSWORD);
}

async function createAccount(address: string, firstName: string): Promise<void> {
  const client = { headers: new Headers(), ip: nextIp() };
  const account = { firstName, lastName: "Fuzz", email: address, password: PASSWORD };
  await createVerifiedUser(accountsContext(), account, client);
}

const fx: Fixtures = {
  userEmail: "fuzz-owner@example.com",
  adminEmail: "fuzz-admin@lancenter.example",
  userId: "",
  centerId: "",
  partyId: "",
};
const cookies: Record<Role, string> = { visitor: "", user: "", admin: "" };

/**
 * Puts the fixture back after a run that legitimately changed it: the owner's center deleted
 * from the dashboard (inserted again under the same id, which the arbitraries hold), the
 * owner's party deleted likewise (issue 24 item 3), or a session ended.
 */
async function restoreFixtures(role: Role): Promise<void> {
  const db = getDb();
  const [center] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, fx.centerId));
  if (!center) {
    await db.insert(locations).values({
      id: fx.centerId,
      organizationName: "Fuzz Owner Center",
      address: "1 Test Street",
      description: "The fuzz owner's center.",
      createdBy: fx.userId,
    });
  }
  const [party] = await db.select({ id: events.id }).from(events).where(eq(events.id, fx.partyId));
  if (!party && fx.partyId) {
    await db.insert(events).values({
      id: fx.partyId,
      organizationName: "Fuzz Party",
      description: "A party for the fuzz tests.",
      startDate: new Date("2031-05-01T10:00:00Z"),
      endDate: new Date("2031-05-02T10:00:00Z"),
      timeZone: "UTC",
      createdBy: fx.userId,
    });
  }
  if (role === "visitor") return;
  const probe = new Request(`${ORIGIN}/dashboard`, { headers: { cookie: cookies[role] } });
  if (!(await getSessionUser(probe))) {
    cookies[role] = await freshSession(role === "user" ? fx.userEmail : fx.adminEmail);
  }
}

/** The Cookie header for `role` on `target`: its session (fresh when the action ends it). */
async function cookieFor(role: Role, target: ActionTarget): Promise<string> {
  let cookie = cookies[role];
  if (target.endsSession && role !== "visitor") {
    cookie = await freshSession(role === "user" ? fx.userEmail : fx.adminEmail);
  }
  if (target.cookie) cookie = [cookie, await target.cookie(fx)].filter(Boolean).join("; ");
  return cookie;
}

/** One fuzz case as fast-check generates it. */
interface FuzzCase {
  form: HostileForm;
  id: string;
}

function idArbitrary(target: ActionTarget): fc.Arbitrary<string> {
  const own = target.ids?.(fx) ?? [];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(own.length ? own : [uuid])) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileString },
  );
}

/** Encodes an id for a URL path or query (lone surrogates made well-formed first). */
const urlSafe = (id: string) => encodeURIComponent(id.toWellFormed());

/** Failures collected per run, printed by fast-check with the counterexample. */
function describeRun(name: string, role: Role, input: unknown, answer?: ActionAnswer): string {
  return `${name} as ${role}: ${preview(input, 600)}${answer ? ` -> ${answer.status} ${preview(answer.data)}` : ""}`;
}

/** Status counts per route, printed at the end to show how deep the runs got. */
const statusTally = new Map<string, Map<number, number>>();
function tally(name: string, status: number) {
  const byStatus = statusTally.get(name) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  statusTally.set(name, byStatus);
}

/**
 * Sends one request to an action and checks (a), (b) and (c); throws (failing the property)
 * with the input and the answer otherwise. (c) reads every text column, so it runs after an
 * accepted request only (a refused one stored nothing by (b)), unless `cleanAlways`.
 * @returns the answer
 */
async function checkOne(
  name: string,
  role: Role,
  action: ActionFn,
  request: Request,
  params: Record<string, string>,
  input: unknown,
  expectStatus?: number,
  cleanAlways = false,
): Promise<ActionAnswer> {
  const db = getDb();
  const before = await rowCounts(db);
  let answer: ActionAnswer;
  try {
    answer = await answerOf(() => action({ request, params, context: loadContext() }));
  } catch (error) {
    const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
    throw new Error(
      `threw (React Router would answer 500): ${reason}\n${describeRun(name, role, input)}`,
      { cause: error },
    );
  }
  tally(name, answer.status);
  if (answer.status >= 500) {
    throw new Error(`answered ${answer.status}\n${describeRun(name, role, input, answer)}`);
  }
  if (expectStatus !== undefined && answer.status !== expectStatus) {
    throw new Error(`expected ${expectStatus}\n${describeRun(name, role, input, answer)}`);
  }
  if (isRefusal(answer)) {
    const changed = changedTables(before, await rowCounts(db));
    if (changed.length > 0) {
      throw new Error(
        `refused but stored (${changed.join(", ")})\n${describeRun(name, role, input, answer)}`,
      );
    }
  }
  const unclean = cleanAlways || !isRefusal(answer) ? await storedUncleanText(db) : [];
  if (unclean.length > 0) {
    throw new Error(
      `stored a line break or control character (${unclean.join("; ")})\n${describeRun(name, role, input, answer)}`,
    );
  }
  return answer;
}

/** Request bodies a form action cannot read as a form, with their Content-Type. */
const unreadableBody = fc.oneof(
  hostileJson({ email: ["a@b.cd"], intent: ["delete"] }).map((value) => ({
    type: "application/json",
    text: JSON.stringify(value) ?? "null",
  })),
  hostileString.map((text) => ({ type: "text/plain", text })),
  hostileString.map((text) => ({
    type: "multipart/form-data; boundary=fuzz",
    text: `--fuzz\r\nContent-Disposition: form-data; name="email"\r\n\r\n${text}`,
  })),
  hostileString.map((text) => ({ type: "", text })),
);

const FORM_ROUTES = Object.keys(TARGETS).filter((name) => name !== "api.stripe.webhook");
const STORED_ROUTES = Object.keys(TARGETS).filter((name) => TARGETS[name]!.stored);

describe("every route action survives hostile input", () => {
  const consoleSpies: { mockRestore(): void }[] = [];

  beforeAll(async () => {
    await startRuntime();
    await createAccount(fx.userEmail, "Owner");
    await createAccount(fx.adminEmail, "Admin");
    cookies.user = await freshSession(fx.userEmail);
    cookies.admin = await freshSession(fx.adminEmail);
    const user = await getSessionUser(
      new Request(`${ORIGIN}/`, { headers: { cookie: cookies.user } }),
    );
    fx.userId = user!.id;
    fx.centerId = await createDevCenter(getDb(), fx.userId, "Fuzz Owner Center");
    const party = new FormData();
    for (const [key, value] of Object.entries({
      organizationName: "Fuzz Party",
      startDate: "2031-05-01T10:00",
      endDate: "2031-05-02T10:00",
      timeZone: "UTC",
      communityName: "Fuzz Community",
      description: "A party for the fuzz tests.",
    })) {
      party.append(key, value);
    }
    const register = await loadAction("register-lan-party");
    await register({
      request: new Request(`${ORIGIN}/register-lan-party`, {
        method: "POST",
        body: party,
        headers: { cookie: cookies.user, origin: ORIGIN },
      }),
      params: {},
      context: loadContext(),
    });
    const [row] = await getDb()
      .select({ id: events.id })
      .from(events)
      .where(eq(events.createdBy, fx.userId));
    fx.partyId = row!.id;
    // Refusals and emulator traffic log a line each; the assertions carry the details.
    consoleSpies.push(vi.spyOn(console, "warn").mockImplementation(() => undefined));
    consoleSpies.push(vi.spyOn(console, "error").mockImplementation(() => undefined));
    consoleSpies.push(vi.spyOn(console, "log").mockImplementation(() => undefined));
  });

  afterAll(async () => {
    for (const spy of consoleSpies) spy.mockRestore();
    const lines = [...statusTally].map(
      ([name, byStatus]) =>
        `${name.padEnd(24)} ${[...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}x${count}`)
          .join(" ")}`,
    );
    console.info(`action fuzz: answers per route (status x count)\n${lines.join("\n")}`);
    await stopRuntime();
  });

  describe.each(FORM_ROUTES)("%s", (name) => {
    it.each(ROLES)(
      "as %s: never 5xx, and a refused form stores nothing",
      async (role) => {
        const target = TARGETS[name]!;
        const action = await loadAction(name);
        const arbitrary = fc.record({
          form: hostileForm(target.fields(fx)),
          id: idArbitrary(target),
        });
        await fc.assert(
          fc.asyncProperty(arbitrary, async ({ form, id }: FuzzCase) => {
            await restoreFixtures(role);
            const cookie = await cookieFor(role, target);
            const request = new Request(`${ORIGIN}${target.path(urlSafe(id))}`, {
              method: "POST",
              body: formBody(form),
              headers: { cookie, origin: ORIGIN },
            });
            const params: Record<string, string> = target.param ? { [target.param]: id } : {};
            await checkOne(name, role, action, request, params, { form, id });
          }),
          { numRuns: target.runs ?? RUNS },
        );
      },
      60_000,
    );
  });

  describe.each(STORED_ROUTES)("%s: a valid form with a hidden character in one field", (name) => {
    const target = TARGETS[name]!;
    const stored = target.stored!;
    const send = async (form: Record<string, string>, input: unknown) => {
      await restoreFixtures(stored.role);
      await stored.prepare?.(fx);
      const body = new FormData();
      for (const [key, value] of Object.entries(form)) body.append(key, value);
      const id = target.ids?.(fx)[0] ?? uuid;
      const request = new Request(`${ORIGIN}${target.path(id)}`, {
        method: "POST",
        body,
        headers: { cookie: await cookieFor(stored.role, target), origin: ORIGIN },
      });
      const params: Record<string, string> = target.param ? { [target.param]: id } : {};
      const action = await loadAction(name);
      return checkOne(name, stored.role, action, request, params, input, undefined, true);
    };

    it("is stored without one (the property below tests something)", async () => {
      const answer = await send(stored.form(fx), "clean form");
      expect(isRefusal(answer), preview(answer.data)).toBe(false);
    });

    it("is refused, or stored with only clean text", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...stored.text),
          fc.constantFrom(...HIDDEN_CHARACTERS),
          fc.nat(),
          async (field, char, at) => {
            const form = stored.form(fx);
            const value = form[field]!;
            const cut = at % (value.length + 1);
            form[field] = value.slice(0, cut) + char + value.slice(cut);
            await send(form, { field, char, form });
          },
        ),
        { numRuns: RUNS },
      );
    }, 60_000);
  });

  it.each(FORM_ROUTES)(
    "%s: a body that is not a form (JSON, text, broken multipart) is refused below 500",
    async (name) => {
      const target = TARGETS[name]!;
      const action = await loadAction(name);
      const arbitrary = fc.record({
        role: fc.constantFrom(...ROLES),
        body: unreadableBody,
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ role, body }) => {
          await restoreFixtures(role);
          const own = target.ids?.(fx)[0] ?? uuid;
          const request = new Request(`${ORIGIN}${target.path(own)}`, {
            method: "POST",
            body: body.text,
            headers: {
              cookie: await cookieFor(role, target),
              origin: ORIGIN,
              ...(body.type ? { "content-type": body.type } : {}),
            },
          });
          const params: Record<string, string> = target.param ? { [target.param]: own } : {};
          await checkOne(name, role, action, request, params, body);
        }),
        { numRuns: 4 },
      );
    },
  );

  it("api.stripe.webhook: unsigned or wrongly signed random bodies answer 400 and store nothing", async () => {
    const action = await loadAction("api.stripe.webhook");
    const event = fc.record({
      id: fc.oneof(hostileString, fc.constant("evt_fuzz")),
      type: fc.constantFrom(
        "checkout.session.completed",
        "customer.subscription.updated",
        "invoice.paid",
      ),
      data: fc.record({
        object: hostileJson({ id: ["sub_123"], subscription: ["sub_123"], customer: ["cus_1"] }),
      }),
    });
    const arbitrary = fc.record({
      body: fc.oneof(
        event.map((e) => JSON.stringify(e)),
        hostileString,
      ),
      signature: fc.option(
        fc.oneof(
          hostileString,
          fc
            .tuple(
              fc.integer({ min: 0 }),
              fc.string({
                unit: fc.constantFrom(..."0123456789abcdef"),
                minLength: 64,
                maxLength: 64,
              }),
            )
            .map(([t, v1]) => `t=${t},v1=${v1}`),
        ),
        { nil: undefined },
      ),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async (input) => {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (input.signature !== undefined) {
          headers["stripe-signature"] = input.signature.replace(/[^\x20-\x7e]/g, "");
        }
        const request = new Request(`${ORIGIN}/api/stripe/webhook`, {
          method: "POST",
          body: input.body,
          headers,
        });
        await checkOne("api.stripe.webhook", "visitor", action, request, {}, input, 400);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

describe("the fuzz covers every action", () => {
  it("each module in app/routes that exports an action has an entry in TARGETS", async () => {
    const folder = fileURLToPath(new URL("../routes/", import.meta.url));
    const files = readdirSync(folder).filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f));
    const withAction: string[] = [];
    for (const file of files) {
      const load = routeFiles[`/app/routes/${file}`];
      expect(load, `${file} is not reachable by import.meta.glob`).toBeDefined();
      const mod = await load!();
      if (typeof mod.action === "function") withAction.push(routeName(file));
    }
    expect(withAction.length).toBeGreaterThan(0);
    const missing = withAction.filter((name) => !(name in TARGETS));
    const stale = Object.keys(TARGETS).filter((name) => !withAction.includes(name));
    expect(missing, "route actions without an entry in TARGETS (add one)").toEqual([]);
    expect(stale, "TARGETS entries whose route has no action").toEqual([]);
  });
});
