/**
 * /email-change-success (docs/spec/public-site.md §2 "Other confirmation pages"): 'Email Updated
 * Successfully!', then /dashboard after 5 seconds (a link for visitors without JavaScript).
 */
import { Link } from "react-router";
import type { Route } from "./+types/email-change-success";
import { Alert, AuthCard } from "~/components/ui/form";
import { emailUpdatedText } from "~/i18n/auth.server";
import { localeFromPath } from "~/i18n/locales";
import { useTimedRedirect } from "~/lib/use-timed-redirect";

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  return [{ title: text?.title ?? "" }, { name: "description", content: text?.description ?? "" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { text: emailUpdatedText(localeFromPath(new URL(request.url).pathname)) };
}

export default function EmailChangeSuccess({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  useTimedRedirect(true, text.dashboardHref, 5000);
  return (
    <AuthCard title={text.title}>
      <Alert tone="success">{text.message}</Alert>
      <p className="mt-4 text-center text-sm text-ink-300">
        {text.countdown}{" "}
        <Link to={text.dashboardHref} className="underline">
          {text.goNow}
        </Link>
      </p>
    </AuthCard>
  );
}
