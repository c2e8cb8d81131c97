/**
 * /login 'Sign In' (docs/spec/public-site.md §2, §4, §8; sign-in, sign-out and password reset
 * pages; sign-in redirects): a signed-in visitor goes to /dashboard; success goes to the sanitised
 * `redirectTo` (same-site paths only) or /dashboard.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { SignInForm, SignInLinks } from "~/components/auth/sign-in-form";
import { Alert, AuthCard } from "~/components/ui/form";
import { firstMessage, signInSchema } from "~/lib/auth-forms";
import { safeRedirectTo } from "~/lib/url";
import { clientOf } from "~/server/auth/request.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

/** Notices /login shows for `?message=` (no user input is echoed). */
const notices: Record<string, string> = {
  "password-updated": "Your password has been updated. Please sign in with your new password.",
  "signed-out": "You have been signed out.",
};

export function meta() {
  return [{ title: "Sign In | LAN Center Network" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  await servicesOf(context).auth.redirectSignedInUser(request, redirectTo);
  return { redirectTo, notice: notices[url.searchParams.get("message") ?? ""] ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const values = { email: String(form.get("email") ?? "") };
  const redirectTo = safeRedirectTo(String(form.get("redirectTo") ?? ""));
  const parsed = signInSchema.safeParse({ ...values, password: form.get("password") });
  if (!parsed.success) return invalidForm(values, {}, firstMessage(parsed.error));
  return formAction(values, async () => {
    const client = clientOf(request, context);
    const { headers } = await servicesOf(context).auth.signIn({ ...parsed.data, client });
    throw redirect(redirectTo, { headers });
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
