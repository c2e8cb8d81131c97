/**
 * /login 'Sign In' (public-site.md §2, §4, §8; issue 4 item 5, 6): a signed-in visitor goes to
 * /dashboard; success goes to the sanitised `redirectTo` (same-site paths only) or /dashboard.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/login";
import { SignInForm, SignInLinks } from "~/components/auth/sign-in-form";
import { Alert, AuthCard } from "~/components/ui/form";
import { firstMessage, signInSchema } from "~/lib/auth-forms";
import { signInMessages } from "~/lib/auth-messages";
import { safeRedirectTo } from "~/lib/url";
import { signIn } from "~/server/auth/accounts.server";
import { accountsContext, clientOf } from "~/server/auth/request.server";
import { redirectSignedInUser } from "~/server/auth/session.server";
import { readFormData } from "~/server/http/form-data.server";

/** Notices /login shows for `?message=` (no user input is echoed). */
const notices: Record<string, string> = {
  "password-updated": "Your password has been updated. Please sign in with your new password.",
  "signed-out": "You have been signed out.",
};

export function meta() {
  return [{ title: "Sign In | LAN Center Network" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  await redirectSignedInUser(request, redirectTo);
  return { redirectTo, notice: notices[url.searchParams.get("message") ?? ""] ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const email = String(form.get("email") ?? "");
  const redirectTo = safeRedirectTo(String(form.get("redirectTo") ?? ""));
  const parsed = signInSchema.safeParse({ email, password: form.get("password") });
  if (!parsed.success) return data({ error: firstMessage(parsed.error), email }, { status: 400 });
  const result = await signIn(accountsContext(), parsed.data, clientOf(request, context));
  if (!result.ok) {
    const status = result.message === signInMessages.tooMany ? 429 : 400;
    return data({ error: result.message, email }, { status });
  }
  throw redirect(redirectTo, { headers: result.headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to manage your LAN centers.">
      {loaderData.notice && (
        <div className="mb-4">
          <Alert tone="success">{loaderData.notice}</Alert>
        </div>
      )}
      <SignInForm
        error={actionData?.error}
        email={actionData?.email}
        redirectTo={loaderData.redirectTo}
        submitLabel="Sign In"
        pendingLabel="Signing in..."
        footer={<SignInLinks prompt="Don't have an account?" />}
      />
    </AuthCard>
  );
}
