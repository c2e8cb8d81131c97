/**
 * The reviews area's public functions for other areas (its tables in `./schema.ts` are read and
 * written only here): the account export and erasure (ADR 080), and the centers' rating
 * summaries and the rated centers the directory filters and sorts by (issue 27 item 4, ADR 090).
 */
export {
  bayesianScore,
  byRatingDesc,
  RATING_CONFIDENCE,
  RATING_PRIOR_MEAN,
  ratedCenters,
  ratingSummaries,
  ratingSummary,
  type RatedCenters,
  type RatingSummary,
} from "./aggregate.server";
export { eraseReviewData, exportReviewData, type ExportedReviewData } from "./personal-data.server";
export { monthlyReviews, type MonthlyReviews } from "./monthly.server";
export { REVIEW_ERRORS } from "./reviews.server";
export { REPORT_REASON_LABELS, REVIEW_MESSAGES } from "./input.server";
export { MODERATION_ERRORS } from "./moderation.server";
