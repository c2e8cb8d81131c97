/**
 * The messages a loader's 403/404/410 answer carries to the root error page, in the page's
 * language (issue 28 item 1, ADR 099). The areas raise them in the specification's English
 * (`AppError`s); the route translates them by their English text before throwing, as
 * `inPageLanguage` does for the public actions' answers, so English stays word for word.
 */
import { ATTENDANCE_MESSAGES } from "~/server/attendance/index.server";
import { LISTING_NOT_FOUND } from "~/server/insights/index.server";
import { m } from "~/paraglide/messages";
import { withMessage } from "./actions.server";
import type { Locale } from "./locales";

/** /register-lan-center?edit= of a center that is not the viewer's (owner-portal.md §8). */
export const CENTER_NOT_FOUND = "Location not found or you do not have permission to edit it.";

/**
 * English message → the same message in `locale`, for every message an error page may show.
 * @returns a map keyed by the areas' English texts (English maps each text to itself)
 */
export function errorPageMessages(locale: Locale): Record<string, string> {
  const o = { locale };
  return {
    [LISTING_NOT_FOUND]: m.err_listing_not_found({}, o),
    [ATTENDANCE_MESSAGES.attendeeNotFound]: m.err_attendee_not_found({}, o),
    [ATTENDANCE_MESSAGES.notFound]: m.act_event_not_found({}, o),
    [CENTER_NOT_FOUND]: m.own_err_center_not_found({}, o),
  };
}

/**
 * A loader's failure with its message in the page's language, for `throwAppError`.
 * @param error what the service threw
 * @returns for an `AppError` with a known message, a copy with the message in `locale`;
 *   anything else unchanged
 */
export function inErrorPageLanguage(locale: Locale, error: unknown): unknown {
  return withMessage(error, (message) => errorPageMessage(locale, message));
}

/** `message` (an area's English text) in `locale`; an unknown message stays as it is. */
export function errorPageMessage(locale: Locale, message: string): string {
  return errorPageMessages(locale)[message] ?? message;
}

/**
 * The error page's message for a party its organiser cancelled (410, issue 25 item 3).
 * @returns the sentence naming the party, in `locale` (English: `cancelledEventAnswer`'s words)
 */
export function cancelledEventMessage(locale: Locale, name: string): string {
  return m.err_event_cancelled_text({ name }, { locale });
}
