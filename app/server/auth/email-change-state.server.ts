/**
 * The pending e-mail change of the dashboard's Email Settings tab: which user
 * asked for which new address travels in a signed, HttpOnly cookie, never in the URL.
 */
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
