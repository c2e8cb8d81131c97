/**
 * Moderation of reviews (issue 27 item 3, ADR 087): the admin's queue (held reviews, reviews with
 * open reports, and hidden ones to restore) and the decisions Publish, Hide (with a reason mailed
 * to the author) and Restore. Each decision locks the review, moves the center's aggregate,
 * closes the open reports, queues its mail and writes its log row (who, when, what, why) in one
 * transaction; of two admins deciding at once the second gets 409. An admin who owns the center
 * cannot decide on its reviews: owners only reply or report.
 */
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { BASE_LOCALE, localizeHref } from "~/i18n/locales";
import { m } from "~/paraglide/messages";
import type { Database } from "../db/client.server";
import { findAccountFacts, findProfiles } from "../auth/index.server";
import { describeRatedCenters } from "../directory/index.server";
import { AppError } from "../errors/app-error";
import { reviewHiddenEmail, reviewRestoredEmail } from "../mail/index.server";
import { shiftRating } from "./aggregate.server";
import { REPORT_REASON_LABELS, type ReportReason } from "./input.server";
import { mailOwnerOfNewReview, reviewLink, type ReviewDeps } from "./reviews.server";
import { reviewDecisions, reviewReports, reviews, reviewVersions } from "./schema";

/** An admin's decision on a review. */
export type ReviewDecision =
  { decision: "publish" } | { decision: "hide"; reason: string } | { decision: "restore" };

export const MODERATION_ERRORS = {
  notFound: "This review no longer exists.",
  ownCenter: "You can't moderate reviews of your own LAN center. You can reply or report.",
  publishHidden: "This review is hidden. Use Restore to show it again.",
  alreadyHidden: "This review is already hidden.",
  notHidden: "Only a hidden review can be restored.",
} as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applies an admin's decision to a review.
 * - Publish: a held review becomes public (counted, the owner mailed); on a public review with
 *   reports it keeps it and closes the reports.
 * - Hide: a held or public review is hidden (uncounted), the author mailed with the reason.
 * - Restore: a hidden review is public again (counted), the author mailed.
 * @returns the review's new status and center
 * @throws AppError 404 `reviews.decision_not_found`, 403 `reviews.decision_own_center`, 409
 *   `reviews.decision_conflict` (the review is not in a state the decision applies to)
 */
export async function decideReview(
  deps: ReviewDeps,
  input: { adminId: string; reviewId: string } & ReviewDecision,
): Promise<{ status: "published" | "hidden"; centerId: string }> {
  if (!UUID_PATTERN.test(input.reviewId)) {
    throw new AppError("reviews.decision_not_found", MODERATION_ERRORS.notFound, 404);
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [review] = await tx
      .select()
      .from(reviews)
      .where(eq(reviews.id, input.reviewId))
      .for("update");
    if (!review) throw new AppError("reviews.decision_not_found", MODERATION_ERRORS.notFound, 404);
    const center = (await describeRatedCenters(tx, [review.centerId])).get(review.centerId);
    if (center?.ownerId === input.adminId) {
      throw new AppError("reviews.decision_own_center", MODERATION_ERRORS.ownCenter, 403);
    }
    const conflict = (message: string) => new AppError("reviews.decision_conflict", message, 409);
    const author = await findAccountFacts(tx, review.authorId);
    // The author's mails are in their language (issue 28), links to the pages in it.
    const locale = author?.locale ?? BASE_LOCALE;
    const centerName = center?.name ?? m.mail_fallback_a_center({}, { locale });
    const link = reviewLink(deps.publicUrl, review.centerId, review.id, locale);
    const toAuthor = author?.emailVerified
      ? { kind: "account" as const, userId: review.authorId, email: author.email }
      : null;
    let status: "published" | "hidden";
    if (input.decision === "publish") {
      if (review.status === "hidden") throw conflict(MODERATION_ERRORS.publishHidden);
      status = "published";
      if (review.status === "held") {
        await shiftRating(tx, review.centerId, review.rating, 1);
        await mailOwnerOfNewReview(deps, tx, review);
      }
    } else if (input.decision === "hide") {
      if (review.status === "hidden") throw conflict(MODERATION_ERRORS.alreadyHidden);
      status = "hidden";
      if (review.status === "published") {
        await shiftRating(tx, review.centerId, review.rating, -1);
      }
      if (toAuthor) {
        await deps.mailQueue.enqueue({
          tx,
          to: toAuthor,
          content: await reviewHiddenEmail({
            centerName,
            rating: review.rating,
            link,
            reason: input.reason,
            guidelines: `${deps.publicUrl}${localizeHref(locale, "/review-guidelines")}`,
            locale,
          }),
        });
      }
    } else {
      if (review.status !== "hidden") throw conflict(MODERATION_ERRORS.notHidden);
      status = "published";
      await shiftRating(tx, review.centerId, review.rating, 1);
      if (toAuthor) {
        await deps.mailQueue.enqueue({
          tx,
          to: toAuthor,
          content: await reviewRestoredEmail({
            centerName,
            rating: review.rating,
            link,
            locale,
          }),
        });
      }
    }
    await tx.update(reviews).set({ status }).where(eq(reviews.id, review.id));
    await tx
      .update(reviewReports)
      .set({ resolvedAt: now })
      .where(and(eq(reviewReports.reviewId, review.id), isNull(reviewReports.resolvedAt)));
    await tx.insert(reviewDecisions).values({
      reviewId: review.id,
      decidedBy: input.adminId,
      decision: input.decision,
      reason: input.decision === "hide" ? input.reason : null,
      decidedAt: now,
    });
    return { status, centerId: review.centerId };
  });
}

/** A review in the admin's queue. */
export interface QueuedReview {
  id: string;
  status: "held" | "published" | "hidden";
  center: { id: string; name: string };
  author: { email: string; name: string };
  rating: number;
  equipment: number | null;
  network: number | null;
  staff: number | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  /** Open reports per reason label, e.g. `[["Spam", 2]]`. */
  openReports: [string, number][];
  /** Earlier texts, newest first. */
  versions: { body: string; rating: number; writtenAt: Date }[];
  /** The decisions on it, newest first: who (e-mail), when, what, why. */
  decisions: { by: string; at: Date; decision: string; reason: string | null }[];
}

/** The admin's queue: held reviews, public ones with open reports, and the newest hidden ones. */
export interface ModerationQueue {
  held: QueuedReview[];
  reported: QueuedReview[];
  hidden: QueuedReview[];
}

/** Reviews shown per list of the queue at most. */
export const QUEUE_LIMIT = 100;

/** The admin's moderation queue (/admin/reviews), oldest first within held and reported. */
export async function loadModerationQueue(db: Database): Promise<ModerationQueue> {
  const openReport = sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.resolvedAt} is null)`;
  const queued = await db
    .select()
    .from(reviews)
    .where(or(eq(reviews.status, "held"), and(eq(reviews.status, "published"), openReport)))
    .orderBy(reviews.createdAt)
    .limit(QUEUE_LIMIT * 2);
  const hidden = await db
    .select()
    .from(reviews)
    .where(eq(reviews.status, "hidden"))
    .orderBy(desc(reviews.createdAt))
    .limit(QUEUE_LIMIT);
  const all = [...queued, ...hidden];
  const ids = all.map((review) => review.id);
  if (ids.length === 0) return { held: [], reported: [], hidden: [] };
  const reports = await db
    .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason })
    .from(reviewReports)
    .where(and(inArray(reviewReports.reviewId, ids), isNull(reviewReports.resolvedAt)));
  const versions = await db
    .select()
    .from(reviewVersions)
    .where(inArray(reviewVersions.reviewId, ids))
    .orderBy(desc(reviewVersions.replacedAt));
  const decisions = await db
    .select()
    .from(reviewDecisions)
    .where(inArray(reviewDecisions.reviewId, ids))
    .orderBy(desc(reviewDecisions.decidedAt));
  const centers = await describeRatedCenters(
    db,
    all.map((review) => review.centerId),
  );
  const profiles = await findProfiles(db, [
    ...all.map((review) => review.authorId),
    ...decisions.flatMap((decision) => (decision.decidedBy ? [decision.decidedBy] : [])),
  ]);
  const describe = (review: (typeof all)[number]): QueuedReview => {
    const counts = new Map<string, number>();
    for (const report of reports) {
      if (report.reviewId !== review.id) continue;
      const label = REPORT_REASON_LABELS[report.reason as ReportReason];
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    const profile = profiles.get(review.authorId);
    return {
      id: review.id,
      status: review.status,
      center: { id: review.centerId, name: centers.get(review.centerId)?.name ?? "(deleted)" },
      author: { email: profile?.email ?? "(unknown)", name: profile?.displayName ?? "" },
      rating: review.rating,
      equipment: review.equipment,
      network: review.network,
      staff: review.staff,
      body: review.body,
      createdAt: review.createdAt,
      editedAt: review.editedAt,
      openReports: [...counts.entries()],
      versions: versions
        .filter((version) => version.reviewId === review.id)
        .map((version) => ({
          body: version.body,
          rating: version.rating,
          writtenAt: version.writtenAt,
        })),
      decisions: decisions
        .filter((decision) => decision.reviewId === review.id)
        .map((decision) => ({
          by:
            (decision.decidedBy && profiles.get(decision.decidedBy)?.email) ?? "(deleted account)",
          at: decision.decidedAt,
          decision: decision.decision,
          reason: decision.reason,
        })),
    };
  };
  return {
    held: queued
      .filter((review) => review.status === "held")
      .slice(0, QUEUE_LIMIT)
      .map(describe),
    reported: queued
      .filter((review) => review.status === "published")
      .slice(0, QUEUE_LIMIT)
      .map(describe),
    hidden: hidden.map(describe),
  };
}

/** How many reviews wait for the admin (held, or public with open reports). */
export async function countAwaitingModeration(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(
      or(
        eq(reviews.status, "held"),
        and(
          eq(reviews.status, "published"),
          sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.resolvedAt} is null)`,
        ),
      ),
    );
  return row?.n ?? 0;
}
