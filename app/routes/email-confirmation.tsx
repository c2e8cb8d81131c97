/**
 * /email-confirmation (docs/spec/public-site.md §2, §8 "Email confirmation"): states loading,
 * success and error. The outcome arrives as query or hash parameters (`error`, `error_code`,
 * `error_description`, or `status=success`); the server renders the query outcome, the browser
 * also reads the hash. Errors offer 'Back to Dashboard' and 'Request Password Reset Instead'.
 */
import { useEffect, useState } from "react";
import type { Route } from "./+types/email-confirmation";
import { Alert, AuthCard, Spinner } from "~/components/ui/form";
import { BACK_TO_DASHBOARD, StatusCard } from "~/components/ui/status-card";
import { say } from "~/components/auth/auth-texts";
import { emailConfirmationText } from "~/i18n/auth.server";
import { localeFromPath } from "~/i18n/locales";
import { emailConfirmationMessages } from "~/lib/auth-messages";

type Outcome = { state: "loading" } | { state: "success" } | { state: "error"; message: string };

/**
 * Maps the parameters of a confirmation link to the page state (docs/spec/public-site.md §8 texts).
 */
export function outcomeOf(params: URLSearchParams): Outcome | null {
  const error = params.get("error") ?? params.get("error_code");
  if (error) {
    const reason = params.get("error_description") ?? error;
    if (error === "access_denied" || /expired/i.test(`${error} ${reason}`)) {
      return { state: "error", message: emailConfirmationMessages.expired };
    }
    return { state: "error", message: emailConfirmationMessages.failed(reason.slice(0, 200)) };
  }
  if (params.get("status") === "success") return { state: "success" };
  return null;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  return [{ title: text?.title ?? "" }, { name: "description", content: text?.description ?? "" }];
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    outcome: outcomeOf(url.searchParams),
    text: emailConfirmationText(localeFromPath(url.pathname)),
  };
}

/** An outcome's message in the page's language ('failed: {reason}' keeps the reason). */
function messageIn(text: Route.ComponentProps["loaderData"]["text"], message: string): string {
  const prefix = emailConfirmationMessages.failed("");
  if (message.startsWith(prefix) && text.failedPrefix[0] !== prefix) {
    return `${text.failedPrefix[0]}${message.slice(prefix.length)}${text.failedPrefix[1]}`;
  }
  return say(text.form, message);
}

export default function EmailConfirmation({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  const [outcome, setOutcome] = useState<Outcome>(loaderData.outcome ?? { state: "loading" });
  useEffect(() => {
    if (loaderData.outcome) return;
    const fromHash = outcomeOf(new URLSearchParams(window.location.hash.slice(1)));
    setOutcome(fromHash ?? { state: "error", message: emailConfirmationMessages.missing });
  }, [loaderData.outcome]);
  if (outcome.state === "loading") {
    return (
      <AuthCard title={text.loadingTitle}>
        <p className="text-center">
          <Spinner label={text.loading} />
        </p>
      </AuthCard>
    );
  }
  const back = {
    ...BACK_TO_DASHBOARD,
    to: text.dashboardHref,
    label: text.backToDashboard,
    primary: true,
  };
  if (outcome.state === "success") {
    return (
      <StatusCard title={text.successTitle} links={[back]}>
        <Alert tone="success">{text.success}</Alert>
      </StatusCard>
    );
  }
  return (
    <StatusCard
      title={text.failedTitle}
      links={[back, { to: text.resetHref, label: text.resetInstead }]}
    >
      <Alert tone="error">{messageIn(text, outcome.message)}</Alert>
    </StatusCard>
  );
}
