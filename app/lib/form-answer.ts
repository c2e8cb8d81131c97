/**
 * The one shape every form action answers with (when it does not redirect), shared by the
 * action on the server and the form in the browser.
 */

/** Field name to its first error message. */
export type FieldErrors = Record<string, string>;

/**
 * An action's answer: what was typed (so a failed form keeps it), per-field messages, a message
 * for the whole form, and an optional notice for a success that stays on the page.
 */
export interface FormAnswer {
  /** The submitted values as typed (strings; secrets such as passwords are left out). */
  values: Record<string, string>;
  fieldErrors: FieldErrors;
  /** The form-level message in the spec's words, or null. */
  formError: string | null;
  /** A success message shown in place (for example 'New code sent! Check your email.'). */
  notice?: string | null;
  /** Which of several forms on one page answered (the dashboard's intents). */
  intent?: string;
}

/** An empty answer: nothing typed, no errors. */
export const EMPTY_ANSWER: FormAnswer = { values: {}, fieldErrors: {}, formError: null };

/**
 * The answer for `form`, if it is a `FormAnswer` for the given intent (or any intent when
 * `intent` is omitted); null otherwise. For pages with several forms.
 */
export function answerFor(form: unknown, intent?: string): FormAnswer | null {
  if (!form || typeof form !== "object" || !("fieldErrors" in form)) return null;
  const answer = form as FormAnswer;
  if (intent !== undefined && answer.intent !== intent) return null;
  return answer;
}
