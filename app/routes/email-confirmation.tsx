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

export function meta() {
  return [
    { title: "Email Confirmation | LAN Center Network" },
    {
      name: "description",
      content: "Confirm the e-mail address of your LAN Center Network account.",
    },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return { outcome: outcomeOf(new URL(request.url).searchParams) };
}

export default function EmailConfirmation({ loaderData }: Route.ComponentProps) {
  const [outcome, setOutcome] = useState<Outcome>(loaderData.outcome ?? { state: "loading" });
  useEffect(() => {
    if (loaderData.outcome) return;
    const fromHash = outcomeOf(new URLSearchParams(window.location.hash.slice(1)));
    setOutcome(fromHash ?? { state: "error", message: emailConfirmationMessages.missing });
  }, [loaderData.outcome]);
  if (outcome.state === "loading") {
    return (
      <AuthCard title="Confirming Your Email">
        <p className="text-center">
          <Spinner label="Confirming your email change..." />
        </p>
      </AuthCard>
    );
  }
  const back = { ...BACK_TO_DASHBOARD, primary: true };
  if (outcome.state === "success") {
    return (
      <StatusCard title="Email Confirmed" links={[back]}>
        <Alert tone="success">{emailConfirmationMessages.success}</Alert>
      </StatusCard>
    );
  }
  return (
    <StatusCard
      title="Email Confirmation Failed"
      links={[back, { to: "/forgot-password", label: "Request Password Reset Instead" }]}
    >
      <Alert tone="error">{outcome.message}</Alert>
    </StatusCard>
  );
}
