/**
 * Demo accounts of local mode (issue 24 item 1, "A newcomer's first hour"; ADR 071): on the
 * start that seeds the demo data, a demo administrator and a demo owner are created through
 * better-auth with a verified e-mail. The owner gets the demo items marked `ownedByDemoAccount`
 * (a center in its own community and a party there), and the center's LAN Center Subscription is
 * paid the way an owner pays: our checkout, the local Stripe emulator's payment, then the same
 * sync /success runs. A demo gamer (issue 25 item 1, ADR 076) follows that center and is going
 * to the next two verified demo parties. The credentials are fixed and documented (README "Two commands"); the
 * start-up log prints them. Production mode never loads this folder (the runtime imports it only
 * in local mode; app/server/production-start.server.test.ts).
 */
import { and, asc, eq, gt } from "drizzle-orm";
import { findUserByEmail } from "../auth/accounts.server";
import type { Auth } from "../auth/auth.server";
import { roleFor, upsertProfile } from "../auth/profiles.server";
import {
  startCheckout,
  syncSubscriptionFromCheckoutSession,
  type StripeBilling,
} from "../billing/index.server";
import { DEMO_ADMIN_EMAIL } from "../config.server";
import type { Database } from "../db/client.server";
import { events, locations } from "../directory/schema";
import { rsvp } from "../attendance/index.server";
import { follow } from "../follows/index.server";
import { demoCommunities } from "./demo-data";
import { DEMO_ADMIN_USER_ID, isDirectoryEmpty, seedDemoData } from "./seed.server";
import type { StripeEmulator } from "./stripe-emulator.server";

/** The password of every demo account: local mode only, printed at start and in the README. */
export const DEMO_PASSWORD = "lan-center-demo";

/** The demo owner's address. */
export const DEMO_OWNER_EMAIL = "owner@demo.lancenter.example";

/** The demo gamer's address (issue 25 item 1). */
export const DEMO_GAMER_EMAIL = "gamer@demo.lancenter.example";

/** Who a demo account stands for. */
export type DemoRole = "admin" | "owner" | "gamer";

/** One demo account: its role, sign-in and the names of its profile. */
export interface DemoAccount {
  role: DemoRole;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * The demo accounts, in the order the log prints them. The admin's address counts as an admin
 * address through the configuration (`DEMO_ADMIN_EMAIL`, local mode with demo data only).
 * The gamer signed up as 'I play' (ADR 076): /me is its page, and the navigation has no Dashboard.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: "admin",
    email: DEMO_ADMIN_EMAIL,
    password: DEMO_PASSWORD,
    firstName: "Demo",
    lastName: "Admin",
  },
  {
    role: "owner",
    email: DEMO_OWNER_EMAIL,
    password: DEMO_PASSWORD,
    firstName: "Demo",
    lastName: "Owner",
  },
  {
    role: "gamer",
    email: DEMO_GAMER_EMAIL,
    password: DEMO_PASSWORD,
    firstName: "Demo",
    lastName: "Gamer",
  },
];

/** The test card the emulator accepts (README "Going live with Stripe"). */
const PAYING_CARD = "4242 4242 4242 4242";

/** The local Stripe emulator and where its webhooks go normally. */
export interface DemoEmulator {
  api: Pick<StripeEmulator, "setWebhookTarget" | "payCheckoutSession" | "idle" | "save">;
  /** The site's webhook endpoint, restored after the demo payment. */
  webhookTarget: string | undefined;
}

/** What the demo seeding uses. */
export interface DemoSeedDeps {
  db: Database;
  auth: Auth;
  /** The configured admin addresses (with `DEMO_ADMIN_EMAIL` in local mode with demo data). */
  adminEmails: readonly string[];
  billing: Pick<StripeBilling, "stripe" | "plans">;
  /** The emulator, when payments run on it; undefined with real Stripe keys. */
  emulator: DemoEmulator | undefined;
  /** The site's public origin (Checkout's return URLs). */
  publicUrl: string;
}

/** What `seedDemoWorld` did. */
export interface DemoSeedResult {
  /** False when the directory was not empty: nothing was created. */
  seeded: boolean;
  centers: number;
  /** The accounts created (or found), with their user ids. */
  accounts: (DemoAccount & { userId: string })[];
  /** The demo owner's center, and how it is on the map: a paid plan or a complimentary listing. */
  ownerCenter: { id: string; name: string; listing: "paid" | "complimentary" } | null;
}

/**
 * Creates a demo account through better-auth with its e-mail verified, and its profile, or takes
 * the existing one (a start that stopped half-way).
 * @returns the better-auth user id
 * @throws better-auth's or the database's error
 */
export async function ensureDemoAccount(
  deps: Pick<DemoSeedDeps, "db" | "auth" | "adminEmails">,
  account: DemoAccount,
): Promise<string> {
  const existing = await findUserByEmail(deps.db, account.email);
  if (existing) return existing.id;
  const { user } = await deps.auth.api.createUser({
    body: {
      email: account.email,
      password: account.password,
      name: `${account.firstName} ${account.lastName}`,
      data: { emailVerified: true },
    },
  });
  await upsertProfile(deps.db, {
    userId: user.id,
    email: account.email,
    role: roleFor(account.email, true, deps.adminEmails),
    firstName: account.firstName,
    lastName: account.lastName,
    intent: account.role === "gamer" ? "play" : "run",
  });
  return user.id;
}

/**
 * Pays the LAN Center Subscription of the owner's center in the emulator: our checkout (which
 * records the session), the emulator's payment with the test card, then the sync /success runs.
 * The emulator's webhooks are held meanwhile (the site is not listening yet while it starts;
 * the sync has written what they would).
 * @throws when the payment or the sync does not end with a subscription
 */
export async function payDemoPlan(
  deps: Pick<DemoSeedDeps, "db" | "billing" | "publicUrl"> & { emulator: DemoEmulator },
  input: { userId: string; email: string; locationId: string },
): Promise<void> {
  const { db, billing, emulator } = deps;
  const checkout = await startCheckout({
    db,
    stripe: billing.stripe,
    plans: billing.plans,
    userId: input.userId,
    userEmail: input.email,
    locationId: input.locationId,
    planId: "subscription",
    baseUrl: deps.publicUrl,
  });
  emulator.api.setWebhookTarget(undefined);
  try {
    const payment = emulator.api.payCheckoutSession(checkout.sessionId, PAYING_CARD);
    if (!payment.paid) throw new Error(`demo payment declined: ${payment.declineMessage}`);
    await emulator.api.idle();
  } finally {
    emulator.api.setWebhookTarget(emulator.webhookTarget);
  }
  emulator.api.save();
  const synced = await syncSubscriptionFromCheckoutSession({
    db,
    stripe: billing.stripe,
    plans: billing.plans,
    userId: input.userId,
    sessionId: checkout.sessionId,
  });
  if (synced.kind !== "ready") throw new Error(`demo subscription not recorded (${synced.kind})`);
}

/**
 * Seeds an empty directory with the demo data and the demo accounts: the accounts first, then
 * the data with the owner's items, then the owner's plan (paid in the emulator; with real Stripe
 * keys a complimentary listing instead, as no test payment can be made at start). Does nothing
 * when the directory has centers or communities.
 * @param now anchors the demo event dates (ms since epoch)
 * @returns what was created
 * @throws better-auth's, the database's or the emulator's error
 */
export async function seedDemoWorld(deps: DemoSeedDeps, now = Date.now()): Promise<DemoSeedResult> {
  if (!(await isDirectoryEmpty(deps.db))) {
    return { seeded: false, centers: 0, accounts: [], ownerCenter: null };
  }
  const accounts: DemoSeedResult["accounts"] = [];
  for (const account of DEMO_ACCOUNTS) {
    accounts.push({ ...account, userId: await ensureDemoAccount(deps, account) });
  }
  const owner = accounts.find((account) => account.role === "owner")!;
  const seeded = await seedDemoData(deps.db, now, { demoAccountId: owner.userId });
  if (!seeded.seeded || !seeded.accountCenterId) {
    return { seeded: seeded.seeded, centers: seeded.centers, accounts, ownerCenter: null };
  }
  const locationId = seeded.accountCenterId;
  const name =
    demoCommunities.flatMap((c) => c.centers).find((c) => c.ownedByDemoAccount)?.organizationName ??
    "";
  // Once the owner's center is public, the demo gamer follows it (issue 25 item 2) and is going
  // to the next two verified demo parties (item 3), so /me and Attendees (N) show something.
  const gamerFollows = async () => {
    const gamer = accounts.find((account) => account.role === "gamer");
    if (!gamer) return;
    await follow(deps.db, { userId: gamer.userId, target: { kind: "center", id: locationId } });
    const next = await deps.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.verified, true), gt(events.startDate, new Date(now))))
      .orderBy(asc(events.startDate))
      .limit(2);
    for (const party of next) {
      await rsvp(deps.db, { userId: gamer.userId, eventId: party.id, now: new Date(now) });
    }
  };
  if (deps.emulator) {
    await payDemoPlan(
      { ...deps, emulator: deps.emulator },
      { userId: owner.userId, email: owner.email, locationId },
    );
    await gamerFollows();
    return {
      seeded: true,
      centers: seeded.centers,
      accounts,
      ownerCenter: { id: locationId, name, listing: "paid" },
    };
  }
  await deps.db
    .update(locations)
    .set({ complimentaryAt: new Date(now), complimentaryBy: DEMO_ADMIN_USER_ID })
    .where(eq(locations.id, locationId));
  await gamerFollows();
  return {
    seeded: true,
    centers: seeded.centers,
    accounts,
    ownerCenter: { id: locationId, name, listing: "complimentary" },
  };
}

/**
 * The start-up log's lines about the demo accounts: each address and password, where the mail
 * goes, and what the owner has.
 */
export function describeDemoAccounts(result: DemoSeedResult): string[] {
  if (result.accounts.length === 0) return [];
  const lines = [
    "demo accounts (local mode only; sign in at /login; every e-mail lands in /dev/outbox):",
  ];
  for (const account of result.accounts) {
    lines.push(`  ${account.role}: ${account.email} / ${account.password}`);
  }
  if (result.ownerCenter) {
    lines.push(
      result.ownerCenter.listing === "paid"
        ? `  the owner's ${result.ownerCenter.name} has a LAN Center Subscription paid in the Stripe emulator, and a party`
        : `  the owner's ${result.ownerCenter.name} has a complimentary listing (real Stripe keys: pay at /payment with a test card), and a party`,
    );
    if (result.accounts.some((account) => account.role === "gamer")) {
      lines.push(
        `  the gamer follows ${result.ownerCenter.name} and is going to the next two parties (see /me)`,
      );
    }
  }
  return lines;
}
