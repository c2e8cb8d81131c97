/**
 * The owner's insights in Download my data and Delete account (issue 26 item 7, ADR 080's
 * registry). The rows hold no personal data (counts per listing and day); they belong to the
 * owner's listings, so the owner gets them in the export and they go with the account.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { listOwnInsightSubjects } from "../directory/index.server";
import { insightDaily, insightMonthly } from "./schema";

/**
 * The daily rows of every center and party `userId` created, and the monthly rows of days older
 * than 25 months (ADR 088).
 * @returns `[{ kind, id, name, days: [{ day, metric, count, uniques }], months: [{ month, metric,
 *   count, uniques }] }]`
 * @throws the database error
 */
export async function exportFor(db: Database, userId: string) {
  const subjects = await listOwnInsightSubjects(db, userId);
  const result = [];
  for (const subject of subjects) {
    const days = await db
      .select({
        day: insightDaily.day,
        metric: insightDaily.metric,
        count: insightDaily.count,
        uniques: insightDaily.uniques,
      })
      .from(insightDaily)
      .where(
        and(eq(insightDaily.subjectKind, subject.kind), eq(insightDaily.subjectId, subject.id)),
      )
      .orderBy(asc(insightDaily.day), asc(insightDaily.metric));
    const months = await db
      .select({
        month: insightMonthly.month,
        metric: insightMonthly.metric,
        count: insightMonthly.count,
        uniques: insightMonthly.uniques,
      })
      .from(insightMonthly)
      .where(
        and(eq(insightMonthly.subjectKind, subject.kind), eq(insightMonthly.subjectId, subject.id)),
      )
      .orderBy(asc(insightMonthly.month), asc(insightMonthly.metric));
    result.push({ kind: subject.kind, id: subject.id, name: subject.name, days, months });
  }
  return result;
}

/**
 * Deletes the insights of every center and party `userId` created, inside the deletion's
 * transaction, before the directory deletes the listings themselves. Today's visitor keys stay
 * until the salt rotates: a key names no listing (ADR 108), so none can be picked out.
 * @throws the database error
 */
export async function eraseFor(tx: Database, userId: string): Promise<void> {
  const subjects = await listOwnInsightSubjects(tx, userId);
  for (const kind of ["center", "event"] as const) {
    const ids = subjects.filter((s) => s.kind === kind).map((s) => s.id);
    if (ids.length === 0) continue;
    await tx
      .delete(insightDaily)
      .where(and(eq(insightDaily.subjectKind, kind), inArray(insightDaily.subjectId, ids)));
    await tx
      .delete(insightMonthly)
      .where(and(eq(insightMonthly.subjectKind, kind), inArray(insightMonthly.subjectId, ids)));
  }
}
