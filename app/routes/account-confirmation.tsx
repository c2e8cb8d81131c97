/**
 * /account-confirmation 'Email Confirmed Successfully!' with the sign-in form
 * (docs/spec/public-site.md §2 "/login and /account-confirmation"); a signed-in user goes to
 * /dashboard; a sign-in lands on /dashboard or, for a gamer, /me (issue 25 item 1).
 */
import { redirect } from "react-router";
import type { Route } from "./+types/account-confirmation";
import { SignInForm, SignInLinks } from "~/components/auth/sign-in-form";
import { AuthCard } from "~/components/ui/form";
import { landingPath } from "~/server/http/account-home.server";
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
    const services = servicesOf(args.context);
    const { headers, userId, role, intent } = await services.auth.signIn(credentials);
    // Owners to /dashboard, gamers to /me (issue 25 item 1, ADR 076).
    const user = { id: userId, intent, isAdmin: role === "admin" };
    throw redirect(await landingPath(services, user), { headers });
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
