/**
 * The reviews area's service (issue 27, ADR 087): write, edit and delete a review, the owner's
 * reply, reports, Helpful votes, the admin's moderation, the center page's reviews and the
 * viewer's own state, and the account export and erasure. Built once by `createServices` (which
 * wraps it with the public cache: every write that may change a center page empties it); routes
 * reach it as `servicesOf(context).reviews`.
 */
import type { Database } from "../db/client.server";
import type { Clock } from "../jobs/index.server";
import type { MailQueue } from "../mail/index.server";
import {
  parseHideReason,
  parseReply,
  parseReportReason,
  parseReviewForm,
  type ReportReason,
  type ReviewInput,
} from "./input.server";
import {
  countAwaitingModeration,
  decideReview,
  loadModerationQueue,
  type ModerationQueue,
  type ReviewDecision,
} from "./moderation.server";
import { exportReviewData, type ExportedReviewData } from "./personal-data.server";
import { ratingSummaries } from "./aggregate.server";
import {
  createReview,
  deleteReply,
  deleteReview,
  editReview,
  findOwnReview,
  getReviewPage,
  listCenterReviews,
  reportReview,
  saveReply,
  viewerState,
  voteHelpful,
  type CenterReviews,
  type OwnReview,
  type ReviewDeps,
  type ReviewPage,
  type ReviewSort,
  type ViewerReviewState,
  type WrittenReview,
} from "./reviews.server";

/** What the reviews service is built from. */
export interface ReviewsServiceDeps {
  db: Database;
  /** The mail queue (`services.mail.queue`): every notice is queued in the change's transaction. */
  mailQueue: MailQueue;
  publicUrl: string;
  clock: Clock;
}

/**
 * Builds the reviews service.
 * @returns the review functions with the database, mail queue and clock closed over
 */
export function createReviewsService(deps: ReviewsServiceDeps) {
  const reviewDeps: ReviewDeps = {
    db: deps.db,
    mailQueue: deps.mailQueue,
    publicUrl: deps.publicUrl,
    now: () => deps.clock.now(),
  };
  const { db } = deps;
  return {
    /** Reads the review form. @throws AppError 422 `reviews.invalid` with field messages */
    parseReviewForm: (form: Record<string, unknown>): ReviewInput => parseReviewForm(form),
    /** Reads a reply. @throws AppError 422 `reviews.invalid_reply` */
    parseReply: (value: unknown): string => parseReply(value),
    /** Reads a report's reason. @throws AppError 422 `reviews.invalid_reason` */
    parseReportReason: (value: unknown): ReportReason => parseReportReason(value),
    /** Reads an admin's reason for hiding. @throws AppError 422 `reviews.invalid_hide_reason` */
    parseHideReason: (value: unknown): string => parseHideReason(value),
    /**
     * Writes a review (held or published). @throws AppError 403 unverified / own center, 404,
     * 409 duplicate, 429 limit (see `createReview`)
     */
    createReview: (input: {
      userId: string;
      centerId: string;
      review: ReviewInput;
    }): Promise<WrittenReview> => createReview(reviewDeps, input),
    /** Edits the account's own review, keeping the earlier text. @throws AppError 404 */
    editReview: (input: {
      userId: string;
      reviewId: string;
      review: ReviewInput;
    }): Promise<WrittenReview> => editReview(reviewDeps, input),
    /** Deletes the account's own review. @throws AppError 404 */
    deleteReview: (input: { userId: string; reviewId: string }): Promise<{ centerId: string }> =>
      deleteReview(reviewDeps, input),
    /** The owner's reply (new or edited). @throws AppError 403 not the owner, 404 */
    saveReply: (input: {
      userId: string;
      reviewId: string;
      reply: string;
    }): Promise<{ created: boolean; centerId: string }> => saveReply(reviewDeps, input),
    /** Deletes the owner's reply. @throws AppError 403 not the owner, 404 */
    deleteReply: (input: {
      userId: string;
      reviewId: string;
    }): Promise<{ removed: boolean; centerId: string }> => deleteReply(reviewDeps, input),
    /** Reports a published review. @throws AppError 403 own review, 404 */
    reportReview: (input: {
      userId: string;
      reviewId: string;
      reason: ReportReason;
    }): Promise<{ created: boolean; centerId: string }> => reportReview(reviewDeps, input),
    /** Adds or takes back a Helpful vote. @throws AppError 403 own review, 404 */
    voteHelpful: (input: {
      userId: string;
      reviewId: string;
      helpful: boolean;
    }): Promise<{ centerId: string }> => voteHelpful(reviewDeps, input),
    /** An admin's Publish, Hide or Restore. @throws AppError 403, 404, 409 */
    decideReview: (
      input: { adminId: string; reviewId: string } & ReviewDecision,
    ): Promise<{ status: "published" | "hidden"; centerId: string }> =>
      decideReview(reviewDeps, input),
    /** A center's published reviews and rating summary (the same for every visitor). */
    listCenterReviews: (input: { centerId: string; sort?: ReviewSort }): Promise<CenterReviews> =>
      listCenterReviews(db, input),
    /**
     * The average (one decimal) and count of published reviews of each of `centerIds` that has
     * any (the /lan-centers list cards, issue 27 item 4): `{ [centerId]: { average, count } }`,
     * one indexed read of the aggregate.
     */
    listRatings: async (input: {
      centerIds: readonly string[];
    }): Promise<Record<string, { average: number; count: number }>> => {
      const summaries = await ratingSummaries(db, input.centerIds);
      return Object.fromEntries(
        [...summaries].map(([id, { average, count }]) => [id, { average: average ?? 0, count }]),
      );
    },
    /** The signed-in viewer's own review, votes and ownership on a center page. */
    viewerState: (input: { userId: string; centerId: string }): Promise<ViewerReviewState> =>
      viewerState(db, input),
    /** The account's own review of a center, or null. */
    findOwnReview: (input: { userId: string; centerId: string }): Promise<OwnReview | null> =>
      findOwnReview(db, input),
    /** A published review with the viewer's relation to it. @throws AppError 404 */
    getReviewPage: (input: { reviewId: string; userId: string }): Promise<ReviewPage> =>
      getReviewPage(db, input),
    /** The admin's queue (held, reported, hidden). */
    loadModerationQueue: (): Promise<ModerationQueue> => loadModerationQueue(db),
    /** How many reviews wait for the admin. */
    countAwaitingModeration: (): Promise<number> => countAwaitingModeration(db),
    /** The account's reviews, replies, reports and votes for 'Download my data'. */
    exportFor: (input: { userId: string }): Promise<ExportedReviewData> =>
      exportReviewData(db, input.userId),
  };
}

/** The reviews area's service object. */
export type ReviewsService = ReturnType<typeof createReviewsService>;
