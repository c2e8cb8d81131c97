/**
 * Errors of the owner portal's server functions (spec: owner-portal.md §8 "Registration",
 * "Dashboard", "Edit center", "Edit party"). Routes map `code` to a status and show `message`.
 */

/** What went wrong; `not_found` also covers "exists but belongs to someone else". */
export type OwnerErrorCode =
  | "not_found"
  | "forbidden"
  | "subscription_active"
  | "create_failed"
  | "update_failed"
  | "delete_failed";

/** An expected failure of an owner-portal operation, with the text to show. */
export class OwnerError extends Error {
  readonly code: OwnerErrorCode;

  /**
   * @param code what went wrong
   * @param message the user-facing text (spec §8)
   * @param cause the underlying error, kept for the log
   */
  constructor(code: OwnerErrorCode, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = "OwnerError";
    this.code = code;
  }
}

/** Spec §8 texts used by more than one module. */
export const OWNER_MESSAGES = {
  centerNotFound: "Location not found or you do not have permission to edit it.",
  eventNotFound: "Event not found",
  eventForbidden: "You do not have permission to edit this event",
  deleteFailed: "Failed to delete LAN center",
  deleteBlocked:
    "This LAN center has an active subscription. Cancel the subscription before deleting the center.",
  updateCenterFailed: "Failed to update LAN center",
  updateEventFailed: "Failed to update event",
  contactsForbidden: "Only administrators can see contacts.",
} as const;

/** The error's message for logs (never shown to users). */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
