/**
 * The answers of the public pages' actions in one language (issue 28 item 1, ADR 099): the
 * attendance area's RSVP refusals (closed, not RSVPed, unknown event) and the follows area's
 * "can't be followed". The areas raise them in the specification's English (`AppError`s); the
 * route translates them at the boundary by their English text, as docs/translating.md describes,
 * so a German visitor reads the refusal in German and English stays word for word.
 */
import { ATTENDANCE_MESSAGES } from "~/server/attendance/index.server";
import { AppError, isAppError } from "~/server/errors/app-error";
import { NOT_FOLLOWABLE_MESSAGE } from "~/server/follows/index.server";
import { m } from "~/paraglide/messages";
import type { Locale } from "./locales";

/**
 * English message → the same message in `locale`, for every answer of the public actions.
 * @returns a map keyed by the areas' English texts (English maps each text to itself)
 */
export function publicActionMessages(locale: Locale): Record<string, string> {
  const o = { locale };
  return {
    [ATTENDANCE_MESSAGES.closed]: m.act_rsvp_closed({}, o),
    [ATTENDANCE_MESSAGES.notRsvped]: m.act_rsvp_not_rsvped({}, o),
    [ATTENDANCE_MESSAGES.notFound]: m.act_event_not_found({}, o),
    [NOT_FOLLOWABLE_MESSAGE]: m.act_not_followable({}, o),
  };
}

/**
 * A public action's failure in the page's language.
 * @param error what the service threw
 * @returns for an `AppError` with a known message, the same error (code, status, field messages,
 *   `Retry-After`) with the message in `locale`; anything else unchanged (unknown messages stay
 *   as raised, other errors are rethrown by the caller as before)
 */
export function inPageLanguage(locale: Locale, error: unknown): unknown {
  const messages = publicActionMessages(locale);
  return withMessage(error, (message) => messages[message] ?? message);
}

/**
 * An `AppError` with its message passed through `translate` (an English → language lookup).
 * @returns a new `AppError` with the same code, status, field messages and `Retry-After` when the
 *   message changes; otherwise `error` itself (also for anything that is not an `AppError`)
 */
export function withMessage(error: unknown, translate: (message: string) => string): unknown {
  if (!isAppError(error)) return error;
  const message = translate(error.message);
  if (message === error.message) return error;
  return new AppError(error.code, message, error.status, {
    cause: error,
    fieldErrors: error.fieldErrors,
    ...(error.retryAfterSeconds === undefined
      ? {}
      : { retryAfterSeconds: error.retryAfterSeconds }),
  });
}
