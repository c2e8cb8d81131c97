/**
 * /forgot-password (docs/spec/public-site.md §2 "Password reset pages", §5, §8): e-mail field and
 * 'Send Reset Code'; on success the e-mail is kept in the signed reset cookie and the browser
 * goes to /verify-reset-code.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { EmailField } from "~/components/ui/auth-fields";
import { Alert, AuthCard, AuthLinks, SubmitButton } from "~/components/ui/form";
import { useFormCheck } from "~/components/ui/use-form-check";
import { say } from "~/components/auth/auth-texts";
import { forgotPasswordText } from "~/i18n/auth.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { useLocalizedHref } from "~/i18n/use-localized-href";
import { firstMessage, resetRequestSchema } from "~/lib/auth-forms";
import { clientOf } from "~/server/auth/request.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  return [{ title: text?.title ?? "" }, { name: "description", content: text?.description ?? "" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { text: forgotPasswordText(localeFromPath(new URL(request.url).pathname)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const values = { email: String(form.get("email") ?? "") };
  const parsed = resetRequestSchema.safeParse(values);
  if (!parsed.success) return invalidForm(values, {}, firstMessage(parsed.error));
  const { auth } = servicesOf(context);
  return formAction(values, async () => {
    await auth.requestPasswordReset({
      email: parsed.data.email,
      client: clientOf(request, context),
    });
    const locale = localeFromPath(new URL(request.url).pathname);
    throw redirect(localizeHref(locale, "/verify-reset-code"), {
      headers: { "Set-Cookie": await auth.saveResetState({ email: parsed.data.email }) },
    });
  });
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { text } = loaderData;
  const to = useLocalizedHref();
  const navigation = useNavigation();
  const check = useFormCheck(resetRequestSchema, ["email"]);
  const message = check.error ?? actionData?.formError;
  return (
    <AuthCard title={text.title} subtitle={text.subtitle}>
      <Form method="post" noValidate className="space-y-4" onSubmit={check.onSubmit}>
        {message && <Alert tone="error">{say(text.form, message)}</Alert>}
        <EmailField label={text.form.email} defaultValue={actionData?.values.email} />
        <SubmitButton
          busy={navigation.state === "submitting"}
          label={text.submit}
          busyLabel={text.form.sending}
        />
      </Form>
      <AuthLinks homeLabel={text.form.backHome}>
        <p>
          <Link to={to("/login")}>{text.backToSignIn}</Link>
        </p>
      </AuthLinks>
    </AuthCard>
  );
}
