/**
 * The daily digest of new events from follows (issue 25 item 2, ADR 083). When a party becomes
 * public to a center's or community's followers, the directory's `published` hook records it in
 * `follow_digest_items` inside that transaction (`recordPublished`). Every day at 16:00 UTC one
 * job on the durable queue (ADR 074), keyed by its day, takes every recorded row and, in one
 * transaction, deletes them and queues one `follow_digest` mail per follower with anything new
 * (key `follow-digest:{day}:{userId}`): at most one digest a day per follower, also when the job
 * runs twice or on two instances. Events no longer public by then (unverified, declined, ended,
 * deleted), and the follower's own, are left out; an event a follower sees through both its
 * center and its community is listed once.
 */
import { inArray, or } from "drizzle-orm";
import { localizeHref } from "~/i18n/locales";
import { findProfiles } from "../auth/index.server";
import type { Database } from "../db/client.server";
import {
  digestEventsOf,
  type DigestEvent,
  type PublishedAudience,
} from "../directory/index.server";
import type { Clock, Jobs } from "../jobs/index.server";
import { followDigestEmail, type MailQueue } from "../mail/index.server";
import { followDigestItems, follows } from "./schema";

/** The queue of the daily run. */
export const FOLLOW_DIGEST_QUEUE = "follow-digest";
/** The hour of the day (UTC) it runs: morning in the Americas, afternoon in Europe. */
export const FOLLOW_DIGEST_HOUR_UTC = 16;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first digest time (16:00 UTC) strictly after `now`. */
export function nextFollowDigestAt(now: Date): Date {
  const at = new Date(now);
  at.setUTCHours(FOLLOW_DIGEST_HOUR_UTC, 0, 0, 0);
  return at.getTime() > now.getTime() ? at : new Date(at.getTime() + DAY_MS);
}

/**
 * Records a party made public to `audiences` for the next digest; called by the directory's
 * `published` hook inside the publishing transaction. Recording it again changes nothing.
 * @param tx the publishing transaction (or the database)
 * @throws the database error (the publication then rolls back)
 */
export async function recordPublished(
  tx: Database,
  input: { eventId: string; audiences: readonly PublishedAudience[] },
): Promise<void> {
  if (input.audiences.length === 0) return;
  await tx
    .insert(followDigestItems)
    .values(input.audiences.map((audience) => ({ eventId: input.eventId, audience })))
    .onConflictDoNothing();
}

/** One follower's digest: who, and the new events they may see (soonest first). */
export interface FollowerDigest {
  userId: string;
  events: DigestEvent[];
}

/**
 * Who gets which of the recorded events: the followers of each public event's center (center
 * rows) and community (community rows), each event once per follower, never their own.
 * @param db the digest's transaction
 * @param items the recorded rows; @param found the ones still public (`digestEventsOf`)
 * @returns one entry per follower with at least one event, in user id order
 */
export async function digestsFor(
  db: Database,
  items: readonly { eventId: string; audience: PublishedAudience }[],
  found: ReadonlyMap<string, DigestEvent>,
): Promise<FollowerDigest[]> {
  const byCenter = new Map<string, DigestEvent[]>();
  const byCommunity = new Map<string, DigestEvent[]>();
  for (const { eventId, audience } of items) {
    const event = found.get(eventId);
    const target = audience === "center" ? event?.centerId : event?.communityId;
    if (!event || !target) continue;
    const map = audience === "center" ? byCenter : byCommunity;
    map.set(target, [...(map.get(target) ?? []), event]);
  }
  if (byCenter.size + byCommunity.size === 0) return [];
  const conditions = [];
  if (byCenter.size > 0) conditions.push(inArray(follows.centerId, [...byCenter.keys()]));
  if (byCommunity.size > 0) {
    conditions.push(inArray(follows.communityId, [...byCommunity.keys()]));
  }
  const rows = await db
    .select({
      userId: follows.userId,
      centerId: follows.centerId,
      communityId: follows.communityId,
    })
    .from(follows)
    .where(or(...conditions));
  const perUser = new Map<string, Map<string, DigestEvent>>();
  for (const row of rows) {
    const seen =
      (row.centerId ? byCenter.get(row.centerId) : byCommunity.get(row.communityId!)) ?? [];
    for (const event of seen) {
      if (event.organiserId === row.userId) continue;
      const mine = perUser.get(row.userId) ?? new Map<string, DigestEvent>();
      mine.set(event.id, event);
      perUser.set(row.userId, mine);
    }
  }
  return [...perUser.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([userId, events]) => ({
      userId,
      events: [...events.values()].sort(
        (a, b) => a.startDate.getTime() - b.startDate.getTime() || (a.id < b.id ? -1 : 1),
      ),
    }));
}

/** What the daily run needs. */
export interface FollowDigestDeps {
  db: Database;
  jobs: Jobs;
  clock: Clock;
  mailQueue: MailQueue;
  /** The site's public origin, for the links. */
  publicUrl: string;
}

/**
 * Queues the next daily run (idempotent: the job is keyed by its day). The runtime calls it after
 * the queue started; each run schedules the next.
 */
export async function scheduleFollowDigest(
  deps: Pick<FollowDigestDeps, "jobs" | "clock">,
): Promise<void> {
  const at = nextFollowDigestAt(deps.clock.now());
  const day = at.toISOString().slice(0, 10);
  await deps.jobs.send(
    FOLLOW_DIGEST_QUEUE,
    { day },
    { runAt: at, singletonKey: `follow-digest-run:${day}` },
  );
}

/**
 * One run: in one transaction, takes (deletes) every recorded row and queues each follower's
 * digest on the mail queue (kind `follow_digest`: nothing for an account that switched it off;
 * key per follower and day). A failure rolls both back and the job is retried.
 * @param day the run's day (YYYY-MM-DD), part of each mail's key
 * @returns how many digests were queued
 */
export async function runFollowDigest(deps: FollowDigestDeps, day: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const items = await tx.delete(followDigestItems).returning({
      eventId: followDigestItems.eventId,
      audience: followDigestItems.audience,
    });
    if (items.length === 0) return 0;
    const found = await digestEventsOf(
      tx,
      items.map((item) => item.eventId),
      deps.clock.now(),
    );
    const digests = await digestsFor(tx, items, found);
    const profiles = await findProfiles(
      tx,
      digests.map((digest) => digest.userId),
    );
    let queued = 0;
    for (const digest of digests) {
      const profile = profiles.get(digest.userId);
      if (!profile) continue;
      // In the gamer's language (issue 28), links to the pages in that language.
      const { email, locale } = profile;
      const result = await deps.mailQueue.enqueue({
        tx,
        to: { kind: "account", userId: digest.userId, email },
        kind: "follow_digest",
        singletonKey: `follow-digest:${day}:${digest.userId}`,
        content: ({ unsubscribeUrl }) =>
          followDigestEmail({
            events: digest.events.map((event) => ({
              eventName: event.name,
              startDate: event.startDate,
              endDate: event.endDate,
              timeZone: event.timeZone,
              where: event.where,
              link: `${deps.publicUrl}${localizeHref(locale, `/events/${event.id}`)}`,
            })),
            unsubscribeUrl,
            settingsUrl: `${deps.publicUrl}${localizeHref(locale, "/me/notifications")}`,
            locale,
          }),
      });
      if (result.queued) queued += 1;
    }
    return queued;
  });
}

/**
 * Registers the daily run's handler on the queue (before it starts): runs the digest for its day,
 * then schedules the next day's run.
 */
export function registerFollowDigest(deps: FollowDigestDeps): void {
  deps.jobs.register<{ day: string }>(FOLLOW_DIGEST_QUEUE, async ({ day }) => {
    await runFollowDigest(deps, day);
    await scheduleFollowDigest(deps);
  });
}
