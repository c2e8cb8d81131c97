/**
 * The home page's recovery redirect (docs/spec/public-site.md §2 "/ (home)"): old password-reset
 * and auth links land on / with `type=recovery`, an `access_token`, `error` or `error_code`
 * in the query or hash. Such visits go to /reset-password with query and hash kept.
 */

/** Where recovery links are sent. */
export const RESET_PASSWORD_PATH = "/reset-password";

const RECOVERY_KEYS = ["access_token", "error", "error_code"] as const;

function carriesRecovery(params: URLSearchParams): boolean {
  return params.get("type") === "recovery" || RECOVERY_KEYS.some((key) => params.has(key));
}

/**
 * @param search the URL's query including "?" (or "")
 * @param hash the URL's fragment including "#" (or "")
 * @returns the /reset-password URL keeping query and hash, or null when nothing matches
 */
export function recoveryRedirectTarget(search: string, hash: string): string | null {
  const query = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const fragment = new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash);
  if (!carriesRecovery(query) && !carriesRecovery(fragment)) return null;
  return `${RESET_PASSWORD_PATH}${search}${hash}`;
}

/**
 * The error description carried by a recovery link, from the query or else the hash, with
 * "+" read as a space; null when there is none.
 */
export function recoveryErrorDescription(search: string, hash: string): string | null {
  for (const part of [search, hash]) {
    const params = new URLSearchParams(part.replace(/^[?#]/, ""));
    const description = params.get("error_description")?.trim();
    if (description) return description.slice(0, 300);
  }
  return null;
}
