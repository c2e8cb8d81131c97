/**
 * The reviews area's public functions for other areas (its tables in `./schema.ts` are read and
 * written only here): the account export and erasure (ADR 080), and the centers' rating
 * summaries (issue 27 item 4, for lists and insights later).
 */
export { ratingSummaries, ratingSummary, type RatingSummary } from "./aggregate.server";
export { eraseReviewData, exportReviewData, type ExportedReviewData } from "./personal-data.server";
export { monthlyReviews, type MonthlyReviews } from "./monthly.server";
