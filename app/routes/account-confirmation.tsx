/**
 * /account-confirmation 'Email Confirmed Successfully!' with the sign-in form
 * (docs/spec/public-site.md §2 "/login and /account-confirmation"); a signed-in user goes to
 * /dashboard.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/account-confirmation";
import { SignInForm, SignInLinks } from "~/components/auth/sign-in-form";
import { AuthCard } from "~/components/ui/form";
import { firstMessage, signInSchema } from "~/lib/auth-forms";
import { clientOf } from "~/server/auth/request.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [{ title: "Email Confirmed | LAN Center Network" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await servicesOf(context).auth.redirectSignedInUser(request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const values = { email: String(form.get("email") ?? "") };
  const parsed = signInSchema.safeParse({ ...values, password: form.get("password") });
  if (!parsed.success) return invalidForm(values, {}, firstMessage(parsed.error));
  return formAction(values, async () => {
    const client = clientOf(request, context);
    const { headers } = await servicesOf(context).auth.signIn({ ...parsed.data, client });
    throw redirect("/dashboard", { headers });
  });
}

export default function AccountConfirmation({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      title="Email Confirmed Successfully!"
      subtitle="Your account is ready. Sign in to continue."
    >
      <SignInForm
        error={actionData?.formError ?? undefined}
        email={actionData?.values.email}
        submitLabel="Sign In"
        pendingLabel="Signing in..."
        footer={<SignInLinks prompt="Need an account?" />}
      />
    </AuthCard>
  );
}
