/**
 * The form kit: a centred card, labelled text, textarea and select fields, a password field with
 * a show/hide toggle, titled field groups, alerts and a spinner. Every field is uncontrolled by
 * default (`defaultValue`), so what the user typed survives a failed submission with or without
 * JavaScript; a field's error and hint are tied to its input with aria-describedby and
 * aria-invalid; a field with `maxChars` gets a character counter near its limit. The 6-digit code field and the password pair are in `auth-fields.tsx`, the
 * contact block in `contact-fields.tsx`.
 */
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { Link } from "react-router";
import { useLocalizedHref } from "~/i18n/use-localized-href";
import { CharacterCounter, counterId } from "./character-counter";

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

/**
 * Centred links under an account form (`children`), ending with 'Back to Home' (`homeLabel` in
 * the page's language; the link goes to the home page of the page's language).
 */
export function AuthLinks({
  children,
  className = "mt-6",
  homeLabel = "Back to Home",
}: {
  children?: ReactNode;
  className?: string;
  homeLabel?: string;
}) {
  const to = useLocalizedHref();
  return (
    <div className={`space-y-2 text-center text-sm ${className}`}>
      {children}
      <p>
        <Link to={to("/")}>{homeLabel}</Link>
      </p>
    </div>
  );
}

/** The class of every text input, textarea and select of the kit. */
export const inputClass =
  "mt-1 block w-full rounded-lg border border-ink-600 bg-ink-950 px-3 py-2.5 text-white placeholder:text-ink-300 focus:border-neon-400 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-hot-400";

/** What every field of the kit takes besides its element's own attributes. */
export interface FieldOptions {
  label: string;
  /** A line under the input (also read out with it). */
  hint?: ReactNode;
  /** The field's error message (marks the input invalid). */
  error?: string | undefined;
  /** Classes of the element around label, input and notes (e.g. `flex-1` in a row). */
  fieldClassName?: string | undefined;
  /**
   * The field's limit in characters (the server's 'At most N characters'): shows a counter near
   * and over it (`CharacterCounter`, issue 24 item 4). Nothing is cut: no `maxLength`.
   */
  maxChars?: number | undefined;
}

/** The value a field starts with: server data may be null or a number. */
type StartValue = string | number | null | undefined;

/** The ids and aria attributes tying an input to its hint, error and character counter. */
function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: string | undefined,
  counted = false,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const described = [
    hint ? `${inputId}-hint` : "",
    error ? `${inputId}-error` : "",
    counted ? counterId(inputId) : "",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    inputId,
    aria: {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": described || undefined,
    },
  };
}

/**
 * The label, with a visual asterisk when the field is required. The asterisk stays outside the
 * <label> element, so the label's text is exactly `label`.
 */
function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
}) {
  return (
    <div className="text-sm font-medium text-ink-200">
      <label htmlFor={htmlFor}>{label}</label>
      {required && (
        <span className="text-hot-400" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </div>
  );
}

/** The hint, error and character counter lines under an input. */
function FieldNotes({
  id,
  hint,
  error,
  maxChars,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
  maxChars?: number | undefined;
}) {
  return (
    <>
      {hint && (
        <div id={`${id}-hint`} className="mt-1 text-sm text-ink-300">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-hot-400">
          {error}
        </p>
      )}
      {maxChars !== undefined && <CharacterCounter inputId={id} max={maxChars} />}
    </>
  );
}

/** What a field's frame passes to its control: the id and the aria wiring. */
interface ControlProps {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
}

/** The frame's own props (label, notes, id) and the required flag for the label's asterisk. */
type FrameProps = FieldOptions & { id?: string | undefined; required?: boolean | undefined };

/**
 * Splits a field's props into its frame's (label, hint, error, wrapper class, id) and the
 * control's (everything else, `required` included).
 */
function splitField<P extends FrameProps>({
  label,
  hint,
  error,
  fieldClassName,
  id,
  maxChars,
  ...control
}: P) {
  const frame: FrameProps = {
    label,
    hint,
    error,
    fieldClassName,
    id,
    maxChars,
    required: control.required,
  };
  return [frame, control] as const;
}

/** Label, control and notes of one field; `children` renders the control. */
function FieldFrame({
  label,
  hint,
  error,
  fieldClassName,
  id,
  required,
  maxChars,
  children,
}: FrameProps & { children: (control: ControlProps) => ReactNode }) {
  const { inputId, aria } = useFieldIds(id, hint, error, maxChars !== undefined);
  return (
    <div className={fieldClassName}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      {children({ id: inputId, ...aria })}
      <FieldNotes id={inputId} hint={hint} error={error} maxChars={maxChars} />
    </div>
  );
}

/** `defaultValue` for an uncontrolled control: null (server data) becomes "". */
function startValue(value: StartValue) {
  return value === undefined ? {} : { defaultValue: value ?? "" };
}

/** A labelled single-line input with optional hint and error. */
export function TextField(
  props: FieldOptions &
    Omit<InputHTMLAttributes<HTMLInputElement>, "defaultValue"> & { defaultValue?: StartValue },
) {
  const [frame, { defaultValue, className, ...input }] = splitField(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <input
          className={className ?? inputClass}
          {...control}
          {...input}
          {...startValue(defaultValue)}
        />
      )}
    </FieldFrame>
  );
}

/** A labelled multi-line input with optional hint and error. */
export function TextAreaField(
  props: FieldOptions &
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "defaultValue"> & {
      defaultValue?: StartValue;
    },
) {
  const [frame, { defaultValue, rows = 4, ...textarea }] = splitField(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <textarea
          rows={rows}
          className={inputClass}
          {...control}
          {...textarea}
          {...startValue(defaultValue)}
        />
      )}
    </FieldFrame>
  );
}

/** A labelled select with optional hint and error; the options are its children. */
export function SelectField(props: FieldOptions & SelectHTMLAttributes<HTMLSelectElement>) {
  const [frame, select] = splitField(props);
  return (
    <FieldFrame {...frame}>
      {(control) => <select className={inputClass} {...control} {...select} />}
    </FieldFrame>
  );
}

/**
 * A labelled password input with a 'Show'/'Hide' toggle button (named after the label);
 * `showLabel`/`hideLabel` give the toggle's words in the page's language (issue 28).
 */
export function PasswordField({
  showLabel = "Show",
  hideLabel = "Hide",
  ...props
}: FieldOptions &
  Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
    showLabel?: string;
    hideLabel?: string;
  }) {
  const [frame, input] = splitField(props);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <div className="relative">
          <input
            type={visible ? "text" : "password"}
            className={`${inputClass} pr-20`}
            {...control}
            {...input}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 mt-1 rounded-r-lg px-3 text-sm font-semibold text-neon-300 hover:text-white disabled:opacity-60"
            aria-controls={control.id}
            aria-pressed={visible}
            disabled={props.disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? hideLabel : showLabel}
            <span className="sr-only"> {frame.label.toLowerCase()}</span>
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

/**
 * Binds fields to a form's values and errors: `{...field("name")}` gives the field its name,
 * the value to start with (what was typed or stored) and its error.
 */
export function bindFields(
  values: Record<string, StartValue>,
  errors: Record<string, string | undefined>,
) {
  return (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
}

/** A submit button that shows `busyLabel` and is disabled while its form is being sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = "btn-primary w-full",
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** A titled group of fields (a fieldset on a card). */
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

/** A form's answer as an alert: its form error, else 'Please correct the highlighted fields.'. */
export function FormProblems({
  answer,
  fieldsMessage = "Please correct the highlighted fields.",
}: {
  answer: { formError: string | null; fieldErrors: Record<string, unknown> } | undefined;
  /** The summary of field errors, in the page's language. */
  fieldsMessage?: string;
}) {
  return (
    <>
      {answer?.formError && <Alert tone="error">{answer.formError}</Alert>}
      {answer && Object.keys(answer.fieldErrors).length > 0 && (
        <Alert tone="error">{fieldsMessage}</Alert>
      )}
    </>
  );
}

/**
 * The form alert: an error (role=alert), success or info message (role=status), announced to
 * screen readers.
 */
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
