/**
 * Reading better-auth errors (account error messages): its `APIError` carries an
 * HTTP status and a body with `code` and `message`. Pure helpers, unit-tested.
 */
import { codeMessages } from "~/lib/auth-messages";

/** The parts of a better-auth error we map to the spec's texts. */
export interface AuthErrorInfo {
  status: number | undefined;
  code: string | undefined;
  message: string | undefined;
}

/** Extracts status, code and message from a thrown better-auth error (or anything else). */
export function readAuthError(error: unknown): AuthErrorInfo {
  if (!error || typeof error !== "object")
    return { status: undefined, code: undefined, message: undefined };
  const e = error as {
    statusCode?: unknown;
    status?: unknown;
    body?: { code?: unknown; message?: unknown };
    message?: unknown;
  };
  const status =
    typeof e.statusCode === "number"
      ? e.statusCode
      : typeof e.status === "number"
        ? e.status
        : undefined;
  const code = typeof e.body?.code === "string" ? e.body.code : undefined;
  const message =
    typeof e.body?.message === "string"
      ? e.body.message
      : typeof e.message === "string"
        ? e.message
        : undefined;
  return { status, code, message };
}

/**
 * The spec's text for a failed code check (docs/spec/public-site.md §8 "Verify code"): expired,
 * invalid, too many wrong tries, rate limited, else the service message or 'Invalid or expired
 * code'.
 */
export function codeErrorMessage(error: unknown): string {
  const { status, code } = readAuthError(error);
  if (code === "OTP_EXPIRED") return codeMessages.expired;
  if (code === "INVALID_OTP" || code === "USER_NOT_FOUND") return codeMessages.invalid;
  if (code === "TOO_MANY_ATTEMPTS") return codeMessages.tooManyTries;
  if (status === 429) return codeMessages.tooManyChecks;
  return codeMessages.fallback;
}
