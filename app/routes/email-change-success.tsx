/**
 * /email-change-success (docs/spec/public-site.md §2 "Other confirmation pages"): 'Email Updated
 * Successfully!', then /dashboard after 5 seconds (a link for visitors without JavaScript).
 */
import { Link } from "react-router";
import { Alert, AuthCard } from "~/components/ui/form";
import { emailConfirmationMessages } from "~/lib/auth-messages";
import { useTimedRedirect } from "~/lib/use-timed-redirect";

export function meta() {
  return [
    { title: "Email Updated | LAN Center Network" },
    {
      name: "description",
      content: "Your LAN Center Network account now uses its new e-mail address.",
    },
  ];
}

export default function EmailChangeSuccess() {
  useTimedRedirect(true, "/dashboard", 5000);
  return (
    <AuthCard title="Email Updated Successfully!">
      <Alert tone="success">{emailConfirmationMessages.success}</Alert>
      <p className="mt-4 text-center text-sm text-ink-300">
        Taking you to your dashboard in 5 seconds.{" "}
        <Link to="/dashboard" className="underline">
          Go now
        </Link>
      </p>
    </AuthCard>
  );
}
