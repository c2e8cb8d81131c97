/**
 * Turning `AppError`s into route answers: the one place where a failure becomes HTTP.
 */
import { data, type HeadersFunction } from "react-router";
import type { FormAnswer } from "~/lib/form-answer";
import { z } from "~/lib/zod";
import { isAppError, type AppError } from "./app-error";

/** The headers an `AppError`'s answer carries: `Retry-After` when it has one (ADR 068). */
function headersOf(error: AppError): HeadersInit | undefined {
  return error.retryAfterSeconds === undefined
    ? undefined
    : { "Retry-After": String(error.retryAfterSeconds), "Cache-Control": "no-store" };
}

/**
 * A route's `headers` export that passes an action's or loader's `Retry-After` (an `AppError`
 * answer of 429 or 503, ADR 068) on to the page or data response; without a `headers` export
 * React Router keeps only their cookies.
 * @returns the parent route's headers, plus the `Retry-After` (and `Cache-Control: no-store`)
 *   of the action's (else the error's or the loader's) answer when it has one
 */
export const retryAfterHeaders: HeadersFunction = ({
  actionHeaders,
  loaderHeaders,
  errorHeaders,
  parentHeaders,
}) => {
  // What React Router answers for a route without `headers`: its parent's, plus the above.
  const headers = new Headers(parentHeaders);
  for (const source of [actionHeaders, errorHeaders, loaderHeaders]) {
    const retryAfter = source?.get("Retry-After");
    if (retryAfter) {
      headers.set("Retry-After", retryAfter);
      headers.set("Cache-Control", "no-store");
      break;
    }
  }
  return headers;
};

/**
 * The failed form's answer: what was typed, the error's field messages and its message as the
 * form error, with the error's status (and `Retry-After` when the error has one; the route
 * passes it on with `headers = retryAfterHeaders`).
 * @param error an `AppError`; anything else is rethrown (a bug or an outage)
 * @param values the submitted values to give back (leave out secrets)
 * @param intent which form of the page answered, if the page has several
 * @throws `error` when it is not an `AppError`
 */
export function appErrorAnswer(error: unknown, values: Record<string, string>, intent?: string) {
  if (!isAppError(error)) throw error;
  const answer: FormAnswer = {
    values,
    fieldErrors: error.fieldErrors,
    formError: Object.keys(error.fieldErrors).length > 0 ? null : error.message,
    ...(intent === undefined ? {} : { intent }),
  };
  return data(answer, { status: error.status, headers: headersOf(error) });
}

/**
 * Runs `task` for a form action; an `AppError` becomes the failed form's answer.
 * @returns the task's result, or the `data(FormAnswer, status)` of the failure
 * @throws whatever `task` throws that is not an `AppError` (redirects included)
 */
export async function formAction<T>(
  values: Record<string, string>,
  task: () => Promise<T>,
  intent?: string,
) {
  try {
    return await task();
  } catch (error) {
    return appErrorAnswer(error, values, intent);
  }
}

/**
 * For loaders: rethrows an `AppError` as a response with its status and message (the route's
 * error boundary shows it); anything else is rethrown as is.
 */
export function throwAppError(error: unknown): never {
  if (isAppError(error)) {
    throw data(
      { message: error.message, code: error.code },
      { status: error.status, headers: headersOf(error) },
    );
  }
  throw error;
}

/** A 400 answer for a form whose values failed validation. */
export function invalidForm(
  values: Record<string, string>,
  fieldErrors: Record<string, string>,
  formError: string | null = null,
  intent?: string,
) {
  const answer: FormAnswer = {
    values,
    fieldErrors,
    formError,
    ...(intent === undefined ? {} : { intent }),
  };
  return data(answer, 400);
}

/**
 * A public detail page's listing: `load` runs for a UUID `id` only.
 * @throws a 404 response for another `id` or when `load` finds nothing
 */
export async function loadOr404<T>(
  id: string | undefined,
  load: (id: string) => Promise<T | undefined | null>,
): Promise<T> {
  const uuid = z.uuid().safeParse(id);
  const found = uuid.success ? await load(uuid.data) : undefined;
  if (!found) throw data(null, { status: 404 });
  return found;
}
