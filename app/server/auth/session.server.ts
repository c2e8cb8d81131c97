/**
 * Session helpers for loaders and actions (issue 4, "Profiles", "Redirects"; public-site.md
 * §6; owner-portal.md §6). The role is computed on every request from the verified e-mail and
 * ADMIN_EMAILS, so a change of ADMIN_EMAILS takes effect at once.
 */
import { data, redirect } from "react-router";
import { getConfig } from "../config.server";
import { getAuth, getDb } from "../runtime.server";
import { getProfile, roleFor, type Role } from "./profiles.server";

/** The signed-in user as pages see it. */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** First plus last name (profile display_name). */
  displayName: string;
  role: Role;
  isAdmin: boolean;
}

/**
 * The user of the request's session cookie, or null for visitors (also when the session was
 * revoked or expired). Reads the session from the database on every call.
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  const profile = await getProfile(getDb(), user.id);
  const role = roleFor(user.email, user.emailVerified, getConfig().adminEmails);
  const firstName = profile?.firstName ?? user.name.split(" ")[0] ?? "";
  const lastName = profile?.lastName ?? user.name.split(" ").slice(1).join(" ");
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName,
    lastName,
    displayName: profile?.displayName ?? user.name,
    role,
    isAdmin: role === "admin",
  };
}

/** `/login?redirectTo=<this page>`: where `requireUser` sends visitors. */
export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  return `/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/**
 * The signed-in user. @throws a redirect to /login?redirectTo=<current path> for visitors
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(loginUrlFor(request));
  return user;
}

/**
 * The signed-in admin. Visitors are sent to /login like `requireUser`.
 * @param options.hide answer 404 instead of 403 to non-admins (pages whose existence is private)
 * @throws a redirect for visitors; a 403 (or 404) response for signed-in non-admins
 */
export async function requireAdmin(
  request: Request,
  options: { hide?: boolean } = {},
): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) {
    throw options.hide
      ? data(null, { status: 404, statusText: "Not Found" })
      : data(null, { status: 403, statusText: "Forbidden" });
  }
  return user;
}

/** @throws a redirect to /dashboard when the request has a session (for /login, /signup-form) */
export async function redirectSignedInUser(request: Request, to = "/dashboard"): Promise<void> {
  if (await getSessionUser(request)) throw redirect(to);
}
