/**
 * Request body limit (security hardening; OWASP ASVS 5.0 V4): React Router reads a whole form or
 * webhook body into memory, so the server refuses large bodies before any handler reads them. Our
 * forms send a few kilobytes and Stripe's events stay far below the limit.
 */

/** Largest accepted request body in bytes (1 MiB). */
export const MAX_BODY_BYTES = 1_048_576;

/**
 * Largest body of the photo upload route (issue 14 item 1, ADR 056): 8 photos of at most 10 MB and
 * the form around them. Only `/lan-center-photos/{id}` takes it; every other route keeps 1 MiB.
 */
export const MAX_UPLOAD_BODY_BYTES = 8 * 10 * 1024 * 1024 + MAX_BODY_BYTES;

/**
 * Largest body of a form with one cover image (the center form's community cover, the party
 * forms' cover; ADR 056): one photo of at most 10 MB and the form.
 */
export const MAX_COVER_BODY_BYTES = 10 * 1024 * 1024 + MAX_BODY_BYTES;

/** The largest body accepted at `path`. */
export function bodyLimitFor(path: string | undefined): number {
  if (path === undefined) return MAX_BODY_BYTES;
  if (/^\/lan-center-photos\/[^/]+\/?$/.test(path)) return MAX_UPLOAD_BODY_BYTES;
  if (/^\/(register-lan-center|register-lan-party|edit-lan-party\/[^/]+)\/?$/.test(path)) {
    return MAX_COVER_BODY_BYTES;
  }
  return MAX_BODY_BYTES;
}

/** The parts of a request the check reads. */
export interface BodyHeaders {
  method: string;
  /** The request's path (without the query): the upload route takes larger bodies. */
  path?: string | undefined;
  /** `Content-Length` header, if any. */
  contentLength?: string | undefined;
  /** `Transfer-Encoding` header, if any. */
  transferEncoding?: string | undefined;
}

/**
 * Decides whether a request body may be read.
 * @returns 413 for a declared length over the path's limit (`bodyLimitFor`), 411 for a streamed body without a
 *   declared length (browsers and Stripe always declare it), or null to go on
 */
export function bodyLimitStatus(request: BodyHeaders): 411 | 413 | null {
  if (request.contentLength !== undefined) {
    const length = Number(request.contentLength);
    return Number.isSafeInteger(length) && length >= 0 && length <= bodyLimitFor(request.path)
      ? null
      : 413;
  }
  if (request.transferEncoding !== undefined) return 411;
  return null;
}
