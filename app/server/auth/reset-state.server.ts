/**
 * Where the password reset stands (public-site.md §2 "Password reset pages"): the e-mail and,
 * once checked, the code travel between /forgot-password, /verify-reset-code and
 * /change-password in a signed, HttpOnly cookie, never in the URL (issue 4, item 5).
 */
import { createCookie } from "react-router";
import { getConfig } from "../config.server";
import { getAuthSecret } from "../runtime.server";

/** The reset state: the e-mail, and the code after /verify-reset-code accepted it. */
export interface ResetState {
  email: string;
  code?: string;
}

function resetCookie() {
  return createCookie("lcn_reset", {
    httpOnly: true,
    secure: getConfig().production,
    sameSite: "lax",
    path: "/",
    maxAge: 60 * 60,
    secrets: [getAuthSecret()],
  });
}

/** The reset state of the request, or null when missing or tampered with. */
export async function readResetState(request: Request): Promise<ResetState | null> {
  const value: unknown = await resetCookie().parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const { email, code } = value as Record<string, unknown>;
  if (typeof email !== "string" || !email) return null;
  return typeof code === "string" ? { email, code } : { email };
}

/** A Set-Cookie value storing `state`. */
export function saveResetState(state: ResetState): Promise<string> {
  return resetCookie().serialize(state);
}

/** A Set-Cookie value removing the reset state. */
export function clearResetState(): Promise<string> {
  return resetCookie().serialize("", { maxAge: 0 });
}
