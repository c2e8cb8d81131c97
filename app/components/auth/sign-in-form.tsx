/**
 * The e-mail and password form of /login, /account-confirmation and /admin-login
 * (docs/spec/public-site.md §4, §8; docs/spec/owner-portal.md §2 "Admin login"). Validates with the
 * shared zod schema in the browser, posts to the page's action, and works without JavaScript.
 */
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { signInSchema } from "~/lib/auth-forms";
import { signInMessages } from "~/lib/auth-messages";
import { EmailField } from "~/components/ui/auth-fields";
import { Alert, AuthLinks, PasswordField, SubmitButton } from "~/components/ui/form";
import { useFormCheck } from "~/components/ui/use-form-check";
import { useLocalizedHref } from "~/i18n/use-localized-href";
import { AUTH_FORM_EN, say, type AuthFormTexts } from "./auth-texts";

/** Props: the server's message and the e-mail typed before, plus labels and hidden fields. */
export interface SignInFormProps {
  error?: string | undefined;
  email?: string | undefined;
  redirectTo?: string | undefined;
  submitLabel: string;
  pendingLabel: string;
  footer?: ReactNode;
  /** The form's words and messages in the page's language (issue 28); English by default. */
  texts?: AuthFormTexts;
}

/** The sign-in form; one alert shows the first problem. */
export function SignInForm({
  error,
  email,
  redirectTo,
  submitLabel,
  pendingLabel,
  footer,
  texts = AUTH_FORM_EN,
}: SignInFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const check = useFormCheck(signInSchema, ["email", "password"]);
  const message = check.error ?? error;
  const unverified = !check.error && error === signInMessages.unverified && Boolean(email);
  return (
    <>
      {unverified && email && <SendNewCode email={email} texts={texts} />}
      <Form method="post" noValidate className="space-y-4" onSubmit={check.onSubmit}>
        {message && !unverified && <Alert tone="error">{say(texts, message)}</Alert>}
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <EmailField label={texts.email} defaultValue={email} />
        <PasswordField
          label={texts.password}
          name="password"
          autoComplete="current-password"
          required
          showLabel={texts.show}
          hideLabel={texts.hide}
        />
        <SubmitButton busy={submitting} label={submitLabel} busyLabel={pendingLabel} />
        {footer}
      </Form>
    </>
  );
}

/**
 * The way out for an account whose e-mail is not verified yet (issue 16 point 1; on sign-up,
 * issue 24 item 4): `message` and 'Send a new code', which posts to /signup-form's resend step
 * (better-auth sends the code, our per-address limits apply) and continues on its code step.
 */
export function SendNewCode({
  email,
  message = signInMessages.unverified,
  texts = AUTH_FORM_EN,
}: {
  email: string;
  message?: string;
  /** Words and messages in the page's language (issue 28); English by default. */
  texts?: AuthFormTexts;
}) {
  const to = useLocalizedHref();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "resend";
  return (
    <Form method="post" action={to("/signup-form")} className="mb-4 space-y-3">
      <Alert tone="error">{say(texts, message)}</Alert>
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={email} />
      <button type="submit" className="btn-primary w-full" disabled={sending}>
        {sending ? texts.sending : texts.sendNewCode}
      </button>
    </Form>
  );
}

/**
 * The links under the sign-in forms of /login and /account-confirmation: 'Forgot your
 * password?', `prompt` with 'Create one', and 'Back to Home'.
 */
export function SignInLinks({
  prompt,
  signUpTo = "/signup-form",
  texts = AUTH_FORM_EN,
}: {
  prompt: string;
  /** The sign-up link, carrying the way back (e.g. a pending follow, issue 25 item 2). */
  signUpTo?: string;
  /** Words in the page's language (issue 28); English by default. */
  texts?: AuthFormTexts;
}) {
  const to = useLocalizedHref();
  return (
    <AuthLinks className="pt-2" homeLabel={texts.backHome}>
      <p>
        <Link to={to("/forgot-password")}>{texts.forgot}</Link>
      </p>
      <p className="text-ink-300">
        {prompt}{" "}
        <Link to={to(signUpTo)} className="underline">
          {texts.createOne}
        </Link>
      </p>
    </AuthLinks>
  );
}
