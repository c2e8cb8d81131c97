/**
 * Where the password reset stands (docs/spec/public-site.md §2 "Password reset pages"): the e-mail
 * and, once checked, the code travel between /forgot-password, /verify-reset-code and
 * /change-password in a signed, HttpOnly cookie, never in the URL (sign-in, sign-out and password
 * reset pages).
 */
import { signedStateCookie, type CookieDeps } from "./state-cookie.server";

/** The reset state: the e-mail, and the code after /verify-reset-code accepted it. */
export interface ResetState {
  email: string;
  code?: string;
}

/** Reading and writing the reset state cookie. */
export interface ResetStateCookie {
  /** The reset state of the request, or null when missing or tampered with. */
  read(request: Request): Promise<ResetState | null>;
  /** A Set-Cookie value storing `state`. */
  save(state: ResetState): Promise<string>;
  /** A Set-Cookie value removing the reset state. */
  clear(): Promise<string>;
}

/**
 * The reset state cookie signed with the given secret.
 * @param deps the auth secret and the `Secure` flag
 */
export function resetStateCookie(deps: CookieDeps): ResetStateCookie {
  const cookie = signedStateCookie("lcn_reset", deps);
  return {
    async read(request) {
      const value: unknown = await cookie.parse(request.headers.get("Cookie"));
      if (!value || typeof value !== "object") return null;
      const { email, code } = value as Record<string, unknown>;
      if (typeof email !== "string" || !email) return null;
      return typeof code === "string" ? { email, code } : { email };
    },
    save: (state) => cookie.serialize(state),
    clear: () => cookie.serialize("", { maxAge: 0 }),
  };
}
