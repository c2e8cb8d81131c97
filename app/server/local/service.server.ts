/**
 * The local stand-ins' service (local mode only; ADR 007): the dev outbox page, the test-only
 * LAN center of /dev/seed-center and the demo data with the demo accounts (ADR 071). The runtime loads this module with a
 * dynamic `import()` only when not in production mode, so production never loads
 * app/server/local/.
 */
import type { Auth } from "../auth/auth.server";
import type { StripeBilling } from "../billing/index.server";
import type { Database } from "../db/client.server";
import { listOutbox } from "../mail/outbox.server";
import type { Jobs } from "../jobs/index.server";
import { advanceAppClock, type OffsetClock } from "./app-clock.server";
import { advanceBillingClock } from "./billing-clock.server";
import { createDevCenter } from "./dev-centers.server";
import { createDevSession, type DevSessionInput } from "./dev-session.server";
import { openRacingCheckout } from "./racing-checkout.server";
import { seedDemoWorld, type DemoEmulator } from "./demo-accounts.server";

/**
 * Builds the local service.
 * @param deps the database, better-auth, ADMIN_EMAILS, the Stripe client, the emulator (when
 *   payments run on it) and the public URL
 * @returns the dev pages' functions with their dependencies closed over
 */
export function createLocalService(deps: {
  db: Database;
  auth: Auth;
  adminEmails: readonly string[];
  billing: StripeBilling;
  /** The running Stripe emulator and the site's webhook URL; undefined with real keys. */
  emulator?: DemoEmulator;
  publicUrl: string;
  /** The movable app clock and the job queue (APP_TEST_CLOCK only, ADR 084). */
  appClock?: { clock: OffsetClock; jobs: Jobs } | undefined;
}) {
  const { db } = deps;
  return {
    /** The dev outbox, newest first (at most `limit`, default 100). */
    listOutbox: (input: { limit?: number } = {}) => listOutbox(db, input.limit),
    /** Creates an unverified LAN center owned by `userId`. @returns its id */
    createDevCenter: (input: { userId: string; name: string }) =>
      createDevCenter(db, input.userId, input.name),
    /**
     * Creates (or takes) a verified account and signs it in, for the browser tests' `login`
     * fixture. @returns the user and the session's Set-Cookie values @throws AppError
     */
    createDevSession: (input: DevSessionInput) =>
      createDevSession({ db, auth: deps.auth, adminEmails: deps.adminEmails }, input),
    /**
     * Opens a second Checkout Session for one of the user's centers past our checkout's
     * one-payment rule (emulator only; ADR 032). @returns the hosted page URL @throws AppError
     */
    openRacingCheckout: (input: {
      userId: string;
      userEmail: string;
      locationId: string;
      planId: string;
    }) => openRacingCheckout({ db, billing: deps.billing, publicUrl: deps.publicUrl }, input),
    /**
     * Advances the user's billing test clock by `days` (emulator only; ADR 051).
     * @returns the clock's new time (seconds since epoch) @throws AppError
     */
    advanceBillingClock: (input: { userId: string; days: number }) =>
      advanceBillingClock({ db, billing: deps.billing }, input),
    /**
     * Moves the app clock `seconds` forward and runs the jobs that came due (ADR 084).
     * @returns the new time and offset @throws AppError 404 without APP_TEST_CLOCK, 400 for a
     *   bad `seconds`
     */
    advanceAppClock: (input: { seconds: number }) => advanceAppClock(deps.appClock, input),
    /** Whether the movable app clock is on (APP_TEST_CLOCK, ADR 084). */
    hasAppClock: () => deps.appClock !== undefined,
    /**
     * Inserts the demo data and the demo accounts (an admin; an owner with a paid center and a
     * party) into an empty directory (issue 24 item 1).
     * @returns whether it did, how much, and the accounts @throws better-auth, database or
     *   emulator errors
     */
    seedDemoData: () =>
      seedDemoWorld({
        db,
        auth: deps.auth,
        adminEmails: deps.adminEmails,
        billing: deps.billing,
        emulator: deps.emulator,
        publicUrl: deps.publicUrl,
      }),
  };
}

/** The local stand-ins' service object (null in production mode). */
export type LocalService = ReturnType<typeof createLocalService>;
