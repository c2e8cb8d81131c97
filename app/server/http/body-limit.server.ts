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

/**
 * The page path a request is for: a single-fetch data request (a form posted with JavaScript)
 * goes to `/x.data` for `/x` and `/_root.data` for `/`.
 */
export function pagePathOf(path: string): string {
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/** A route that takes bodies over 1 MiB (`bodyLimitFor`), and the center it is about. */
export interface LargeBodyRoute {
  limit: number;
  /** The LAN center of `/lan-center-photos/{id}`; null for the cover forms. */
  centerId: string | null;
}

/**
 * The large-body route at `path` (its page or data request), or null for every other path.
 */
export function largeBodyRoute(path: string): LargeBodyRoute | null {
  const page = pagePathOf(path);
  const gallery = /^\/lan-center-photos\/([^/]+)\/?$/.exec(page);
  if (gallery) return { limit: MAX_UPLOAD_BODY_BYTES, centerId: gallery[1]! };
  if (/^\/(register-lan-center|register-lan-party|edit-lan-party\/[^/]+)\/?$/.test(page)) {
    return { limit: MAX_COVER_BODY_BYTES, centerId: null };
  }
  return null;
}

/** The largest body accepted at `path` (its page or data request). */
export function bodyLimitFor(path: string | undefined): number {
  if (path === undefined) return MAX_BODY_BYTES;
  return largeBodyRoute(path)?.limit ?? MAX_BODY_BYTES;
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
