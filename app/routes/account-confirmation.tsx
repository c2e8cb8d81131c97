/**
 * /account-confirmation 'Email Confirmed Successfully!' with the sign-in form
 * (public-site.md §2 "/login and /account-confirmation"); a signed-in user goes to /dashboard.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/account-confirmation";
import { SignInForm, SignInLinks } from "~/components/auth/sign-in-form";
import { AuthCard } from "~/components/ui/form";
import { firstMessage, signInSchema } from "~/lib/auth-forms";
import { signInMessages } from "~/lib/auth-messages";
import { signIn } from "~/server/auth/accounts.server";
import { accountsContext, clientOf } from "~/server/auth/request.server";
import { redirectSignedInUser } from "~/server/auth/session.server";
import { readFormData } from "~/server/http/form-data.server";

export function meta() {
  return [{ title: "Email Confirmed | LAN Center Network" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await redirectSignedInUser(request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const email = String(form.get("email") ?? "");
  const parsed = signInSchema.safeParse({ email, password: form.get("password") });
  if (!parsed.success) return data({ error: firstMessage(parsed.error), email }, { status: 400 });
  const result = await signIn(accountsContext(), parsed.data, clientOf(request, context));
  if (!result.ok) {
    const status = result.message === signInMessages.tooMany ? 429 : 400;
    return data({ error: result.message, email }, { status });
  }
  throw redirect("/dashboard", { headers: result.headers });
}

export default function AccountConfirmation({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      title="Email Confirmed Successfully!"
      subtitle="Your account is ready. Sign in to continue."
    >
      <SignInForm
        error={actionData?.error}
        email={actionData?.email}
        submitLabel="Sign In"
        pendingLabel="Signing in..."
        footer={<SignInLinks prompt="Need an account?" />}
      />
    </AuthCard>
  );
}
