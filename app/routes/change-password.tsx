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
import { say } from "~/components/auth/auth-texts";
import { newPasswordText } from "~/i18n/auth.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { firstMessage, newPasswordSchema } from "~/lib/auth-forms";
import { useTimedRedirect } from "~/lib/use-timed-redirect";
import { clientOf } from "~/server/auth/request.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.text.meta.title ?? "" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const text = newPasswordText(locale);
  if (url.searchParams.get("updated") === "1") return { updated: true, text };
  const state = await servicesOf(context).auth.readResetState(request);
  if (!state?.code) throw redirect(localizeHref(locale, "/forgot-password"));
  return { updated: false, text };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = servicesOf(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const state = await auth.readResetState(request);
  if (!state?.code) throw redirect(localizeHref(locale, "/forgot-password"));
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
    throw redirect(localizeHref(locale, "/change-password?updated=1"), { headers });
  });
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const check = useFormCheck(newPasswordSchema, ["password", "confirmPassword"]);
  const { text } = loaderData;
  const success = loaderData.updated;
  useTimedRedirect(success, text.loginHref, 2000);
  if (success) {
    return (
      <AuthCard title={text.updatedTitle}>
        <Alert tone="success">{text.updated}</Alert>
        <p className="mt-4 text-center">
          <Link to={text.loginHref}>{text.goSignIn}</Link>
        </p>
      </AuthCard>
    );
  }
  const message = check.error ?? actionData?.formError;
  return (
    <AuthCard title={text.title} subtitle={text.subtitle}>
      <Form method="post" noValidate className="space-y-4" onSubmit={check.onSubmit}>
        {message && <Alert tone="error">{say(text.form, message)}</Alert>}
        <PasswordPair
          required
          label={text.newPassword}
          confirmLabel={text.confirmPassword}
          toggle={{ showLabel: text.form.show, hideLabel: text.form.hide }}
        />
        <SubmitButton
          busy={navigation.state === "submitting"}
          label={text.submit}
          busyLabel={text.updating}
        />
      </Form>
    </AuthCard>
  );
}
