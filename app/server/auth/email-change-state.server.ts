/**
 * The pending e-mail change of the dashboard's Email Settings tab (issue 5 item 7): which user
 * asked for which new address travels in a signed, HttpOnly cookie, never in the URL.
 */
import { legacyAuthDeps } from "./legacy-deps.server";
import { signedStateCookie, type CookieDeps } from "./state-cookie.server";

/** The user who asked and the new address the code was sent to. */
export interface PendingEmailChange {
  userId: string;
  newEmail: string;
}

/** Reading and writing the pending e-mail change cookie. */
export interface PendingEmailChangeCookie {
  /** The pending change of `userId`, or null when missing, tampered with or someone else's. */
  read(request: Request, userId: string): Promise<PendingEmailChange | null>;
  /** A Set-Cookie value storing `pending`. */
  save(pending: PendingEmailChange): Promise<string>;
  /** A Set-Cookie value removing the pending change. */
  clear(): Promise<string>;
}

/**
 * The pending e-mail change cookie signed with the given secret.
 * @param deps the auth secret and the `Secure` flag
 */
export function pendingEmailChangeCookie(deps: CookieDeps): PendingEmailChangeCookie {
  const cookie = signedStateCookie("lcn_email_change", deps);
  return {
    async read(request, userId) {
      const value: unknown = await cookie.parse(request.headers.get("Cookie"));
      if (!value || typeof value !== "object") return null;
      const { userId: owner, newEmail } = value as Record<string, unknown>;
      if (owner !== userId || typeof newEmail !== "string" || !newEmail) return null;
      return { userId, newEmail };
    },
    save: (pending) => cookie.serialize(pending),
    clear: () => cookie.serialize("", { maxAge: 0 }),
  };
}

/**
 * The pending change of `userId`, or null when missing, tampered with or someone else's.
 * @deprecated use `servicesOf(context).auth.readPendingEmailChange(request, userId)`
 */
export function readPendingEmailChange(
  request: Request,
  userId: string,
  deps: CookieDeps = legacyAuthDeps().cookies,
): Promise<PendingEmailChange | null> {
  return pendingEmailChangeCookie(deps).read(request, userId);
}

/**
 * A Set-Cookie value storing `pending`.
 * @deprecated use `servicesOf(context).auth.savePendingEmailChange(pending)`
 */
export function savePendingEmailChange(
  pending: PendingEmailChange,
  deps: CookieDeps = legacyAuthDeps().cookies,
): Promise<string> {
  return pendingEmailChangeCookie(deps).save(pending);
}

/**
 * A Set-Cookie value removing the pending change.
 * @deprecated use `servicesOf(context).auth.clearPendingEmailChange()`
 */
export function clearPendingEmailChange(
  deps: CookieDeps = legacyAuthDeps().cookies,
): Promise<string> {
  return pendingEmailChangeCookie(deps).clear();
}
