/**
 * /account-confirmation 'Email Confirmed Successfully!' with the sign-in form
 * (docs/spec/public-site.md §2 "/login and /account-confirmation"); a signed-in user goes to
 * /dashboard; a sign-in lands on /dashboard or, for a gamer, /me (issue 25 item 1).
 */
import { redirect } from "react-router";
import type { Route } from "./+types/account-confirmation";
import { SignInForm, SignInLinks } from "~/components/auth/sign-in-form";
import { AuthCard } from "~/components/ui/form";
import { accountConfirmedText } from "~/i18n/auth.server";
import { localeFromPath } from "~/i18n/locales";
import { localizedWayBack } from "~/i18n/way-back";
import { landingPath } from "~/server/http/account-home.server";
import { signInAction } from "~/server/http/sign-in-action.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  return [{ title: text?.title ?? "" }, { name: "description", content: text?.description ?? "" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await servicesOf(context).auth.redirectSignedInUser(request);
  return { text: accountConfirmedText(localeFromPath(new URL(request.url).pathname)) };
}

export function action(args: Route.ActionArgs) {
  return signInAction(args, async ({ credentials }) => {
    const services = servicesOf(args.context);
    const { headers, userId, role, intent } = await services.auth.signIn(credentials);
    // Owners to /dashboard, gamers to /me (issue 25 item 1, ADR 076).
    const user = { id: userId, intent, isAdmin: role === "admin" };
    const locale = localeFromPath(new URL(args.request.url).pathname);
    throw redirect(localizedWayBack(locale, await landingPath(services, user)), { headers });
  });
}

export default function AccountConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  const { text } = loaderData;
  return (
    <AuthCard title={text.title} subtitle={text.subtitle}>
      <SignInForm
        error={actionData?.formError ?? undefined}
        email={actionData?.values.email}
        submitLabel={text.submit}
        pendingLabel={text.pending}
        texts={text.form}
        footer={<SignInLinks prompt={text.needAccount} texts={text.form} />}
      />
    </AuthCard>
  );
}
