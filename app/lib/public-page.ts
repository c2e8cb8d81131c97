/**
 * The route `handle` that marks a page public (issue 15 item 3, ADR 063): the same HTML for
 * every visitor without a session cookie, so shared caches may keep it for a short time and it
 * carries an ETag (`app/server/http/page-cache.server.ts`). Only pages whose loaders read public
 * data alone, set no cookie and read none but the session may use it.
 */
export const PUBLIC_PAGE = { publicPage: true } as const;

/** Whether a route's `handle` is {@link PUBLIC_PAGE}. */
export function isPublicHandle(handle: unknown): boolean {
  return (
    typeof handle === "object" &&
    handle !== null &&
    (handle as { publicPage?: unknown }).publicPage === true
  );
}
