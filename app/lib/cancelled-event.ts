/**
 * The answer of a deleted party's page (410, issue 25 item 3): a message naming it, for the root
 * error boundary, which offers the other parties instead of the home page.
 */

/** The error code the root error boundary recognises. */
export const EVENT_CANCELLED = "event.cancelled";

/**
 * @param message the sentence naming the party, in the page's language
 *   (`cancelledEventMessage` of app/i18n/error-pages.server.ts)
 * @returns `{ code, message }` for `data(…, { status: 410 })`
 */
export function cancelledEventAnswer(message: string): { code: string; message: string } {
  return { code: EVENT_CANCELLED, message };
}
