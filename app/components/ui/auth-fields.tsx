/**
 * The account forms' composite fields: the 6-digit code input and the new-password pair (new +
 * confirm, each with a show/hide toggle). Built from the form kit in `form.tsx`.
 */
import type { ReactNode } from "react";
import { sanitizeCode } from "~/lib/auth-forms";
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
}: {
  label?: string;
  confirmLabel?: string;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  values?: PasswordPairValues;
  onChange?: (name: keyof PasswordPairValues, value: string) => void;
}) {
  const field = (name: keyof PasswordPairValues) => ({
    name,
    autoComplete: "new-password",
    required,
    disabled,
    maxLength,
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
      <PasswordField label={confirmLabel} {...field("confirmPassword")} />
    </>
  );
}
