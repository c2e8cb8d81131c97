/**
 * What a center page's Reviews section loads (issue 27 item 4): the published reviews in the
 * asked order (`?sort=helpful`), the same for everyone and cached; and, only for a request with a
 * session, the viewer's own review, votes and ownership (ADR 063: the anonymous copy is shared).
 */
import type { ReviewsService } from "./service.server";

/**
 * The Reviews section's data for `centerId`.
 * @param viewer the session's user, or null for visitors
 * @returns `data` (summary, reviews, sort) and `viewer` (null for visitors)
 */
export async function centerReviewsFor(
  reviews: ReviewsService,
  input: {
    request: Request;
    centerId: string;
    viewer: { id: string; emailVerified: boolean } | null;
  },
) {
  const sort =
    new URL(input.request.url).searchParams.get("sort") === "helpful" ? "helpful" : "newest";
  const data = await reviews.listCenterReviews({ centerId: input.centerId, sort });
  const viewer = input.viewer
    ? {
        emailVerified: input.viewer.emailVerified,
        ...(await reviews.viewerState({ userId: input.viewer.id, centerId: input.centerId })),
      }
    : null;
  return { data, viewer };
}
