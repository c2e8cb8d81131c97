/**
 * /change-password (docs/spec/public-site.md §2, §5, §8): new and confirmed password after a
 * checked reset code; success shows 'Password Updated!', every session of the account is revoked,
 * this browser is signed out, and after 2 seconds it goes to /login with a message. Without a
 * checked code it redirects to /forgot-password.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/change-password";
import { PasswordPair } from "~/components/ui/auth-fields";
import { Alert, AuthCard, SubmitButton } from "~/components/ui/form";
import { useFormCheck } from "~/components/ui/use-form-check";
import { firstMessage, newPasswordSchema } from "~/lib/auth-forms";
import { useTimedRedirect } from "~/lib/use-timed-redirect";
import { clientOf } from "~/server/auth/request.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

const LOGIN_AFTER_RESET = "/login?message=password-updated";

export function meta() {
  return [{ title: "Choose a New Password | LAN Center Network" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.get("updated") === "1") return { updated: true };
  const state = await servicesOf(context).auth.readResetState(request);
  if (!state?.code) throw redirect("/forgot-password");
  return { updated: false };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = servicesOf(context);
  const state = await auth.readResetState(request);
  if (!state?.code) throw redirect("/forgot-password");
  const form = await readFormData(request);
  const parsed = newPasswordSchema.safeParse({
    password: form.get("password"),
    confirmPassword: form.get("confirmPassword"),
  });
  if (!parsed.success) return invalidForm({}, {}, firstMessage(parsed.error));
  const client = clientOf(request, context);
  const { email, code } = state;
  return formAction({}, async () => {
    await auth.resetPassword({ email, code, password: parsed.data.password, client });
    const headers = await auth.signOut({ client });
    headers.append("Set-Cookie", await auth.clearResetState());
    throw redirect("/change-password?updated=1", { headers });
  });
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const check = useFormCheck(newPasswordSchema, ["password", "confirmPassword"]);
  const success = loaderData.updated;
  useTimedRedirect(success, LOGIN_AFTER_RESET, 2000);
  if (success) {
    return (
      <AuthCard title="Password Updated!">
        <Alert tone="success">
          Your password has been changed and you have been signed out everywhere. Taking you to the
          sign-in page…
        </Alert>
        <p className="mt-4 text-center">
          <Link to={LOGIN_AFTER_RESET}>Go to Sign In</Link>
        </p>
      </AuthCard>
    );
  }
  const message = check.error ?? actionData?.formError;
  return (
    <AuthCard title="Choose a New Password" subtitle="Use at least 6 characters.">
      <Form method="post" noValidate className="space-y-4" onSubmit={check.onSubmit}>
        {message && <Alert tone="error">{message}</Alert>}
        <PasswordPair required />
        <SubmitButton
          busy={navigation.state === "submitting"}
          label="Update Password"
          busyLabel="Updating..."
        />
      </Form>
    </AuthCard>
  );
}
