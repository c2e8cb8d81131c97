/**
 * /language (issue 28 item 2, ADR 099): the language switcher's form for a signed-in account.
 *
 * - POST `locale` (one of the seven) and `returnTo` (a same-site path): a signed-in account's
 *   choice is saved (its e-mails use it), then the browser goes to `returnTo` in that language.
 *   A visitor is sent there too, nothing saved (visitors' switcher entries are plain links).
 *   An unknown locale is a 400.
 * - GET is refused (405): a link must not change an account.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/language";
import { isLocale, localizeHref } from "~/i18n/locales";
import { sameSitePath } from "~/lib/url";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function loader() {
  throw new Response("Use the language switcher.", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = servicesOf(context);
  const form = await readFormData(request);
  const locale = form.get("locale");
  if (!isLocale(locale)) throw data({ message: "Choose one of the site's languages." }, 400);
  const returnTo = sameSitePath(String(form.get("returnTo") ?? "")) ?? "/";
  const user = await auth.getSessionUser(request);
  if (user) await auth.saveLocale({ userId: user.id, locale });
  throw redirect(localizeHref(locale, returnTo));
}
