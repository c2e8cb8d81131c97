/**
 * Request body limit (security hardening; OWASP ASVS 5.0 V4): React Router reads a whole form or
 * webhook body into memory, so the server refuses large bodies before any handler reads them. Our
 * forms send a few kilobytes and Stripe's events stay far below the limit.
 */

/** Largest accepted request body in bytes (1 MiB). */
export const MAX_BODY_BYTES = 1_048_576;

/** The parts of a request the check reads. */
export interface BodyHeaders {
  method: string;
  /** `Content-Length` header, if any. */
  contentLength?: string | undefined;
  /** `Transfer-Encoding` header, if any. */
  transferEncoding?: string | undefined;
}

/**
 * Decides whether a request body may be read.
 * @returns 413 for a declared length over `MAX_BODY_BYTES`, 411 for a streamed body without a
 *   declared length (browsers and Stripe always declare it), or null to go on
 */
export function bodyLimitStatus(request: BodyHeaders): 411 | 413 | null {
  if (request.contentLength !== undefined) {
    const length = Number(request.contentLength);
    return Number.isSafeInteger(length) && length >= 0 && length <= MAX_BODY_BYTES ? null : 413;
  }
  if (request.transferEncoding !== undefined) return 411;
  return null;
}
