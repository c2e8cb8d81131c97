/**
 * Session helpers for loaders and actions (profiles and roles; sign-in redirects;
 * docs/spec/public-site.md §6; docs/spec/owner-portal.md §6). The role is computed on every request
 * from the verified e-mail and ADMIN_EMAILS, so a change of ADMIN_EMAILS takes effect at once.
 */
import { data, redirect } from "react-router";
import { getSessionCookie } from "better-auth/cookies";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { COOKIE_PREFIX } from "./auth.server";
import type { AccountsContext } from "./accounts.server";
import { getProfile, roleFor, type AccountIntent, type Role } from "./profiles.server";

/**
 * What the session helpers read: better-auth, the database and ADMIN_EMAILS (the accounts
 * context). Routes do not pass it: they call `servicesOf(context).auth.requireUser(request)`,
 * which closes over it.
 */
export type SessionDeps = AccountsContext;

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
  /** 'play' or 'run', chosen at sign-up (issue 25 item 1, ADR 076). */
  intent: AccountIntent;
}

/**
 * Whether the request carries a better-auth session cookie at all (its name read by
 * better-auth's own `getSessionCookie`, secure or not). False means a visitor: no session lookup
 * and no per-user work is needed (issue 15 item 3, ADR 063). True does not mean signed in: the
 * session may be expired, revoked or forged; only {@link getSessionUser} says.
 */
export function hasSessionCookie(request: Request | Headers): boolean {
  return getSessionCookie(request, { cookiePrefix: COOKIE_PREFIX }) !== null;
}

/**
 * The user of the request's session cookie, or null for visitors (also when the session was
 * revoked or expired). Reads the session from the database on every call that carries a
 * session cookie; without one it answers null at once.
 * @param deps better-auth, database, ADMIN_EMAILS
 */
export async function getSessionUser(
  request: Request,
  deps: SessionDeps,
): Promise<SessionUser | null> {
  if (!hasSessionCookie(request)) return null;
  const session = await deps.auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  const profile = await getProfile(deps.db, user.id);
  const role = roleFor(user.email, user.emailVerified, deps.adminEmails);
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
    intent: profile?.intent ?? "run",
  };
}

/**
 * `/login?redirectTo=<this page>`: where `requireUser` sends visitors, in the page's language
 * (`/de/login?redirectTo=%2Fde%2Fme` from /de/me; issue 28 item 1).
 */
export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  return localizeHref(
    localeFromPath(url.pathname),
    `/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`,
  );
}

/**
 * The signed-in user. @throws a redirect to /login?redirectTo=<current path> for visitors
 */
export async function requireUser(request: Request, deps: SessionDeps): Promise<SessionUser> {
  const user = await getSessionUser(request, deps);
  if (!user) throw redirect(loginUrlFor(request));
  return user;
}

/** What a signed-in non-admin reads on an administrators' page (issue 16 point 5). */
export const ADMIN_ONLY_MESSAGE =
  "This page is for administrators only. Your account can manage your own LAN centers and parties from your dashboard.";

/**
 * The signed-in admin. Visitors are sent to /login like `requireUser`.
 * @param options.hide answer 404 instead of 403 to non-admins (pages whose existence is private)
 * @throws a redirect for visitors; a 403 (or 404) response for signed-in non-admins
 */
export async function requireAdmin(
  request: Request,
  options: { hide?: boolean } = {},
  deps: SessionDeps,
): Promise<SessionUser> {
  const user = await requireUser(request, deps);
  if (!user.isAdmin) {
    throw options.hide
      ? data(null, { status: 404, statusText: "Not Found" })
      : data(
          { message: ADMIN_ONLY_MESSAGE, code: "auth.admin_only" },
          { status: 403, statusText: "Forbidden" },
        );
  }
  return user;
}

/** @throws a redirect to /dashboard when the request has a session (for /login, /signup-form) */
export async function redirectSignedInUser(
  request: Request,
  to = "/dashboard",
  deps: SessionDeps,
): Promise<void> {
  if (await getSessionUser(request, deps)) throw redirect(to);
}
