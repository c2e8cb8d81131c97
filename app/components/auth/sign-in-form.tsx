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

/** Props: the server's message and the e-mail typed before, plus labels and hidden fields. */
export interface SignInFormProps {
  error?: string | undefined;
  email?: string | undefined;
  redirectTo?: string | undefined;
  submitLabel: string;
  pendingLabel: string;
  footer?: ReactNode;
}

/** The sign-in form; one alert shows the first problem. */
export function SignInForm({
  error,
  email,
  redirectTo,
  submitLabel,
  pendingLabel,
  footer,
}: SignInFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const check = useFormCheck(signInSchema, ["email", "password"]);
  const message = check.error ?? error;
  const unverified = !check.error && error === signInMessages.unverified && Boolean(email);
  return (
    <>
      {unverified && email && <SendNewCode email={email} />}
      <Form method="post" noValidate className="space-y-4" onSubmit={check.onSubmit}>
        {message && !unverified && <Alert tone="error">{message}</Alert>}
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <EmailField defaultValue={email} />
        <PasswordField label="Password" name="password" autoComplete="current-password" required />
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
}: {
  email: string;
  message?: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "resend";
  return (
    <Form method="post" action="/signup-form" className="mb-4 space-y-3">
      <Alert tone="error">{message}</Alert>
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={email} />
      <button type="submit" className="btn-primary w-full" disabled={sending}>
        {sending ? "Sending..." : "Send a new code"}
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
}: {
  prompt: string;
  /** The sign-up link, carrying the way back (e.g. a pending follow, issue 25 item 2). */
  signUpTo?: string;
}) {
  return (
    <AuthLinks className="pt-2">
      <p>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p className="text-ink-300">
        {prompt}{" "}
        <Link to={signUpTo} className="underline">
          Create one
        </Link>
      </p>
    </AuthLinks>
  );
}
