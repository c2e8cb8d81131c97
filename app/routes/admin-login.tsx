/**
 * /admin-login (docs/spec/owner-portal.md §2 "Admin login", §8): a real sign-in that then requires
 * the admin role. Anyone else gets 'Invalid credentials. Access denied.' and no session; success
 * shows 'Login Successful' and goes to /dashboard after 2 seconds. Texts in the URL's language
 * (`adminLoginText`, issue 28 item 1); the dashboard and home links stay in it.
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/admin-login";
import { SignInForm } from "~/components/auth/sign-in-form";
import { Alert, AuthCard } from "~/components/ui/form";
import { adminLoginText } from "~/i18n/admin.server";
import { localeFromPath } from "~/i18n/locales";
import type { FormAnswer } from "~/lib/form-answer";
import { useTimedRedirect } from "~/lib/use-timed-redirect";
import { signInAction } from "~/server/http/sign-in-action.server";
import { servicesOf } from "~/server/services.server";

/** The marker of a successful admin sign-in (the page then goes to the dashboard). */
const SIGNED_IN = "Login Successful";

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  return [{ title: text?.title ?? "" }, { name: "description", content: text?.description ?? "" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { text: adminLoginText(localeFromPath(new URL(request.url).pathname)) };
}

export function action(args: Route.ActionArgs) {
  return signInAction(args, async ({ credentials, values }) => {
    const { headers } = await servicesOf(args.context).auth.adminSignIn(credentials);
    const answer: FormAnswer = { values, fieldErrors: {}, formError: null, notice: SIGNED_IN };
    return data(answer, { headers });
  });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { text } = loaderData;
  const success = actionData?.notice === SIGNED_IN;
  useTimedRedirect(success, text.dashboardHref, 2000);
  if (success) {
    return (
      <AuthCard title={text.success.title}>
        <Alert tone="success">{text.success.text}</Alert>
        <p className="mt-4 text-center">
          <Link to={text.dashboardHref}>{text.success.dashboard}</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={text.title} subtitle={text.subtitle}>
      <SignInForm
        error={actionData?.formError ?? undefined}
        email={actionData?.values.email}
        submitLabel={text.submit}
        pendingLabel={text.pending}
        texts={text.form}
        footer={
          <p className="pt-2 text-center text-sm">
            <Link to={text.homeHref}>{text.form.backHome}</Link>
          </p>
        }
      />
    </AuthCard>
  );
}
