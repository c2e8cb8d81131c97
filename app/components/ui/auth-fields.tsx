/**
 * The account forms' composite fields: the e-mail input, the 6-digit code input (and the code
 * step's verify and resend forms), and the new-password pair (new + confirm, each with a
 * show/hide toggle). Built from the form kit in `form.tsx`.
 */
import { useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { sanitizeCode } from "~/lib/auth-forms";
import { signUpMessages } from "~/lib/auth-messages";
import { useHydrated } from "~/lib/use-hydrated";
import { PasswordField, TextField } from "./form";

/** Large centred digits for the code steps of sign-up and password reset. */
const largeCodeClass =
  "mt-1 block w-full rounded-lg border border-ink-600 bg-ink-950 px-3 py-2.5 text-center font-mono text-2xl tracking-[0.5em] text-white aria-[invalid=true]:border-hot-400";

/**
 * A 6-digit code input (name `code`): digits only while typing, one-time-code autofill, numeric
 * keyboard. Controlled, so the page can enable its submit button once 6 digits are in.
 */
export function CodeField({
  label,
  value,
  onChange,
  hint,
  large = false,
}: {
  label: string;
  value: string;
  /** Called with the sanitized code (digits only, at most 6). */
  onChange: (code: string) => void;
  hint?: ReactNode;
  /** Big centred digits (the code steps) instead of a plain input (Email Settings). */
  large?: boolean;
}) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      value={value}
      onChange={(event) => onChange(sanitizeCode(event.currentTarget.value))}
      hint={hint}
      {...(large ? { className: largeCodeClass } : {})}
    />
  );
}

/** The two values of a controlled password pair. */
export interface PasswordPairValues {
  password: string;
  confirmPassword: string;
}

/**
 * New password and its confirmation (names `password` and `confirmPassword`,
 * autocomplete new-password). Uncontrolled unless `values` and `onChange` are given.
 */
export function PasswordPair({
  label = "New Password",
  confirmLabel = "Confirm New Password",
  required,
  disabled,
  maxLength,
  values,
  onChange,
  mismatchMessage = signUpMessages.passwordsDiffer,
  toggle,
}: {
  label?: string;
  confirmLabel?: string;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  values?: PasswordPairValues;
  onChange?: (name: keyof PasswordPairValues, value: string) => void;
  /** Said next to the confirmation once both are filled and differ (issue 16 point 5). */
  mismatchMessage?: string;
  /** The show/hide toggle's words in the page's language (issue 28); English by default. */
  toggle?: { showLabel: string; hideLabel: string };
}) {
  const mismatch =
    values && values.password !== "" && values.confirmPassword !== ""
      ? values.password !== values.confirmPassword
      : false;
  const field = (name: keyof PasswordPairValues) => ({
    name,
    autoComplete: "new-password",
    required,
    disabled,
    maxLength,
    ...toggle,
    ...(values && onChange
      ? {
          value: values[name],
          onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
            onChange(name, event.target.value),
        }
      : {}),
  });
  return (
    <>
      <PasswordField label={label} {...field("password")} />
      <PasswordField
        label={confirmLabel}
        {...field("confirmPassword")}
        error={mismatch ? mismatchMessage : undefined}
      />
    </>
  );
}

/**
 * A code step's two plain POST forms: the 6-digit code with its submit button (intent
 * `verify`; enabled once 6 digits are in) and 'Resend Code' (intent `resend`). `email`, when
 * given, is posted with both.
 */
export function CodeStepForms({
  label,
  submitLabel,
  email,
  resendPrompt,
  onSubmit,
  onCodeChange,
  words = { verifying: "Verifying...", sending: "Sending...", resendCode: "Resend Code" },
}: {
  label: string;
  submitLabel: string;
  email?: string;
  /** A line above 'Resend Code' (e.g. "Didn't get the code?"). */
  resendPrompt?: string;
  /** The code form's submit handler (a browser-side check). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Called on every change of the code (e.g. to clear a message). */
  onCodeChange?: () => void;
  /** The buttons' words in the page's language (issue 28); English by default. */
  words?: { verifying: string; sending: string; resendCode: string };
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const intent = navigation.formData?.get("intent");
  const [code, setCode] = useState("");
  const emailField =
    email === undefined ? null : <input type="hidden" name="email" value={email} />;
  return (
    <>
      <Form method="post" noValidate className="space-y-4" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="verify" />
        {emailField}
        <CodeField
          label={label}
          large
          value={code}
          onChange={(value) => {
            setCode(value);
            onCodeChange?.();
          }}
        />
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={hydrated && (code.length !== 6 || submitting)}
        >
          {intent === "verify" ? words.verifying : submitLabel}
        </button>
      </Form>
      <Form method="post" className="text-center">
        <input type="hidden" name="intent" value="resend" />
        {emailField}
        {resendPrompt && <p className="mb-2 text-sm text-ink-300">{resendPrompt}</p>}
        <button type="submit" className="btn-secondary" disabled={submitting}>
          {intent === "resend" ? words.sending : words.resendCode}
        </button>
      </Form>
    </>
  );
}

/** The e-mail input of the account forms (name and autocomplete `email`, required). */
export function EmailField(
  props: Omit<ComponentProps<typeof TextField>, "label" | "name" | "type"> & { label?: string },
) {
  return (
    <TextField label="Email" name="email" type="email" autoComplete="email" required {...props} />
  );
}
