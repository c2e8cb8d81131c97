/**
 * The answer of a deleted party's page (410, issue 25 item 3): a message naming it, for the root
 * error boundary, which offers the other parties instead of the home page.
 */

/** The error code the root error boundary recognises. */
export const EVENT_CANCELLED = "event.cancelled";

/**
 * @param event the cancelled party's name
 * @returns `{ code, message }` for `data(…, { status: 410 })`
 */
export function cancelledEventAnswer(event: { name: string }): { code: string; message: string } {
  return {
    code: EVENT_CANCELLED,
    message: `“${event.name}” was cancelled by its organiser, so it no longer has a page.`,
  };
}
