/**
 * A person's reviews, replies, reports and Helpful votes for 'Download my data', and their removal
 * on account deletion (issue 25 item 7, issue 27; ADR 080, ADR 087). Erasure runs in the
 * deletion's transaction: the centers' aggregates and the reviews' Helpful counts are moved in it
 * too. The admin's decisions keep their log rows with the admin's id cleared.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { shiftRating } from "./aggregate.server";
import {
  reviewDecisions,
  reviewReplies,
  reviewReports,
  reviews,
  reviewVersions,
  reviewVotes,
} from "./schema";

/** What the export holds of one account (ISO times). */
export interface ExportedReviewData {
  reviews: {
    id: string;
    centerId: string;
    rating: number;
    equipment: number | null;
    network: number | null;
    staff: number | null;
    text: string;
    status: string;
    writtenAt: string;
    editedAt: string | null;
    earlierVersions: { rating: number; text: string; writtenAt: string }[];
  }[];
  replies: { reviewId: string; text: string; writtenAt: string; editedAt: string | null }[];
  reports: { reviewId: string; reason: string; reportedAt: string }[];
  helpfulVotes: { reviewId: string; votedAt: string }[];
}

/** Everything this area stores about `userId`. */
export async function exportReviewData(db: Database, userId: string): Promise<ExportedReviewData> {
  const own = await db
    .select()
    .from(reviews)
    .where(eq(reviews.authorId, userId))
    .orderBy(reviews.createdAt);
  const versions =
    own.length === 0
      ? []
      : await db
          .select()
          .from(reviewVersions)
          .where(
            inArray(
              reviewVersions.reviewId,
              own.map((review) => review.id),
            ),
          )
          .orderBy(reviewVersions.writtenAt);
  const replies = await db.select().from(reviewReplies).where(eq(reviewReplies.authorId, userId));
  const reports = await db.select().from(reviewReports).where(eq(reviewReports.reporterId, userId));
  const votes = await db.select().from(reviewVotes).where(eq(reviewVotes.userId, userId));
  return {
    reviews: own.map((review) => ({
      id: review.id,
      centerId: review.centerId,
      rating: review.rating,
      equipment: review.equipment,
      network: review.network,
      staff: review.staff,
      text: review.body,
      status: review.status,
      writtenAt: review.createdAt.toISOString(),
      editedAt: review.editedAt?.toISOString() ?? null,
      earlierVersions: versions
        .filter((version) => version.reviewId === review.id)
        .map((version) => ({
          rating: version.rating,
          text: version.body,
          writtenAt: version.writtenAt.toISOString(),
        })),
    })),
    replies: replies.map((reply) => ({
      reviewId: reply.reviewId,
      text: reply.body,
      writtenAt: reply.createdAt.toISOString(),
      editedAt: reply.editedAt?.toISOString() ?? null,
    })),
    reports: reports.map((report) => ({
      reviewId: report.reviewId,
      reason: report.reason,
      reportedAt: report.createdAt.toISOString(),
    })),
    helpfulVotes: votes.map((vote) => ({
      reviewId: vote.reviewId,
      votedAt: vote.createdAt.toISOString(),
    })),
  };
}

/**
 * Removes `userId`'s reviews (with their versions, replies, reports and votes), replies, reports
 * and votes, moving the centers' aggregates and the Helpful counts, and clears their id from the
 * decisions log.
 * @param tx the deletion's transaction
 */
export async function eraseReviewData(tx: Database, userId: string): Promise<void> {
  const votes = await tx
    .delete(reviewVotes)
    .where(eq(reviewVotes.userId, userId))
    .returning({ reviewId: reviewVotes.reviewId });
  if (votes.length > 0) {
    await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} - 1` })
      .where(
        inArray(
          reviews.id,
          votes.map((vote) => vote.reviewId),
        ),
      );
  }
  const gone = await tx.delete(reviews).where(eq(reviews.authorId, userId)).returning();
  for (const review of gone) {
    if (review.status === "published") await shiftRating(tx, review.centerId, review.rating, -1);
  }
  await tx.delete(reviewReplies).where(eq(reviewReplies.authorId, userId));
  await tx.delete(reviewReports).where(eq(reviewReports.reporterId, userId));
  await tx
    .update(reviewDecisions)
    .set({ decidedBy: null })
    .where(and(eq(reviewDecisions.decidedBy, userId)));
}
