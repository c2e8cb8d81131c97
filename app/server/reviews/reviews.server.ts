/**
 * Writing, editing and deleting reviews, the owner's reply, reports and Helpful votes (issue 27
 * items 1, 2 and 4; ADR 087). Every rule is checked here: a verified e-mail; no review of a
 * center the account owns; one review per account and center (a unique index, so parallel posts
 * leave one); at most 5 new reviews per account a day (the limits area's counter, taken inside
 * the review's transaction: its row lock orders parallel posts and a refused post leaves it as
 * it was); accounts younger than 24 hours and an account's first review are held. Every change
 * that makes a review count or stop counting moves the center's aggregate in its transaction,
 * and mail is queued in it (`mail.queue.enqueue({ tx })`), so it exists only if the change does.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { BASE_LOCALE, localizeHref, type Locale } from "~/i18n/locales";
import type { Database, DatabaseTx } from "../db/client.server";
import { findAccountFacts, findProfiles } from "../auth/index.server";
import { describeRatedCenters, findRatedCenter } from "../directory/index.server";
import { AppError } from "../errors/app-error";
import { consumeLimit } from "../limits/index.server";
import { newCenterReviewEmail, reviewReplyEmail, type MailQueue } from "../mail/index.server";
import { ratingSummary, shiftRating, type RatingSummary } from "./aggregate.server";
import type { ReportReason, ReviewInput } from "./input.server";
import { reviewReplies, reviewReports, reviews, reviewVersions, reviewVotes } from "./schema";

/** What the review functions are built from. */
export interface ReviewDeps {
  db: Database;
  mailQueue: MailQueue;
  /** The site's public origin, for links in mail. */
  publicUrl: string;
  /** The clock (tests move it). */
  now: () => Date;
}

/** New reviews per account per day (issue 27 item 1). */
export const DAILY_REVIEW_LIMIT = { max: 5, windowSeconds: 24 * 3600 } as const;
/** Accounts younger than this are held for moderation. */
export const NEW_ACCOUNT_MS = 24 * 3600_000;

export const REVIEW_ERRORS = {
  unverified: "Verify your e-mail address before writing a review.",
  notReviewable: "This LAN center can't be reviewed.",
  ownCenter: "You can't review a LAN center you own or manage.",
  duplicate: "You have already reviewed this LAN center. You can edit your review.",
  limit: "You can post at most 5 reviews a day. Please try again tomorrow.",
  notFound: "This review doesn't exist or is no longer public.",
  notOwner: "Only the LAN center's owner can reply to its reviews.",
  ownReview: "You can't do that with your own review.",
} as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError("reviews.not_found", REVIEW_ERRORS.notFound, 404);

/** The link to a review on its center's page. */
export function reviewLink(
  publicUrl: string,
  centerId: string,
  reviewId: string,
  locale: Locale = BASE_LOCALE,
): string {
  return `${publicUrl}${localizeHref(locale, `/lan-centers/${centerId}#review-${reviewId}`)}`;
}

/** A review's state after a write. */
export interface WrittenReview {
  id: string;
  centerId: string;
  status: "held" | "published" | "hidden";
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Queues 'New review of …' to the center's owner, in `tx`.
 * @param review the published review
 */
export async function mailOwnerOfNewReview(
  deps: Pick<ReviewDeps, "mailQueue" | "publicUrl">,
  tx: DatabaseTx,
  review: { id: string; centerId: string; rating: number; body: string },
): Promise<void> {
  const center = (await describeRatedCenters(tx, [review.centerId])).get(review.centerId);
  const owner = center && (await findAccountFacts(tx, center.ownerId));
  if (!center || !owner?.emailVerified) return;
  await deps.mailQueue.enqueue({
    tx,
    to: { kind: "account", userId: center.ownerId, email: owner.email },
    // Switchable on /me/notifications, with one-click unsubscribe (issue 27 item 2).
    kind: "review_notices",
    content: await newCenterReviewEmail({
      centerName: center.name,
      rating: review.rating,
      body: review.body,
      link: reviewLink(deps.publicUrl, review.centerId, review.id, owner.locale),
      locale: owner.locale,
    }),
  });
}

/**
 * Writes the account's review of a public center (issue 27 item 1). Held when the account is
 * younger than 24 hours or has no published review yet; else published at once, counted in the
 * center's aggregate and mailed to the owner.
 * @returns the review's id and status
 * @throws AppError 403 `reviews.unverified` (e-mail not verified), 404 `reviews.not_reviewable`
 *   (no such public center), 403 `reviews.own_center`, 409 `reviews.duplicate` (one review per
 *   account and center), 429 `reviews.limit` (5 a day)
 */
export async function createReview(
  deps: ReviewDeps,
  input: { userId: string; centerId: string; review: ReviewInput },
): Promise<WrittenReview> {
  const { db } = deps;
  const { userId, centerId, review } = input;
  const account = await findAccountFacts(db, userId);
  if (!account?.emailVerified) {
    throw new AppError("reviews.unverified", REVIEW_ERRORS.unverified, 403);
  }
  const center = await findRatedCenter(db, centerId);
  if (!center) throw new AppError("reviews.not_reviewable", REVIEW_ERRORS.notReviewable, 404);
  if (center.ownerId === userId) {
    throw new AppError("reviews.own_center", REVIEW_ERRORS.ownCenter, 403);
  }
  const now = deps.now();
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.authorId, userId), eq(reviews.centerId, centerId)));
      if (existing) throw new AppError("reviews.duplicate", REVIEW_ERRORS.duplicate, 409);
      // The counter's row stays locked until this transaction ends: parallel posts of one
      // account wait here, and a post refused later (or here) rolls its count back.
      if (!(await consumeLimit(tx, `review-post:user:${userId}`, DAILY_REVIEW_LIMIT))) {
        throw new AppError("reviews.limit", REVIEW_ERRORS.limit, 429, {
          retryAfterSeconds: 3600,
        });
      }
      const [published] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.authorId, userId), eq(reviews.status, "published")))
        .limit(1);
      const young = now.getTime() - account.createdAt.getTime() < NEW_ACCOUNT_MS;
      const status = young || !published ? "held" : "published";
      const [row] = await tx
        .insert(reviews)
        .values({ centerId, authorId: userId, ...review, status, createdAt: now })
        .returning({ id: reviews.id });
      const id = row!.id;
      if (status === "published") {
        await shiftRating(tx, centerId, review.rating, 1);
        await mailOwnerOfNewReview(deps, tx, { id, centerId, ...review });
      }
      return { id, centerId, status };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("reviews.duplicate", REVIEW_ERRORS.duplicate, 409);
    }
    throw error;
  }
}

/**
 * Edits the account's own review: the earlier text is kept in `review_versions` and the page
 * shows 'edited'. The status stays; a published review's aggregate moves to the new rating.
 * @throws AppError 404 `reviews.not_found` when the review is not the account's
 */
export async function editReview(
  deps: ReviewDeps,
  input: { userId: string; reviewId: string; review: ReviewInput },
): Promise<WrittenReview> {
  if (!UUID_PATTERN.test(input.reviewId)) throw notFound();
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, input.reviewId), eq(reviews.authorId, input.userId)))
      .for("update");
    if (!old) throw notFound();
    await tx.insert(reviewVersions).values({
      reviewId: old.id,
      rating: old.rating,
      equipment: old.equipment,
      network: old.network,
      staff: old.staff,
      body: old.body,
      writtenAt: old.editedAt ?? old.createdAt,
      replacedAt: now,
    });
    await tx
      .update(reviews)
      .set({ ...input.review, editedAt: now })
      .where(eq(reviews.id, old.id));
    if (old.status === "published" && old.rating !== input.review.rating) {
      await shiftRating(tx, old.centerId, old.rating, -1);
      await shiftRating(tx, old.centerId, input.review.rating, 1);
    }
    return { id: old.id, centerId: old.centerId, status: old.status };
  });
}

/**
 * Deletes the account's own review (with its versions, reply, reports and votes).
 * @returns the center it was about
 * @throws AppError 404 `reviews.not_found` when the review is not the account's
 */
export async function deleteReview(
  deps: ReviewDeps,
  input: { userId: string; reviewId: string },
): Promise<{ centerId: string }> {
  if (!UUID_PATTERN.test(input.reviewId)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(reviews)
      .where(and(eq(reviews.id, input.reviewId), eq(reviews.authorId, input.userId)))
      .returning();
    if (!gone) throw notFound();
    if (gone.status === "published") await shiftRating(tx, gone.centerId, gone.rating, -1);
    return { centerId: gone.centerId };
  });
}

/** A published review, locked for the caller's transaction, with its center's owner. */
async function lockPublished(tx: Database, reviewId: string) {
  if (!UUID_PATTERN.test(reviewId)) throw notFound();
  const [review] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, "published")))
    .for("update");
  if (!review) throw notFound();
  const center = (await describeRatedCenters(tx, [review.centerId])).get(review.centerId);
  if (!center) throw notFound();
  return { review, center };
}

/**
 * The center owner's public reply to a published review: the first one is stored and mailed to
 * the reviewer, a later one replaces its text (edit).
 * @returns whether it was new, and the center
 * @throws AppError 404 `reviews.not_found`, 403 `reviews.not_owner`
 */
export async function saveReply(
  deps: ReviewDeps,
  input: { userId: string; reviewId: string; reply: string },
): Promise<{ created: boolean; centerId: string }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { review, center } = await lockPublished(tx, input.reviewId);
    if (center.ownerId !== input.userId) {
      throw new AppError("reviews.not_owner", REVIEW_ERRORS.notOwner, 403);
    }
    const [updated] = await tx
      .update(reviewReplies)
      .set({ body: input.reply, editedAt: now })
      .where(eq(reviewReplies.reviewId, review.id))
      .returning({ id: reviewReplies.reviewId });
    if (updated) return { created: false, centerId: review.centerId };
    await tx
      .insert(reviewReplies)
      .values({ reviewId: review.id, authorId: input.userId, body: input.reply, createdAt: now });
    const author = await findAccountFacts(tx, review.authorId);
    if (author?.emailVerified) {
      await deps.mailQueue.enqueue({
        tx,
        to: { kind: "account", userId: review.authorId, email: author.email },
        kind: "review_notices",
        content: await reviewReplyEmail({
          centerName: center.name,
          rating: review.rating,
          reply: input.reply,
          link: reviewLink(deps.publicUrl, review.centerId, review.id, author.locale),
          locale: author.locale,
        }),
      });
    }
    return { created: true, centerId: review.centerId };
  });
}

/**
 * Deletes the owner's reply to a review.
 * @returns the center, and whether a reply was removed
 * @throws AppError 404 `reviews.not_found`, 403 `reviews.not_owner`
 */
export async function deleteReply(
  deps: ReviewDeps,
  input: { userId: string; reviewId: string },
): Promise<{ removed: boolean; centerId: string }> {
  return deps.db.transaction(async (tx) => {
    const { review, center } = await lockPublished(tx, input.reviewId);
    if (center.ownerId !== input.userId) {
      throw new AppError("reviews.not_owner", REVIEW_ERRORS.notOwner, 403);
    }
    const removed = await tx
      .delete(reviewReplies)
      .where(eq(reviewReplies.reviewId, review.id))
      .returning({ id: reviewReplies.reviewId });
    return { removed: removed.length > 0, centerId: review.centerId };
  });
}

/**
 * Reports a published review with a reason (issue 27 item 3): one report per account and review;
 * a second one changes nothing. Its author cannot report it; the center's owner can.
 * @returns whether this report was new, and the center
 * @throws AppError 404 `reviews.not_found`, 403 `reviews.own_review`
 */
export async function reportReview(
  deps: ReviewDeps,
  input: { userId: string; reviewId: string; reason: ReportReason },
): Promise<{ created: boolean; centerId: string }> {
  return deps.db.transaction(async (tx) => {
    const { review } = await lockPublished(tx, input.reviewId);
    if (review.authorId === input.userId) {
      throw new AppError("reviews.own_review", REVIEW_ERRORS.ownReview, 403);
    }
    const stored = await tx
      .insert(reviewReports)
      .values({ reviewId: review.id, reporterId: input.userId, reason: input.reason })
      .onConflictDoNothing()
      .returning({ id: reviewReports.id });
    if (stored.length === 0) {
      // Reported before: reopen it if an admin already decided on the review since.
      await tx
        .update(reviewReports)
        .set({ reason: input.reason, resolvedAt: null, createdAt: deps.now() })
        .where(
          and(eq(reviewReports.reviewId, review.id), eq(reviewReports.reporterId, input.userId)),
        );
    }
    return { created: stored.length > 0, centerId: review.centerId };
  });
}

/**
 * The account's Helpful vote on a published review (one per account): `helpful` true adds it,
 * false takes it back; the review's `helpful_count` moves with it.
 * @returns the center
 * @throws AppError 404 `reviews.not_found`, 403 `reviews.own_review`
 */
export async function voteHelpful(
  deps: ReviewDeps,
  input: { userId: string; reviewId: string; helpful: boolean },
): Promise<{ centerId: string }> {
  return deps.db.transaction(async (tx) => {
    const { review } = await lockPublished(tx, input.reviewId);
    if (review.authorId === input.userId) {
      throw new AppError("reviews.own_review", REVIEW_ERRORS.ownReview, 403);
    }
    const changed = input.helpful
      ? await tx
          .insert(reviewVotes)
          .values({ reviewId: review.id, userId: input.userId })
          .onConflictDoNothing()
          .returning({ id: reviewVotes.reviewId })
      : await tx
          .delete(reviewVotes)
          .where(and(eq(reviewVotes.reviewId, review.id), eq(reviewVotes.userId, input.userId)))
          .returning({ id: reviewVotes.reviewId });
    if (changed.length > 0) {
      await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + ${input.helpful ? 1 : -1}` })
        .where(eq(reviews.id, review.id));
    }
    return { centerId: review.centerId };
  });
}

/** A published review as the center page shows it. */
export interface PublicReview {
  id: string;
  /** The author's first name and last initial ('Alex P.'), or 'A gamer'. */
  authorName: string;
  rating: number;
  equipment: number | null;
  network: number | null;
  staff: number | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  helpfulCount: number;
  reply: { body: string; createdAt: Date; editedAt: Date | null } | null;
}

/** A center's reviews section: the summary and the newest (or most helpful) reviews. */
export interface CenterReviews {
  summary: RatingSummary;
  reviews: PublicReview[];
  sort: ReviewSort;
}

/** How the reviews are ordered: newest first, or most helpful first. */
export type ReviewSort = "newest" | "helpful";

/** The reviews shown on a center page at most. */
export const REVIEWS_PER_PAGE = 50;

/** 'Alex P.' from a display name; 'A gamer' without one. */
export function shortName(displayName: string | null | undefined): string {
  const parts = (displayName ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "A gamer";
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first!;
}

/**
 * A review row as the public sees it: the author's short name, the ratings and text, and the
 * owner's reply (null: none).
 */
function publicReviewOf(
  review: typeof reviews.$inferSelect,
  authorDisplayName: string | null | undefined,
  reply: PublicReview["reply"],
): PublicReview {
  return {
    id: review.id,
    authorName: shortName(authorDisplayName),
    rating: review.rating,
    equipment: review.equipment,
    network: review.network,
    staff: review.staff,
    body: review.body,
    createdAt: review.createdAt,
    editedAt: review.editedAt,
    helpfulCount: review.helpfulCount,
    reply,
  };
}

/**
 * The published reviews of a center with its rating summary (the same for every visitor).
 * @param input.sort `newest` (default) or `helpful` (most Helpful votes, then newest)
 */
export async function listCenterReviews(
  db: Database,
  input: { centerId: string; sort?: ReviewSort },
): Promise<CenterReviews> {
  const sort = input.sort === "helpful" ? "helpful" : "newest";
  if (!UUID_PATTERN.test(input.centerId)) {
    return { summary: await ratingSummary(db, input.centerId), reviews: [], sort };
  }
  const summary = await ratingSummary(db, input.centerId);
  const rows = await db
    .select({
      review: reviews,
      replyBody: reviewReplies.body,
      replyCreatedAt: reviewReplies.createdAt,
      replyEditedAt: reviewReplies.editedAt,
    })
    .from(reviews)
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .where(and(eq(reviews.centerId, input.centerId), eq(reviews.status, "published")))
    .orderBy(
      ...(sort === "helpful" ? [desc(reviews.helpfulCount)] : []),
      desc(reviews.createdAt),
      desc(reviews.id),
    )
    .limit(REVIEWS_PER_PAGE);
  const profiles = await findProfiles(
    db,
    rows.map((row) => row.review.authorId),
  );
  return {
    summary,
    sort,
    reviews: rows.map(({ review, replyBody, replyCreatedAt, replyEditedAt }) =>
      publicReviewOf(
        review,
        profiles.get(review.authorId)?.displayName,
        replyBody === null
          ? null
          : { body: replyBody, createdAt: replyCreatedAt!, editedAt: replyEditedAt },
      ),
    ),
  };
}

/** The account's own review of a center, in any state. */
export interface OwnReview extends ReviewInput {
  id: string;
  status: "held" | "published" | "hidden";
  createdAt: Date;
  editedAt: Date | null;
}

/** What the signed-in viewer's own state on a center page is. */
export interface ViewerReviewState {
  /** Their review of the center, in any state, or null. */
  ownReview: OwnReview | null;
  /** The reviews of the center they marked Helpful. */
  helpfulIds: string[];
  /** They own the center: they reply, and do not review. */
  isOwner: boolean;
}

/** The account's own review of a center, or null. */
export async function findOwnReview(
  db: Database,
  input: { userId: string; centerId: string },
): Promise<OwnReview | null> {
  if (!UUID_PATTERN.test(input.centerId)) return null;
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.authorId, input.userId), eq(reviews.centerId, input.centerId)));
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    rating: row.rating,
    equipment: row.equipment,
    network: row.network,
    staff: row.staff,
    body: row.body,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
  };
}

/** The signed-in viewer's own review, votes and ownership on a center page (never cached). */
export async function viewerState(
  db: Database,
  input: { userId: string; centerId: string },
): Promise<ViewerReviewState> {
  const ownReview = await findOwnReview(db, input);
  const center = UUID_PATTERN.test(input.centerId)
    ? (await describeRatedCenters(db, [input.centerId])).get(input.centerId)
    : undefined;
  const votes = UUID_PATTERN.test(input.centerId)
    ? await db
        .select({ id: reviewVotes.reviewId })
        .from(reviewVotes)
        .innerJoin(reviews, eq(reviews.id, reviewVotes.reviewId))
        .where(and(eq(reviewVotes.userId, input.userId), eq(reviews.centerId, input.centerId)))
    : [];
  return {
    ownReview,
    helpfulIds: votes.map((vote) => vote.id),
    isOwner: center?.ownerId === input.userId,
  };
}

/** One published review with what its page (/reviews/{id}) needs for the viewer. */
export interface ReviewPage {
  review: PublicReview;
  center: { id: string; name: string };
  isOwner: boolean;
  isAuthor: boolean;
  reported: boolean;
}

/**
 * A published review for its page, with the viewer's relation to it.
 * @throws AppError 404 `reviews.not_found`
 */
export async function getReviewPage(
  db: Database,
  input: { reviewId: string; userId: string },
): Promise<ReviewPage> {
  if (!UUID_PATTERN.test(input.reviewId)) throw notFound();
  const [row] = await db
    .select({ review: reviews, reply: reviewReplies })
    .from(reviews)
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .where(and(eq(reviews.id, input.reviewId), eq(reviews.status, "published")));
  if (!row) throw notFound();
  const { review, reply } = row;
  const center = (await describeRatedCenters(db, [review.centerId])).get(review.centerId);
  if (!center) throw notFound();
  const profiles = await findProfiles(db, [review.authorId]);
  const [report] = await db
    .select({ id: reviewReports.id })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, review.id), eq(reviewReports.reporterId, input.userId)));
  return {
    review: publicReviewOf(
      review,
      profiles.get(review.authorId)?.displayName,
      reply && { body: reply.body, createdAt: reply.createdAt, editedAt: reply.editedAt },
    ),
    center: { id: center.id, name: center.name },
    isOwner: center.ownerId === input.userId,
    isAuthor: review.authorId === input.userId,
    reported: report !== undefined,
  };
}
