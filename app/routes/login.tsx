/**
 * /login 'Sign In' (docs/spec/public-site.md §2, §4, §8; sign-in, sign-out and password reset
 * pages; sign-in redirects): a signed-in visitor, and a successful sign-in, go to the sanitised
 * `redirectTo` (same-site paths only), else to the account's landing page: /dashboard for owners
 * and 'I run a venue or event' accounts, /me for gamers (issue 25 item 1, ADR 076).
 */
import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { SignInForm, SignInLinks } from "~/components/auth/sign-in-form";
import { Alert, AuthCard } from "~/components/ui/form";
import { loginText } from "~/i18n/auth.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { localizedWayBack } from "~/i18n/way-back";
import { safeRedirectTo, sameSitePath } from "~/lib/url";
import { landingPath } from "~/server/http/account-home.server";
import { signInAction } from "~/server/http/sign-in-action.server";
import { servicesOf } from "~/server/services.server";

/** The sanitised way back of `value`, or "" when there is none (then the landing page). */
function wayBack(value: string | null | undefined): string {
  return sameSitePath(value) ? safeRedirectTo(value) : "";
}

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  return [{ title: text?.title ?? "" }, { name: "description", content: text?.description ?? "" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const redirectTo = wayBack(url.searchParams.get("redirectTo"));
  const services = servicesOf(context);
  const user = await services.auth.getSessionUser(request);
  if (user) {
    const to = redirectTo || (await landingPath(services, user));
    throw redirect(localizedWayBack(locale, to));
  }
  const text = loginText(locale);
  const message = url.searchParams.get("message") ?? "";
  const signUpParams = new URLSearchParams();
  if (redirectTo) signUpParams.set("redirectTo", redirectTo);
  if (message === "follow") signUpParams.set("as", "play");
  const signUpTo = localizeHref(
    locale,
    `/signup-form${signUpParams.size ? `?${signUpParams}` : ""}`,
  );
  const { notices, ...words } = text;
  const notice = Object.hasOwn(notices, message) ? (notices[message] ?? null) : null;
  return { redirectTo, notice, signUpTo, text: words };
}

export function action(args: Route.ActionArgs) {
  return signInAction(args, async ({ credentials, form }) => {
    const services = servicesOf(args.context);
    const { headers, userId, role, intent } = await services.auth.signIn(credentials);
    const back = wayBack(String(form.get("redirectTo") ?? ""));
    const user = { id: userId, intent, isAdmin: role === "admin" };
    // A sign-in on /de/login lands on the German page (issue 28).
    const locale = localeFromPath(new URL(args.request.url).pathname);
    const to = back || (await landingPath(services, user));
    throw redirect(localizedWayBack(locale, to), { headers });
  });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { text } = loaderData;
  return (
    <AuthCard title={text.title} subtitle={text.subtitle}>
      {loaderData.notice && (
        <div className="mb-4">
          <Alert tone="success">{loaderData.notice}</Alert>
        </div>
      )}
      <SignInForm
        error={actionData?.formError ?? undefined}
        email={actionData?.values.email}
        redirectTo={loaderData.redirectTo || undefined}
        submitLabel={text.submit}
        pendingLabel={text.pending}
        texts={text.form}
        footer={
          <SignInLinks prompt={text.noAccount} signUpTo={loaderData.signUpTo} texts={text.form} />
        }
      />
    </AuthCard>
  );
}
