/**
 * The Reviews section of a center page (issue 27 item 4): the average (one decimal), the count
 * and the distribution by stars; the published reviews newest first or most helpful first (a
 * link, so it works without JavaScript); per review the author's first name, stars, date,
 * 'edited', sub-ratings, text (plain: React escapes it, no link is made), the owner's reply, a
 * Helpful button and Report (and Reply for the owner); and Write a review for a signed-in
 * verified account, a sign-in link for visitors. Everything the viewer owns (their review, their
 * votes) comes only from a request with a session, so the cached anonymous page is the same for
 * everyone (ADR 063).
 */
import { Form, Link } from "react-router";
import { ReviewForm, starsLabel } from "./review-form";

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

const dateText = (value: Date | string) =>
  new Date(value).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/** Stars as a picture with its words. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="text-amber-300">
      {"★".repeat(rating)}
      <span className="text-ink-600">{"★".repeat(5 - rating)}</span>
    </span>
  );
}

const STATUS_TEXT = {
  held: "Your review is waiting for moderation. It shows here once a moderator publishes it.",
  published: "Thanks for your review.",
  hidden: "A moderator hid your review. You can edit it to follow the review guidelines.",
} as const;

/** The Reviews section. */
export function CenterReviews({
  centerId,
  centerName,
  data,
  viewer,
}: {
  centerId: string;
  centerName: string;
  data: CenterReviewsData;
  viewer: ReviewViewer | null;
}) {
  const { summary, reviews, sort } = data;
  const here = `/lan-centers/${centerId}`;
  return (
    <section className="mt-10" aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title" className="heading-2">
        Reviews
      </h2>
      {summary.count === 0 ? (
        <p className="mt-3 text-ink-300">No reviews yet.</p>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-[10rem_1fr]">
          <p>
            <span className="block text-4xl font-bold text-white">
              {summary.average?.toFixed(1)}
            </span>
            <Stars rating={Math.round(summary.average ?? 0)} />
            <span className="block text-sm text-ink-300">
              {summary.count} {summary.count === 1 ? "review" : "reviews"}
            </span>
          </p>
          <ul aria-label="Reviews by stars" className="grid gap-1 text-sm">
            {[5, 4, 3, 2, 1].map((n) => {
              const count = summary.distribution[n - 1] ?? 0;
              const share = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
              return (
                <li key={n} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-2">
                  <span>{starsLabel(n)}</span>
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
      <WriteReview centerId={centerId} centerName={centerName} viewer={viewer} />
      {reviews.length > 0 && (
        <nav aria-label="Sort reviews" className="mt-6 flex gap-4 text-sm">
          <span className="text-ink-300">Sort by:</span>
          <Link
            to={`${here}#reviews`}
            aria-current={sort === "newest" ? "true" : undefined}
            preventScrollReset
          >
            Newest
          </Link>
          <Link
            to={`${here}?sort=helpful#reviews`}
            aria-current={sort === "helpful" ? "true" : undefined}
            preventScrollReset
          >
            Most helpful
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
}: {
  centerId: string;
  centerName: string;
  viewer: ReviewViewer | null;
}) {
  const formPage = `/lan-centers/${centerId}/review`;
  if (!viewer) {
    return (
      <p className="mt-4">
        <Link to={`/login?redirectTo=${encodeURIComponent(formPage)}`} className="btn-secondary">
          Sign in to write a review
        </Link>
      </p>
    );
  }
  if (viewer.isOwner) {
    return (
      <p className="mt-4 text-ink-300">
        You own this LAN center, so you can't review it. You can reply to its reviews.
      </p>
    );
  }
  if (viewer.ownReview) {
    return (
      <div className="mt-4 card">
        <p>{STATUS_TEXT[viewer.ownReview.status]}</p>
        <p className="mt-2">
          <Link to={formPage}>Edit or delete your review</Link>
        </p>
      </div>
    );
  }
  if (!viewer.emailVerified) {
    return <p className="mt-4 text-ink-300">Verify your e-mail address before writing a review.</p>;
  }
  return (
    <details className="mt-4" open>
      <summary className="cursor-pointer font-semibold">Write a review</summary>
      <div className="mt-3">
        <ReviewForm centerId={centerId} centerName={centerName} values={{}} />
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
}: {
  review: ShownReview;
  voted: boolean;
  isOwner: boolean;
  isAuthor: boolean;
  /** Show Helpful, Report and Reply (off on the review's own page, which has its forms). */
  actions?: boolean;
}) {
  const subRatings: [string, number][] = [];
  if (review.equipment !== null) subRatings.push(["Equipment", review.equipment]);
  if (review.network !== null) subRatings.push(["Network", review.network]);
  if (review.staff !== null) subRatings.push(["Staff", review.staff]);
  const reviewPage = `/reviews/${review.id}`;
  return (
    <article id={`review-${review.id}`} className="card" aria-labelledby={`by-${review.id}`}>
      <h3 id={`by-${review.id}`} className="flex flex-wrap items-center gap-x-3 font-semibold">
        <span>{review.authorName}</span>
        <Stars rating={review.rating} />
      </h3>
      <p className="text-sm text-ink-300">
        {dateText(review.createdAt)}
        {review.editedAt && " · edited"}
      </p>
      {subRatings.length > 0 && (
        <p className="mt-1 text-sm text-ink-300">
          {subRatings.map(([label, value]) => `${label}: ${value} of 5`).join(" · ")}
        </p>
      )}
      <p className="mt-3 break-words whitespace-pre-line">{review.body}</p>
      {review.reply && (
        <div className="mt-3 border-l-2 border-neon-400 pl-3">
          <p className="text-sm font-semibold">
            Reply from the owner
            {review.reply.editedAt && <span className="font-normal text-ink-300"> · edited</span>}
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{review.reply.body}</p>
        </div>
      )}
      {actions && (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          {isAuthor ? (
            <span className="text-ink-300">{review.helpfulCount} found this helpful</span>
          ) : (
            <Form method="post" action={reviewPage} preventScrollReset>
              <input type="hidden" name="intent" value={voted ? "unhelpful" : "helpful"} />
              <button type="submit" className="btn-secondary" aria-pressed={voted}>
                Helpful ({review.helpfulCount})
              </button>
            </Form>
          )}
          {!isAuthor && <Link to={`${reviewPage}#report`}>Report</Link>}
          {isOwner && (
            <Link to={`${reviewPage}#reply`}>{review.reply ? "Edit reply" : "Reply"}</Link>
          )}
        </div>
      )}
    </article>
  );
}
