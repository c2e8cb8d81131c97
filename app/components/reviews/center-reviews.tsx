/**
 * The Reviews section of a center page (issue 27 item 4): the average (one decimal), the count
 * and the distribution by stars; the published reviews newest first or most helpful first (a
 * link, so it works without JavaScript); per review the author's first name, stars, date,
 * 'edited', sub-ratings, text (plain: React escapes it, no link is made), the owner's reply, a
 * Helpful button and Report (and Reply for the owner); and Write a review for a signed-in
 * verified account, a sign-in link for visitors. Everything the viewer owns (their review, their
 * votes) comes only from a request with a session, so the cached anonymous page is the same for
 * everyone (ADR 063). Every word, date and number comes from the loader in the page's language
 * (`reviewsText`, `reviewCardsText` in app/i18n/center.server.ts, issue 28); owner-entered and
 * author-entered text is shown as written.
 */
import { Form, Link } from "react-router";
import type { ReviewCardsText, ReviewsText } from "~/i18n/center.server";
import { ReviewForm } from "./review-form";

/** A published review as the section shows it. */
export interface ShownReview {
  id: string;
  authorName: string;
  rating: number;
  equipment: number | null;
  network: number | null;
  staff: number | null;
  body: string;
  createdAt: Date | string;
  editedAt: Date | string | null;
  helpfulCount: number;
  reply: { body: string; createdAt: Date | string; editedAt: Date | string | null } | null;
}

/** The section's data: the summary, the reviews, the sort. */
export interface CenterReviewsData {
  summary: { count: number; average: number | null; distribution: number[] };
  reviews: ShownReview[];
  sort: "newest" | "helpful";
}

/** The viewer: null for visitors (and every cached copy). */
export interface ReviewViewer {
  emailVerified: boolean;
  isOwner: boolean;
  helpfulIds: string[];
  ownReview: { id: string; status: "held" | "published" | "hidden" } | null;
}

/** Stars as a picture with its words (`label`, "4 out of 5 stars" in English when not given). */
export function Stars({ rating, label }: { rating: number; label?: string }) {
  return (
    <span role="img" aria-label={label ?? `${rating} out of 5 stars`} className="text-amber-300">
      {"★".repeat(rating)}
      <span className="text-ink-600">{"★".repeat(5 - rating)}</span>
    </span>
  );
}

/** The Reviews section. */
export function CenterReviews({
  centerId,
  centerName,
  data,
  viewer,
  text,
}: {
  centerId: string;
  centerName: string;
  data: CenterReviewsData;
  viewer: ReviewViewer | null;
  /** The block's words in the page's language. */
  text: ReviewsText;
}) {
  const { summary, reviews, sort } = data;
  const rounded = Math.round(summary.average ?? 0);
  return (
    <section className="mt-10" aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title" className="heading-2">
        {text.heading}
      </h2>
      {summary.count === 0 ? (
        <p className="mt-3 text-ink-300">{text.none}</p>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-[10rem_1fr]">
          <p>
            <span className="block text-4xl font-bold text-white">{text.average}</span>
            <Stars rating={rounded} label={text.starsLabels[rounded]} />
            <span className="block text-sm text-ink-300">{text.count}</span>
          </p>
          <ul aria-label={text.byStars} className="grid gap-1 text-sm">
            {[5, 4, 3, 2, 1].map((n) => {
              const count = summary.distribution[n - 1] ?? 0;
              const share = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
              return (
                <li key={n} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-2">
                  <span>{text.starCounts[n]}</span>
                  <span aria-hidden="true" className="h-2 rounded bg-ink-700">
                    <span
                      className="block h-2 rounded bg-amber-300"
                      style={{ width: `${share}%` }}
                    />
                  </span>
                  <span>{count}</span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <WriteReview centerId={centerId} centerName={centerName} viewer={viewer} text={text} />
      {reviews.length > 0 && (
        <nav aria-label={text.sortLabel} className="mt-6 flex gap-4 text-sm">
          <span className="text-ink-300">{text.sortBy}</span>
          <Link
            to={text.newest.href}
            aria-current={sort === "newest" ? "true" : undefined}
            preventScrollReset
          >
            {text.newest.label}
          </Link>
          <Link
            to={text.helpful.href}
            aria-current={sort === "helpful" ? "true" : undefined}
            preventScrollReset
          >
            {text.helpful.label}
          </Link>
        </nav>
      )}
      <ul className="mt-4 space-y-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard
              review={review}
              voted={viewer?.helpfulIds.includes(review.id) ?? false}
              isOwner={viewer?.isOwner ?? false}
              isAuthor={viewer?.ownReview?.id === review.id}
              text={text.cards}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Write a review: the form, the viewer's own review's state, or how to get there. */
function WriteReview({
  centerId,
  centerName,
  viewer,
  text,
}: {
  centerId: string;
  centerName: string;
  viewer: ReviewViewer | null;
  text: ReviewsText;
}) {
  if (!viewer) {
    return (
      <p className="mt-4">
        <Link to={text.signIn.href} className="btn-secondary">
          {text.signIn.label}
        </Link>
      </p>
    );
  }
  if (viewer.isOwner) {
    return <p className="mt-4 text-ink-300">{text.ownerNote}</p>;
  }
  if (viewer.ownReview) {
    return (
      <div className="mt-4 card">
        <p>{text.status}</p>
        <p className="mt-2">
          <Link to={text.editOwn.href}>{text.editOwn.label}</Link>
        </p>
      </div>
    );
  }
  if (!viewer.emailVerified) {
    return <p className="mt-4 text-ink-300">{text.verify}</p>;
  }
  return (
    <details className="mt-4" open>
      <summary className="cursor-pointer font-semibold">{text.write}</summary>
      <div className="mt-3">
        <ReviewForm
          centerId={centerId}
          centerName={centerName}
          values={{}}
          action={text.formAction}
          text={text.form}
        />
      </div>
    </details>
  );
}

/** One published review. */
export function ReviewCard({
  review,
  voted,
  isOwner,
  isAuthor,
  actions = true,
  text,
}: {
  review: ShownReview;
  voted: boolean;
  isOwner: boolean;
  isAuthor: boolean;
  /** Show Helpful, Report and Reply (off on the review's own page, which has its forms). */
  actions?: boolean;
  /** The cards' words in the page's language, with this review's under its id. */
  text: ReviewCardsText;
}) {
  const words = text.byId[review.id];
  // The review's page in this language: its action sends the voter back to this language's page.
  const reviewPage = words?.page ?? `/reviews/${review.id}`;
  return (
    <article id={`review-${review.id}`} className="card" aria-labelledby={`by-${review.id}`}>
      <h3 id={`by-${review.id}`} className="flex flex-wrap items-center gap-x-3 font-semibold">
        <span>{review.authorName}</span>
        <Stars rating={review.rating} label={text.starsLabels[review.rating]} />
      </h3>
      <p className="text-sm text-ink-300">
        {words?.date}
        {review.editedAt && ` · ${text.edited}`}
      </p>
      {words?.subRatings && <p className="mt-1 text-sm text-ink-300">{words.subRatings}</p>}
      <p className="mt-3 break-words whitespace-pre-line">{review.body}</p>
      {review.reply && (
        <div className="mt-3 border-l-2 border-neon-400 pl-3">
          <p className="text-sm font-semibold">
            {text.ownerReply}
            {review.reply.editedAt && (
              <span className="font-normal text-ink-300"> · {text.edited}</span>
            )}
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{review.reply.body}</p>
        </div>
      )}
      {actions && (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          {isAuthor ? (
            <span className="text-ink-300">{words?.foundHelpful}</span>
          ) : (
            <Form method="post" action={reviewPage} preventScrollReset>
              <input type="hidden" name="intent" value={voted ? "unhelpful" : "helpful"} />
              <button type="submit" className="btn-secondary" aria-pressed={voted}>
                {words?.helpful}
              </button>
            </Form>
          )}
          {!isAuthor && <Link to={`${reviewPage}#report`}>{text.report}</Link>}
          {isOwner && (
            <Link to={`${reviewPage}#reply`}>{review.reply ? text.editReply : text.reply}</Link>
          )}
        </div>
      )}
    </article>
  );
}
