/**
 * The team's daily mail (issue 24 item 9): every day at 07:00 UTC, on the durable job queue
 * (ADR 074), what waits in the review queue and the last 24 hours' new and ended subscriptions,
 * to the support address. Nothing to report: no mail. Each day's run is one job keyed by its day,
 * so any number of instances schedule it once; the run schedules the next day's.
 */
import { countSubscriptionChanges } from "../billing/index.server";
import type { Database } from "../db/client.server";
import type { Clock, Jobs } from "../jobs/index.server";
import { adminDigestEmail, type MailQueue } from "../mail/index.server";
import { countPending } from "./review.server";

/** The queue of the daily run. */
export const ADMIN_DIGEST_QUEUE = "admin-digest";
/** The hour of the day (UTC) it runs. */
export const ADMIN_DIGEST_HOUR_UTC = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first 07:00 UTC strictly after `now`. */
export function nextDigestAt(now: Date): Date {
  const at = new Date(now);
  at.setUTCHours(ADMIN_DIGEST_HOUR_UTC, 0, 0, 0);
  return at.getTime() > now.getTime() ? at : new Date(at.getTime() + DAY_MS);
}

/** What the daily run needs. */
export interface AdminDigestDeps {
  db: Database;
  jobs: Jobs;
  clock: Clock;
  mailQueue: MailQueue;
  supportEmail: string;
  publicUrl: string;
}

/**
 * Queues the next daily run (idempotent: the job is keyed by its day). Call after the queue
 * started.
 */
export async function scheduleAdminDigest(deps: Pick<AdminDigestDeps, "jobs" | "clock">) {
  const at = nextDigestAt(deps.clock.now());
  const day = at.toISOString().slice(0, 10);
  await deps.jobs.send(ADMIN_DIGEST_QUEUE, { day }, { runAt: at, singletonKey: `digest:${day}` });
}

/**
 * Registers the daily run's handler on the queue (before it starts): counts, mails the team
 * when anything waits or changed (one mail per day, keyed), then schedules the next day.
 */
export function registerAdminDigest(deps: AdminDigestDeps): void {
  deps.jobs.register<{ day: string }>(ADMIN_DIGEST_QUEUE, async ({ day }) => {
    const to = new Date(`${day}T${String(ADMIN_DIGEST_HOUR_UTC).padStart(2, "0")}:00:00Z`);
    const from = new Date(to.getTime() - DAY_MS);
    const [pending, subscriptions] = await Promise.all([
      countPending(deps.db),
      countSubscriptionChanges(deps.db, { from, to }),
    ]);
    const waiting = {
      centers: pending.center,
      communities: pending.community,
      parties: pending.party,
      edits: pending.changes,
    };
    const anything =
      Object.values(waiting).some((n) => n > 0) || subscriptions.started + subscriptions.ended > 0;
    if (anything) {
      await deps.mailQueue.enqueue({
        to: { kind: "team", email: deps.supportEmail },
        content: await adminDigestEmail({
          day,
          waiting,
          subscriptions,
          reviewUrl: `${deps.publicUrl}/admin/review`,
        }),
        singletonKey: `admin-digest-mail:${day}`,
      });
    }
    await scheduleAdminDigest(deps);
  });
}
