/**
 * The three steps of /signup-form (docs/spec/public-site.md §4, §5, §8;
 * docs/spec/owner-portal.md §8): the 'Create Account' form with the availability check, the
 * verification step, the success step.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { SendNewCode } from "~/components/auth/sign-in-form";
import { CodeStepForms, EmailField, PasswordPair } from "~/components/ui/auth-fields";
import { Alert, AuthCard, AuthLinks, Spinner, TextField } from "~/components/ui/form";
import { StatusCard } from "~/components/ui/status-card";
import { firstSignUpError, isEmailShaped, normalizeEmail } from "~/lib/auth-forms";
import { signUpMessages } from "~/lib/auth-messages";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocalizedHref } from "~/i18n/use-localized-href";
import { say, type SignUpTexts } from "./auth-texts";

/** Delay after typing before the availability lookup runs (docs/spec/public-site.md §9). */
export const EMAIL_CHECK_DELAY_MS = 500;
/** How long the 'code sent' notice stays (docs/spec/public-site.md §9). */
export const CODE_SENT_NOTICE_MS = 3000;

/** The name fields of the form (labels from the page's texts). */
const NAME_FIELDS = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
] as const;

/** The two paths of sign-up (issue 25 item 1, ADR 076), with their words' keys in the texts. */
const ACCOUNT_TYPES = [
  { value: "play", label: "play", hint: "playHint" },
  { value: "run", label: "run", hint: "runHint" },
] as const;

/**
 * Step 1: the form. `values` are what the server got back (never passwords); `accountType` the
 * preselected path; `redirectTo` the way back after the code step (e.g. /follow);
 * `waitingForCode`: the server said the address has an account waiting for its code (issue 24
 * item 4), which the availability check can say too: then 'Send a new code' replaces the form's
 * error. `text`: the page's words in its language (issue 28).
 */
export function SignUpForm({
  error,
  emailTaken,
  waitingForCode = false,
  values,
  accountType = "run",
  redirectTo = null,
  text,
}: {
  error?: string | undefined;
  emailTaken: boolean;
  waitingForCode?: boolean;
  values?: { firstName: string; lastName: string; email: string } | undefined;
  accountType?: "play" | "run";
  redirectTo?: string | null;
  text: SignUpTexts;
}) {
  const to = useLocalizedHref();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const availability = useFetcher<{ taken: boolean; waiting?: boolean }>();
  const [fields, setFields] = useState({
    firstName: values?.firstName ?? "",
    lastName: values?.lastName ?? "",
    email: values?.email ?? "",
    password: "",
    confirmPassword: "",
  });
  const [clientError, setClientError] = useState<string | null>(null);
  const [checkedEmail, setCheckedEmail] = useState<string | null>(null);
  const [takenEmails, setTakenEmails] = useState<Set<string>>(
    () => new Set(emailTaken && values ? [normalizeEmail(values.email)] : []),
  );
  const [waitingEmails, setWaitingEmails] = useState<Set<string>>(
    () => new Set(waitingForCode && values ? [normalizeEmail(values.email)] : []),
  );
  const normalized = normalizeEmail(fields.email);

  // Debounced lookup, 500 ms after a valid-looking address was typed.
  useEffect(() => {
    if (!isEmailShaped(normalized) || takenEmails.has(normalized) || waitingEmails.has(normalized))
      return;
    const timer = setTimeout(() => {
      setCheckedEmail(normalized);
      void availability.submit(
        { email: normalized },
        { method: "post", action: "/api/email-availability" },
      );
    }, EMAIL_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
    // availability.submit is stable; the lookup depends on the address only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [normalized]);

  // Record a "taken" answer for the address it was asked about (an error counts as available).
  useEffect(() => {
    if (availability.state === "idle" && availability.data?.taken && checkedEmail) {
      if (availability.data.waiting) setWaitingEmails((set) => new Set(set).add(checkedEmail));
      else setTakenEmails((set) => new Set(set).add(checkedEmail));
    }
  }, [availability.state, availability.data, checkedEmail]);

  const checking = availability.state !== "idle" && checkedEmail === normalized;
  const taken = takenEmails.has(normalized);
  const waiting = waitingEmails.has(normalized);
  const lockOthers = hydrated && taken;
  const anyEmpty = Object.values(fields).some((value) => value === "");
  const submitDisabled =
    hydrated &&
    (submitting ||
      checking ||
      taken ||
      waiting ||
      anyEmpty ||
      fields.password !== fields.confirmPassword);
  const buttonLabel = submitting
    ? text.creating
    : checking
      ? text.checkingButton
      : taken
        ? text.invalidButton
        : text.submit;
  // 'Waiting for its code' is said by the 'Send a new code' box, and only for that address.
  const message = clientError ?? (error === signUpMessages.waitingForCode ? null : error);
  const update = (name: keyof typeof fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setClientError(null);
  };
  const set = (name: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    update(name, event.target.value);

  return (
    <AuthCard title={text.title} subtitle={text.subtitle}>
      {waiting && (
        <SendNewCode email={normalized} message={signUpMessages.waitingForCode} texts={text.form} />
      )}
      <Form
        method="post"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const problem = firstSignUpError(fields, {
            emailTaken: taken,
            checkingEmail: checking,
            configured: true,
          });
          if (problem) {
            event.preventDefault();
            setClientError(problem);
          }
        }}
      >
        <input type="hidden" name="intent" value="signup" />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        {message && <Alert tone="error">{say(text.form, message)}</Alert>}
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-ink-100">{text.useLegend}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {ACCOUNT_TYPES.map((type) => (
              <label
                key={type.value}
                className="flex cursor-pointer gap-3 rounded-lg border border-ink-600 p-3 has-[:checked]:border-neon-300"
              >
                <input
                  type="radio"
                  name="accountType"
                  value={type.value}
                  defaultChecked={type.value === accountType}
                  className="mt-1"
                  aria-describedby={`account-type-${type.value}-hint`}
                />
                <span>
                  <span className="block font-semibold text-white">{text[type.label]}</span>
                  <span
                    id={`account-type-${type.value}-hint`}
                    className="block text-sm text-ink-300"
                  >
                    {text[type.hint]}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {NAME_FIELDS.map((field) => (
            <TextField
              key={field.name}
              {...field}
              label={text[field.name]}
              required
              value={fields[field.name]}
              onChange={set(field.name)}
              disabled={lockOthers}
            />
          ))}
        </div>
        <EmailField
          label={text.form.email}
          value={fields.email}
          onChange={set("email")}
          aria-invalid={taken || undefined}
          hint={checking ? <Spinner label={text.checkingSpinner} /> : undefined}
        />
        {taken && (
          <div
            role="alert"
            className="rounded-lg border border-red-400/60 bg-red-950/60 p-4 text-sm text-red-100"
          >
            <p className="font-semibold">{text.takenTitle}</p>
            <p className="mt-1">{text.takenText}</p>
            <p className="mt-3 flex flex-wrap gap-4">
              <Link to={to("/login")} className="font-semibold text-red-100 underline">
                {text.signInInstead}
              </Link>
              <Link to={to("/forgot-password")} className="font-semibold text-red-100 underline">
                {text.resetPassword}
              </Link>
            </p>
          </div>
        )}
        <PasswordPair
          label={text.form.password}
          confirmLabel={text.confirmPassword}
          mismatchMessage={say(text.form, signUpMessages.passwordsDiffer)}
          toggle={{ showLabel: text.form.show, hideLabel: text.form.hide }}
          required
          disabled={lockOthers}
          values={fields}
          onChange={(name, value) => update(name, value)}
        />
        <button type="submit" className="btn-primary w-full" disabled={submitDisabled}>
          {buttonLabel}
        </button>
      </Form>
      <AuthLinks homeLabel={text.form.backHome}>
        <p className="text-ink-300">
          {text.haveAccount}{" "}
          <Link to={to("/registration-choice")} className="underline">
            {text.signInHere}
          </Link>{" "}
          {text.orGoTo}{" "}
          <Link
            to={to(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login")}
            className="underline"
          >
            {text.signInPage}
          </Link>
          .
        </p>
      </AuthLinks>
    </AuthCard>
  );
}

/** Step 2: the 6-digit code, with 'Resend Code'. */
export function VerifyEmailStep({
  email,
  error,
  notice,
  sentAt,
  text,
}: {
  email: string;
  error?: string | undefined;
  notice?: string | undefined;
  sentAt?: number | undefined;
  /** The page's words in its language (issue 28). */
  text: Pick<SignUpTexts, "verify" | "form">;
}) {
  const [showNotice, setShowNotice] = useState(Boolean(notice));
  const lastSentAt = useRef(sentAt);
  useEffect(() => {
    if (!notice) return;
    if (sentAt !== lastSentAt.current) lastSentAt.current = sentAt;
    setShowNotice(true);
    const timer = setTimeout(() => setShowNotice(false), CODE_SENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, sentAt]);
  return (
    <AuthCard
      title={text.verify.title}
      subtitle={
        <>
          {text.verify.subtitle[0]}
          <strong className="text-white">{email}</strong>
          {text.verify.subtitle[1]}
        </>
      }
    >
      <div className="space-y-4">
        {error && <Alert tone="error">{say(text.form, error)}</Alert>}
        {notice && showNotice && <Alert tone="success">{say(text.form, notice)}</Alert>}
        <CodeStepForms
          label={text.verify.codeLabel}
          submitLabel={text.verify.submit}
          email={email}
          resendPrompt={text.verify.noCode}
          words={text.form}
        />
      </div>
    </AuthCard>
  );
}

/** Step 3: the account exists, the e-mail is verified and the user is signed in. */
export function SignUpSuccess({
  welcome,
  text,
}: {
  /** 'Welcome, {firstName}! …' in the page's language. */
  welcome: string;
  text: Pick<SignUpTexts, "success">;
}) {
  const { success } = text;
  return (
    <StatusCard
      title={success.title}
      links={[
        { to: success.dashboardHref, label: success.dashboard, primary: true },
        { to: success.registerHref, label: success.register },
      ]}
    >
      <Alert tone="success">{welcome}</Alert>
    </StatusCard>
  );
}
