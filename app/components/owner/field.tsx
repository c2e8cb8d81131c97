/**
 * Labelled form inputs for the owner portal: the error is tied to the input with
 * aria-describedby and aria-invalid, and the input keeps `defaultValue` (uncontrolled), so what
 * the user typed survives a failed submission with or without JavaScript.
 */
import { useId, type ReactNode } from "react";

const inputClass =
  "w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-white placeholder:text-ink-300 aria-[invalid=true]:border-hot-400";

/** Props shared by `Field` and `TextArea`. */
interface FieldProps {
  label: string;
  name: string;
  defaultValue?: string | number | null;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  maxLength?: number;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="text-sm font-medium text-white">
      {label}
      {required && (
        <span className="text-hot-400" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

function Message({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-hot-400">
          {error}
        </p>
      )}
    </>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return ids || undefined;
}

/** A single-line input with label and error. */
export function Field({
  type = "text",
  inputMode,
  step,
  autoComplete,
  ...props
}: FieldProps & {
  type?: "text" | "email" | "url" | "datetime-local" | "password";
  inputMode?: "decimal" | "email" | "url" | "text" | "numeric";
  step?: string;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label id={id} label={props.label} required={props.required} />
      <input
        id={id}
        name={props.name}
        type={type}
        inputMode={inputMode}
        step={step}
        autoComplete={autoComplete ?? "off"}
        defaultValue={props.defaultValue ?? ""}
        required={props.required}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        className={inputClass}
      />
      <Message id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

/** A multi-line input with label and error. */
export function TextArea(props: FieldProps & { rows?: number }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label id={id} label={props.label} required={props.required} />
      <textarea
        id={id}
        name={props.name}
        rows={props.rows ?? 4}
        defaultValue={props.defaultValue ?? ""}
        required={props.required}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        className={inputClass}
      />
      <Message id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

/** A titled group of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="card grid gap-4">
      <legend className="float-left mb-2 w-full font-display text-xl font-bold text-white">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/** A form-level alert (role=alert so screen readers announce it). */
export function FormAlert({ kind, children }: { kind: "error" | "success"; children: ReactNode }) {
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 ${
        kind === "error"
          ? "border-hot-400 bg-hot-400/10 text-white"
          : "border-marker-admin bg-marker-admin/10 text-white"
      }`}
    >
      {children}
    </div>
  );
}
