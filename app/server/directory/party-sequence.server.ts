/**
 * A party's iCalendar SEQUENCE (issue 25 item 5, ADR 082): `events.sequence` counts the changes
 * of its time or place that reached the public row, so calendar apps subscribed to a personal
 * feed replace their copy (RFC 5545 §3.8.7.4). Bumped in the same transaction as the change:
 * an unverified party's direct edit (owner-party-edit) or an approved change (review-changes).
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { events } from "./schema";

/** The party fields whose change bumps SEQUENCE (the ones attendees are mailed about). */
export const TIME_AND_PLACE_FIELDS: ReadonlySet<string> = new Set([
  "startDate",
  "endDate",
  "timeZone",
  "customLocation",
  "lat",
  "lng",
]);

type Value = Date | string | number | boolean | null | undefined;

const same = (a: Value, b: Value) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** Whether `after` moves the party's time or place compared with `before` (fields it lacks: kept). */
export function movesParty(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): boolean {
  return [...TIME_AND_PLACE_FIELDS].some(
    (field) => field in after && !same(before[field] as Value, after[field] as Value),
  );
}

/** Adds one to the event's `sequence`, inside the caller's transaction. */
export async function bumpSequence(tx: Database, eventId: string): Promise<void> {
  await tx
    .update(events)
    .set({ sequence: sql`${events.sequence} + 1` })
    .where(eq(events.id, eventId));
}
