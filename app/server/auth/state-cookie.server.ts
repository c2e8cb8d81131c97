/**
 * Signed, HttpOnly cookies carrying a small state between pages (the password reset, the
 * pending e-mail change). The secret and the `Secure` flag are passed in by the caller.
 */
import { createCookie, type Cookie } from "react-router";

/** What a signed state cookie needs: the auth secret and whether it is `Secure`. */
export interface CookieDeps {
  secret: string;
  secure: boolean;
}

/**
 * A signed, HttpOnly, SameSite=Lax cookie living one hour.
 * @param name the cookie name
 * @param deps the signing secret and the `Secure` flag
 * @returns the React Router cookie
 */
export function signedStateCookie(name: string, deps: CookieDeps): Cookie {
  return createCookie(name, {
    httpOnly: true,
    secure: deps.secure,
    sameSite: "lax",
    path: "/",
    maxAge: 60 * 60,
    secrets: [deps.secret],
  });
}
