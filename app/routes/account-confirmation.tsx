/**
 * /account-confirmation 'Email Confirmed Successfully!' with the sign-in form
 * (docs/spec/public-site.md §2 "/login and /account-confirmation"); a signed-in user goes to
 * /dashboard.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/account-confirmation";
import { SignInForm, SignInLinks } from "~/components/auth/sign-in-form";
import { AuthCard } from "~/components/ui/form";
import { signInAction } from "~/server/http/sign-in-action.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [
    { title: "Email Confirmed | LAN Center Network" },
    {
      name: "description",
      content:
        "Your e-mail address is confirmed. Sign in to LAN Center Network to register your LAN center or LAN party.",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await servicesOf(context).auth.redirectSignedInUser(request);
  return null;
}

export function action(args: Route.ActionArgs) {
  return signInAction(args, async ({ credentials }) => {
    const { headers } = await servicesOf(args.context).auth.signIn(credentials);
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
