/**
 * /login 'Sign In' (docs/spec/public-site.md §2, §4, §8; sign-in, sign-out and password reset
 * pages; sign-in redirects): a signed-in visitor goes to /dashboard; success goes to the sanitised
 * `redirectTo` (same-site paths only) or /dashboard.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { SignInForm, SignInLinks } from "~/components/auth/sign-in-form";
import { Alert, AuthCard } from "~/components/ui/form";
import { safeRedirectTo } from "~/lib/url";
import { signInAction } from "~/server/http/sign-in-action.server";
import { servicesOf } from "~/server/services.server";

/** Notices /login shows for `?message=` (no user input is echoed). */
const notices: Record<string, string> = {
  "password-updated": "Your password has been updated. Please sign in with your new password.",
  "signed-out": "You have been signed out.",
};

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
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  await servicesOf(context).auth.redirectSignedInUser(request, redirectTo);
  return { redirectTo, notice: notices[url.searchParams.get("message") ?? ""] ?? null };
}

export function action(args: Route.ActionArgs) {
  return signInAction(args, async ({ credentials, form }) => {
    const { headers } = await servicesOf(args.context).auth.signIn(credentials);
    throw redirect(safeRedirectTo(String(form.get("redirectTo") ?? "")), { headers });
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
        redirectTo={loaderData.redirectTo}
        submitLabel="Sign In"
        pendingLabel="Signing in..."
        footer={<SignInLinks prompt="Don't have an account?" />}
      />
    </AuthCard>
  );
}
