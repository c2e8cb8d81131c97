/**
 * The pending e-mail change of the dashboard's Email Settings tab (issue 5 item 7): which user
 * asked for which new address travels in a signed, HttpOnly cookie, never in the URL.
 */
import { createCookie } from "react-router";
import { getConfig } from "../config.server";
import { getAuthSecret } from "../runtime.server";

/** The user who asked and the new address the code was sent to. */
export interface PendingEmailChange {
  userId: string;
  newEmail: string;
}

function pendingCookie() {
  return createCookie("lcn_email_change", {
    httpOnly: true,
    secure: getConfig().production,
    sameSite: "lax",
    path: "/",
    maxAge: 60 * 60,
    secrets: [getAuthSecret()],
  });
}

/** The pending change of `userId`, or null when missing, tampered with or someone else's. */
export async function readPendingEmailChange(
  request: Request,
  userId: string,
): Promise<PendingEmailChange | null> {
  const value: unknown = await pendingCookie().parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const { userId: owner, newEmail } = value as Record<string, unknown>;
  if (owner !== userId || typeof newEmail !== "string" || !newEmail) return null;
  return { userId, newEmail };
}

/** A Set-Cookie value storing `pending`. */
export function savePendingEmailChange(pending: PendingEmailChange): Promise<string> {
  return pendingCookie().serialize(pending);
}

/** A Set-Cookie value removing the pending change. */
export function clearPendingEmailChange(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0 });
}
