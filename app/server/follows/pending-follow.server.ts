/**
 * A follow waiting for its sign-in (issue 25 item 2, ADR 076). An anonymous visitor who presses
 * Follow gets this signed, HttpOnly cookie (`lcn_follow`, one hour) with the target and the page
 * to come back to, and is sent to /login?redirectTo=/follow. After signing in (or signing up with
 * the e-mail code) GET /follow reads it, follows, clears it and goes back to the page. The cookie
 * is only ever set by a POST of the Follow form, so a link to /follow follows nothing.
 */
import { createCookie } from "react-router";
import { sameSitePath } from "~/lib/url";
import type { FollowTarget } from "../directory/index.server";
import { isUuid } from "./follows.server";

/** A follow to finish after sign-in. */
export interface PendingFollow {
  target: FollowTarget;
  /** The page to come back to, a same-site path. */
  returnTo: string;
}

/** Reading and writing the pending-follow cookie. */
export interface PendingFollowCookie {
  /** The pending follow, or null when missing, expired or tampered with. */
  read(request: Request): Promise<PendingFollow | null>;
  /** A Set-Cookie value storing `pending`. */
  save(pending: PendingFollow): Promise<string>;
  /** A Set-Cookie value removing it. */
  clear(): Promise<string>;
}

/**
 * The `lcn_follow` cookie signed with the auth secret.
 * @param deps.secret the signing secret; deps.secure the `Secure` flag (production)
 */
export function pendingFollowCookie(deps: {
  secret: string;
  secure: boolean;
}): PendingFollowCookie {
  const cookie = createCookie("lcn_follow", {
    httpOnly: true,
    secure: deps.secure,
    sameSite: "lax",
    path: "/",
    maxAge: 60 * 60,
    secrets: [deps.secret],
  });
  return {
    async read(request) {
      const value: unknown = await cookie.parse(request.headers.get("Cookie"));
      if (!value || typeof value !== "object") return null;
      const { kind, id, returnTo } = value as Record<string, unknown>;
      if ((kind !== "center" && kind !== "community") || typeof id !== "string" || !isUuid(id)) {
        return null;
      }
      const path = typeof returnTo === "string" ? sameSitePath(returnTo) : null;
      return { target: { kind, id }, returnTo: path ?? "/me" };
    },
    save: (pending) =>
      cookie.serialize({ ...pending.target, returnTo: sameSitePath(pending.returnTo) ?? "/me" }),
    clear: () => cookie.serialize("", { maxAge: 0 }),
  };
}
