/**
 * Form building blocks for the account pages: a centred card, labelled fields, a password
 * field with a show/hide toggle, and alerts. Fields keep what the user typed through
 * `defaultValue`; passwords are never echoed back by the server.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";

/** A centred card with a heading, for the account pages. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="card">
        <h1 className="heading-2 text-center">{title}</h1>
        {subtitle && <div className="mt-2 text-center text-ink-300">{subtitle}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-ink-600 bg-ink-950 px-3 py-2.5 text-white placeholder:text-ink-300 focus:border-neon-400 disabled:cursor-not-allowed disabled:opacity-60";

/** A labelled text input. */
export function TextField({
  label,
  hint,
  ...props
}: { label: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-200">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-describedby={hint ? hintId : undefined}
        {...props}
      />
      {hint && (
        <div id={hintId} className="mt-1 text-sm text-ink-300">
          {hint}
        </div>
      )}
    </div>
  );
}

/** A labelled password input with a 'Show'/'Hide' toggle button. */
export function PasswordField({
  label,
  ...props
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-200">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          className={`${inputClass} pr-20`}
          {...props}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 mt-1 rounded-r-lg px-3 text-sm font-semibold text-neon-300 hover:text-white disabled:opacity-60"
          aria-controls={id}
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? "Hide" : "Show"}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
    </div>
  );
}

/** An error (red) or success (green) message announced to screen readers. */
export function Alert({
  tone,
  children,
  id,
}: {
  tone: "error" | "success" | "info";
  children: ReactNode;
  id?: string;
}) {
  const styles = {
    error: "border-red-400/60 bg-red-950/60 text-red-100",
    success: "border-green-400/60 bg-green-950/60 text-green-100",
    info: "border-neon-400/50 bg-ink-800 text-ink-200",
  }[tone];
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm ${styles}`}
    >
      {children}
    </div>
  );
}

/** A small spinner with a text label for loading states. */
export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-ink-300">
      <span
        aria-hidden="true"
        className="h-4 w-4 animate-spin rounded-full border-2 border-ink-600 border-t-neon-300"
      />
      {label}
    </span>
  );
}
