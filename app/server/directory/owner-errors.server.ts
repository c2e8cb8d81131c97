/**
 * Errors of the owner portal's server functions (docs/spec/owner-portal.md §8 "Registration",
 * "Dashboard", "Edit center", "Edit party"). Routes map `code` to a status and show `message`.
 */
import { AppError, type AppErrorStatus } from "../errors/app-error";

/** What went wrong; `not_found` also covers "exists but belongs to someone else". */
export type OwnerErrorCode =
  | "not_found"
  | "forbidden"
  | "community_taken"
  | "conflict"
  | "invalid"
  | "subscription_active"
  | "create_failed"
  | "update_failed"
  | "delete_failed"
  | "rate_limited";

/** The HTTP status of each owner error; someone else's row answers 404 like a missing one. */
export const OWNER_ERROR_STATUS: Readonly<Record<OwnerErrorCode, AppErrorStatus>> = {
  not_found: 404,
  forbidden: 404,
  community_taken: 409,
  conflict: 409,
  invalid: 422,
  subscription_active: 409,
  create_failed: 500,
  update_failed: 500,
  delete_failed: 500,
  rate_limited: 429,
};

/** An expected failure of an owner-portal operation, with the text to show: an `AppError`. */
export class OwnerError extends AppError {
  declare readonly code: OwnerErrorCode;

  /**
   * @param code what went wrong
   * @param message the user-facing text (docs/spec/owner-portal.md §8)
   * @param cause the underlying error, kept for the log
   * @param fieldErrors per-field messages, when the failure belongs to a field of the form
   */
  constructor(
    code: OwnerErrorCode,
    message: string,
    cause?: unknown,
    fieldErrors?: Record<string, string>,
  ) {
    super(code, message, OWNER_ERROR_STATUS[code], { cause, fieldErrors });
  }
}

/** docs/spec/owner-portal.md §8 texts used by more than one module. */
export const OWNER_MESSAGES = {
  centerNotFound: "Location not found or you do not have permission to edit it.",
  eventNotFound: "Event not found",
  eventForbidden: "You do not have permission to edit this event",
  deleteFailed: "Failed to delete LAN center",
  deletePartyFailed: "Failed to delete LAN party",
  deleteBlocked:
    "This LAN center has an active subscription. Cancel the subscription before deleting the center.",
  updateCenterFailed: "Failed to update LAN center",
  updateEventFailed: "Failed to update event",
  contactsForbidden: "Only administrators can see contacts.",
  communityTaken: "That community belongs to another organiser. Choose another name.",
} as const;

export { reasonOf } from "../errors/app-error";
