/**
 * The sign-up waiting for its code (docs/spec/public-site.md §4 "Verify Your Email"; issue 16
 * point 1): the address the code went to travels in a signed, HttpOnly cookie, never in
 * browser storage, so a reload of /signup-form?step=verify keeps the code step.
 */
import { isEmailShaped } from "~/lib/auth-forms";
import { sameSitePath } from "~/lib/url";
import { signedStateCookie, type CookieDeps } from "./state-cookie.server";

/** Reading and writing the pending sign-up cookie. */
export interface PendingSignUpCookie {
  /** The address waiting for its code, or null when missing or tampered with. */
  read(request: Request): Promise<string | null>;
  /**
   * Where to go once the code is checked: the same-site path the sign-up started with (e.g.
   * /follow, issue 25 item 2), or null.
   */
  readRedirectTo(request: Request): Promise<string | null>;
  /** A Set-Cookie value storing `email` and, when given, the way back (a same-site path). */
  save(email: string, redirectTo?: string | null): Promise<string>;
  /** A Set-Cookie value removing the pending sign-up. */
  clear(): Promise<string>;
}

/**
 * The pending sign-up cookie (`lcn_signup`, one hour, like the code) signed with the secret.
 * @param deps the auth secret and the `Secure` flag
 */
export function pendingSignUpCookie(deps: CookieDeps): PendingSignUpCookie {
  const cookie = signedStateCookie("lcn_signup", deps);
  return {
    async read(request) {
      const value: unknown = await cookie.parse(request.headers.get("Cookie"));
      if (!value || typeof value !== "object") return null;
      const { email } = value as Record<string, unknown>;
      return typeof email === "string" && isEmailShaped(email) ? email : null;
    },
    async readRedirectTo(request) {
      const value: unknown = await cookie.parse(request.headers.get("Cookie"));
      if (!value || typeof value !== "object") return null;
      const { redirectTo } = value as Record<string, unknown>;
      return typeof redirectTo === "string" ? sameSitePath(redirectTo) : null;
    },
    save: (email, redirectTo) => {
      const path = sameSitePath(redirectTo);
      return cookie.serialize(path ? { email, redirectTo: path } : { email });
    },
    clear: () => cookie.serialize("", { maxAge: 0 }),
  };
}
