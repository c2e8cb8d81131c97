/**
 * /follow (issue 25 item 2, ADR 076): the Follow button's form.
 *
 * - POST `kind` (center | community), `id`, `follow` (1 follow, 0 unfollow) and `returnTo`: a
 *   signed-in account follows or unfollows, then goes back to `returnTo` (a same-site path, else
 *   the center's page). An anonymous visitor's follow is kept in the signed `lcn_follow` cookie
 *   and the visitor is sent to /login?redirectTo=/follow (sign-up carries the way back too).
 * - GET, after signing in: finishes the kept follow, clears the cookie and goes back to the page.
 *   Without a kept follow it goes to /me; a link to it follows nothing.
 * - The sign-in page and a refusal are in the language of the page the press came from
 *   (`/de/login?redirectTo=%2Ffollow…` from a /de/ page; issue 28 item 1).
 */
import { redirect } from "react-router";
import type { Route } from "./+types/follow";
import { inPageLanguage } from "~/i18n/actions.server";
import { localeFromPath, localizeHref, type Locale } from "~/i18n/locales";
import { sameSitePath } from "~/lib/url";
import { isAppError } from "~/server/errors/app-error";
import { throwAppError } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

/** Where an anonymous Follow press goes: sign in (or sign up), then back here. */
const SIGN_IN_TO_FOLLOW = "/login?redirectTo=%2Ffollow&message=follow";

/** The page a target is shown on, the default way back. */
function pageOf(kind: "center" | "community", id: string): string {
  return kind === "center" ? `/lan-centers/${id}` : "/me";
}

/**
 * The language of the page the press came from (its `returnTo`): the sign-in page and the
 * refusal are shown in it (issue 28 item 1).
 */
function localeOfReturn(returnTo: unknown): Locale {
  return localeFromPath(sameSitePath(String(returnTo ?? "")) ?? "/");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, follows } = servicesOf(context);
  const pending = await follows.readPendingFollow(request);
  if (!pending) throw redirect("/me");
  const user = await auth.getSessionUser(request);
  if (!user) throw redirect(localizeHref(localeOfReturn(pending.returnTo), SIGN_IN_TO_FOLLOW));
  try {
    await follows.follow({ userId: user.id, target: pending.target });
  } catch (error) {
    // No longer public: nothing to follow; the page says so itself.
    if (!isAppError(error)) throw error;
  }
  throw redirect(pending.returnTo, {
    headers: { "Set-Cookie": await follows.clearPendingFollow() },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, follows } = servicesOf(context);
  const form = await readFormData(request);
  const wantsFollow = form.get("follow") !== "0";
  const locale = localeOfReturn(form.get("returnTo"));
  try {
    // Only a uuid of a center or community (anything else: 404, like a hidden one).
    const target = follows.parseTarget({ kind: form.get("kind"), id: form.get("id") });
    const returnTo =
      sameSitePath(String(form.get("returnTo") ?? "")) ?? pageOf(target.kind, target.id);
    const user = await auth.getSessionUser(request);
    if (!user) {
      if (!wantsFollow) {
        throw redirect(localizeHref(locale, `/login?redirectTo=${encodeURIComponent(returnTo)}`));
      }
      throw redirect(localizeHref(locale, SIGN_IN_TO_FOLLOW), {
        headers: { "Set-Cookie": await follows.savePendingFollow({ target, returnTo }) },
      });
    }
    if (wantsFollow) await follows.follow({ userId: user.id, target });
    else await follows.unfollow({ userId: user.id, target });
    throw redirect(returnTo);
  } catch (error) {
    throwAppError(inPageLanguage(locale, error));
  }
}
