/**
 * /admin-login (docs/spec/owner-portal.md §2 "Admin login", §8): a real sign-in that then requires
 * the admin role. Anyone else gets 'Invalid credentials. Access denied.' and no session; success
 * shows 'Login Successful' and goes to /dashboard after 2 seconds.
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/admin-login";
import { SignInForm } from "~/components/auth/sign-in-form";
import { Alert, AuthCard } from "~/components/ui/form";
import type { FormAnswer } from "~/lib/form-answer";
import { useTimedRedirect } from "~/lib/use-timed-redirect";
import { signInAction } from "~/server/http/sign-in-action.server";
import { servicesOf } from "~/server/services.server";

/** The notice of a successful admin sign-in (the page then goes to /dashboard). */
const SIGNED_IN = "Login Successful";

export function meta() {
  return [
    { title: "Admin Login | LAN Center Network" },
    {
      name: "description",
      content:
        "Sign-in for LAN Center Network administrators, who review centers, LAN parties and listings.",
    },
  ];
}

export function action(args: Route.ActionArgs) {
  return signInAction(args, async ({ credentials, values }) => {
    const { headers } = await servicesOf(args.context).auth.adminSignIn(credentials);
    const answer: FormAnswer = { values, fieldErrors: {}, formError: null, notice: SIGNED_IN };
    return data(answer, { headers });
  });
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const success = actionData?.notice === SIGNED_IN;
  useTimedRedirect(success, "/dashboard", 2000);
  if (success) {
    return (
      <AuthCard title="Login Successful">
        <Alert tone="success">Welcome back, administrator. Taking you to your dashboard…</Alert>
        <p className="mt-4 text-center">
          <Link to="/dashboard">Go to Dashboard</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Admin Login" subtitle="Administrator access to LAN Center Network.">
      <SignInForm
        error={actionData?.formError ?? undefined}
        email={actionData?.values.email}
        submitLabel="Sign In as Administrator"
        pendingLabel="Signing in..."
        footer={
          <p className="pt-2 text-center text-sm">
            <Link to="/">Back to Home</Link>
          </p>
        }
      />
    </AuthCard>
  );
}
