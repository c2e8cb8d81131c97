/**
 * /admin-login (owner-portal.md §2 "Admin login", §8): a real sign-in that then requires the
 * admin role. Anyone else gets 'Invalid credentials. Access denied.' and no session; success
 * shows 'Login Successful' and goes to /dashboard after 2 seconds.
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/admin-login";
import { SignInForm } from "~/components/auth/sign-in-form";
import { Alert, AuthCard } from "~/components/ui/form";
import { firstMessage, signInSchema } from "~/lib/auth-forms";
import { adminLoginMessages, signInMessages } from "~/lib/auth-messages";
import { useTimedRedirect } from "~/lib/use-timed-redirect";
import { adminSignIn } from "~/server/auth/accounts.server";
import { accountsContext, clientOf } from "~/server/auth/request.server";
import { readFormData } from "~/server/http/form-data.server";

export function meta() {
  return [{ title: "Admin Login | LAN Center Network" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const email = String(form.get("email") ?? "");
  const parsed = signInSchema.safeParse({ email, password: form.get("password") });
  if (!parsed.success) {
    return data({ success: false, error: firstMessage(parsed.error), email }, { status: 400 });
  }
  const result = await adminSignIn(accountsContext(), parsed.data, clientOf(request, context));
  if (!result.ok) {
    const status = result.message === signInMessages.tooMany ? 429 : 401;
    return data({ success: false, error: result.message, email }, { status });
  }
  return data({ success: true, error: undefined, email }, { headers: result.headers });
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const success = actionData?.success === true;
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
        error={
          actionData?.error === adminLoginMessages.denied ? actionData.error : actionData?.error
        }
        email={actionData?.email}
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
