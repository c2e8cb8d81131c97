/**
 * /login 'Sign In' (docs/spec/public-site.md §2, §4, §8; sign-in, sign-out and password reset
 * pages; sign-in redirects): a signed-in visitor, and a successful sign-in, go to the sanitised
 * `redirectTo` (same-site paths only), else to the account's landing page: /dashboard for owners
 * and 'I run a venue or event' accounts, /me for gamers (issue 25 item 1, ADR 076).
 */
import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { SignInForm, SignInLinks } from "~/components/auth/sign-in-form";
import { Alert, AuthCard } from "~/components/ui/form";
import { safeRedirectTo, sameSitePath } from "~/lib/url";
import { landingPath } from "~/server/http/account-home.server";
import { signInAction } from "~/server/http/sign-in-action.server";
import { servicesOf } from "~/server/services.server";

/** Notices /login shows for `?message=` (no user input is echoed). */
const notices: Record<string, string> = {
  "password-updated": "Your password has been updated. Please sign in with your new password.",
  "signed-out": "You have been signed out.",
  follow: "Sign in to follow. New here? Create a free account below.",
};

/** The sanitised way back of `value`, or "" when there is none (then the landing page). */
function wayBack(value: string | null | undefined): string {
  return sameSitePath(value) ? safeRedirectTo(value) : "";
}

export function meta() {
  return [
    { title: "Sign In | LAN Center Network" },
    {
      name: "description",
      content:
        "Sign in to LAN Center Network to manage your LAN centers, LAN parties, photos, hours and membership.",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = wayBack(url.searchParams.get("redirectTo"));
  const services = servicesOf(context);
  const user = await services.auth.getSessionUser(request);
  if (user) throw redirect(redirectTo || (await landingPath(services, user)));
  const message = url.searchParams.get("message") ?? "";
  const signUpParams = new URLSearchParams();
  if (redirectTo) signUpParams.set("redirectTo", redirectTo);
  if (message === "follow") signUpParams.set("as", "play");
  const signUpTo = `/signup-form${signUpParams.size ? `?${signUpParams}` : ""}`;
  return { redirectTo, notice: notices[message] ?? null, signUpTo };
}

export function action(args: Route.ActionArgs) {
  return signInAction(args, async ({ credentials, form }) => {
    const services = servicesOf(args.context);
    const { headers, userId, role, intent } = await services.auth.signIn(credentials);
    const back = wayBack(String(form.get("redirectTo") ?? ""));
    const user = { id: userId, intent, isAdmin: role === "admin" };
    throw redirect(back || (await landingPath(services, user)), { headers });
  });
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
        error={actionData?.formError ?? undefined}
        email={actionData?.values.email}
        redirectTo={loaderData.redirectTo || undefined}
        submitLabel="Sign In"
        pendingLabel="Signing in..."
        footer={<SignInLinks prompt="Don't have an account?" signUpTo={loaderData.signUpTo} />}
      />
    </AuthCard>
  );
}
