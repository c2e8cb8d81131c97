/**
 * The review, reply, report and decision forms as the server reads them (issue 27 items 1-3):
 * every value is checked here, whatever the browser did. Texts are normalised (ADR 069) and
 * stored as plain text; nothing in them is ever rendered as a link or as HTML.
 */
import { lineProblem, multilineProblem, normalizeText } from "~/lib/text-input";
import { AppError } from "../errors/app-error";
import { reportReasons } from "./schema";

/** A review as the form gives it. */
export interface ReviewInput {
  /** 1 to 5 stars. */
  rating: number;
  /** Optional sub-ratings, 1 to 5 or null. */
  equipment: number | null;
  network: number | null;
  staff: number | null;
  /** Plain text, 20 to 2,000 characters. */
  body: string;
}

/** A report's reason. */
export type ReportReason = (typeof reportReasons)[number];

/** The reasons with their labels, in the form's order (issue 27 item 3). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  off_topic: "Off-topic",
  conflict_of_interest: "Conflict of interest",
  hateful: "Hateful or harassing",
  personal_information: "Personal information",
};

export const REVIEW_MESSAGES = {
  rating: "Choose a rating from 1 to 5 stars.",
  subRating: "Choose 1 to 5 stars, or leave it empty.",
  bodyShort: "Write at least 20 characters.",
  bodyLong: "Keep your review to 2,000 characters or fewer.",
  replyEmpty: "Write your reply.",
  replyLong: "Keep your reply to 2,000 characters or fewer.",
  reason: "Choose why you are reporting this review.",
  hideReason: "Give the reason the author will read.",
  hideReasonLong: "Keep the reason to 500 characters or fewer.",
} as const;

const text = (value: unknown) => (typeof value === "string" ? normalizeText(value) : "");

/** `value` as 1..5, null when empty, undefined when invalid. */
function stars(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string" || !/^[1-5]$/.test(value)) return undefined;
  return Number(value);
}

/**
 * Reads the review form (`rating`, `equipment`, `network`, `staff`, `body`).
 * @returns the review
 * @throws AppError 422 `reviews.invalid` with per-field messages
 */
export function parseReviewForm(form: Record<string, unknown>): ReviewInput {
  const fieldErrors: Record<string, string> = {};
  const rating = stars(form.rating);
  if (rating === null || rating === undefined) fieldErrors.rating = REVIEW_MESSAGES.rating;
  const sub: Record<"equipment" | "network" | "staff", number | null> = {
    equipment: null,
    network: null,
    staff: null,
  };
  for (const key of ["equipment", "network", "staff"] as const) {
    const value = stars(form[key]);
    if (value === undefined) fieldErrors[key] = REVIEW_MESSAGES.subRating;
    else sub[key] = value;
  }
  const body = text(form.body);
  const problem = multilineProblem(body);
  if (problem) fieldErrors.body = problem;
  else if ([...body].length < 20) fieldErrors.body = REVIEW_MESSAGES.bodyShort;
  else if ([...body].length > 2000) fieldErrors.body = REVIEW_MESSAGES.bodyLong;
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError("reviews.invalid", "Please check the review.", 422, { fieldErrors });
  }
  return { rating: rating!, ...sub, body };
}

/**
 * Reads the owner's reply (`reply`): plain text, 1 to 2,000 characters.
 * @throws AppError 422 `reviews.invalid_reply`
 */
export function parseReply(value: unknown): string {
  const body = text(value);
  const problem = multilineProblem(body);
  const message = problem
    ? problem
    : body.length === 0
      ? REVIEW_MESSAGES.replyEmpty
      : [...body].length > 2000
        ? REVIEW_MESSAGES.replyLong
        : null;
  if (message) {
    throw new AppError("reviews.invalid_reply", message, 422, { fieldErrors: { reply: message } });
  }
  return body;
}

/**
 * Reads a report's reason (`reason`, one of {@link REPORT_REASON_LABELS}' keys).
 * @throws AppError 422 `reviews.invalid_reason`
 */
export function parseReportReason(value: unknown): ReportReason {
  if (typeof value === "string" && (reportReasons as readonly string[]).includes(value)) {
    return value as ReportReason;
  }
  throw new AppError("reviews.invalid_reason", REVIEW_MESSAGES.reason, 422, {
    fieldErrors: { reason: REVIEW_MESSAGES.reason },
  });
}

/**
 * Reads an admin's reason for hiding (`reason`): one line, 1 to 500 characters.
 * @throws AppError 422 `reviews.invalid_hide_reason`
 */
export function parseHideReason(value: unknown): string {
  const reason = text(value);
  const message =
    lineProblem(reason) ??
    (reason.length === 0
      ? REVIEW_MESSAGES.hideReason
      : [...reason].length > 500
        ? REVIEW_MESSAGES.hideReasonLong
        : null);
  if (message) {
    throw new AppError("reviews.invalid_hide_reason", message, 422, {
      fieldErrors: { reason: message },
    });
  }
  return reason;
}
