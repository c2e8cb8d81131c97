/**
 * The one failure type of the server areas: a machine-readable code, the user-facing message in
 * the spec's words (docs/spec/), and the HTTP status a route answers with. Routes turn it into a
 * response with `appErrorAnswer` (forms) or `throwAppError` (loaders); anything that is not an
 * `AppError` is a bug or an outage and is rethrown.
 */

/** HTTP statuses an `AppError` may carry. */
export type AppErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429 | 500 | 502 | 503;

/** An expected failure with the text to show the user. */
export class AppError extends Error {
  override name = "AppError";
  /** Stable reason, for example `billing.already_subscribed` or `directory.not_found`. */
  readonly code: string;
  readonly status: AppErrorStatus;
  /** Per-field messages, when the failure belongs to fields rather than the whole form. */
  readonly fieldErrors: Record<string, string>;
  /** Seconds after which a retry may succeed (429, 503): the answer's `Retry-After` header. */
  readonly retryAfterSeconds: number | undefined;

  /**
   * @param code stable reason (`area.reason`)
   * @param message the user-facing text
   * @param status the HTTP status to answer with
   * @param options.cause the underlying error, kept for the log; options.fieldErrors per field;
   *   options.retryAfterSeconds the `Retry-After` header's value in seconds (ADR 068)
   */
  constructor(
    code: string,
    message: string,
    status: AppErrorStatus,
    options: {
      cause?: unknown;
      fieldErrors?: Record<string, string>;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = status;
    this.fieldErrors = options.fieldErrors ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** True for an `AppError` (also across module copies, by name and shape). */
export function isAppError(error: unknown): error is AppError {
  return (
    error instanceof AppError ||
    (error instanceof Error &&
      error.name === "AppError" &&
      typeof (error as Partial<AppError>).status === "number")
  );
}

/** The error's message for logs (never shown to users as is). */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
