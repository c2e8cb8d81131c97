/**
 * Our own partner lead form (partner 'Join Our Network' pages), shown when HubSpot is not
 * configured: name, e-mail, organization, venue type, message and a honeypot. Works without
 * JavaScript (a plain POST to the page's action); with JavaScript the shared zod schema checks the
 * fields before sending. The schema (and zod) load only on the first submit, keeping the page's
 * script small (public-site performance target). Errors appear beside each field and the typed
 * values are kept.
 */
import { useState, type FormEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form";
import {
  HONEYPOT_FIELD,
  leadLimits,
  leadValuesFrom,
  type LeadErrors,
  type LeadField,
  type LeadValues,
} from "~/lib/partner-lead-fields";

/** What the page's action answered (undefined before the first post). */
export type LeadFormResult =
  | { status: "sent" }
  | { status: "invalid"; errors: LeadErrors; values: LeadValues }
  | { status: "rate-limited"; values: LeadValues }
  | { status: "error"; values: LeadValues }
  | undefined;

/** A sentence with one link (or mark) inside it, split around it. */
interface SplitSentence {
  before: string;
  link: { label: string; href: string };
  after: string;
}

/**
 * The lead form's and HubSpot panel's texts in the page's language, from the loader
 * (`leadFormText` in app/i18n/landing.server.ts; issue 28).
 */
export interface LeadFormText {
  loading: string;
  failed: string;
  contactPrompt: string;
  contactLink: string;
  /** The HubSpot panel's thanks after its form was sent. */
  submitted: string;
  thanks: string;
  received: string;
  heading: string;
  /** "Fields marked * are required." around the mark. */
  requiredNote: SplitSentence;
  required: string;
  rateLimited: SplitSentence;
  sendFailed: SplitSentence;
  fields: Record<LeadField, string>;
  chooseVenueType: string;
  venueTypes: { id: string; label: string }[];
  honeypot: string;
  send: string;
  sending: string;
  /** Each English field message (the shared schema's) in this language. */
  errors: Record<string, string>;
}

/** The required single-line fields, in order. */
const TEXT_FIELDS = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "organization", type: "text", autoComplete: "organization" },
] as const;

const emptyValues: LeadValues = {
  name: "",
  email: "",
  organization: "",
  venueType: "",
  message: "",
};

/** The lead form, or the thank-you message once a lead was sent. */
export function LeadForm({ result, text }: { result: LeadFormResult; text: LeadFormText }) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const submitting = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<LeadErrors | null>(null);

  if (result?.status === "sent") {
    return (
      <div role="status" className="card" data-testid="lead-success">
        <h2 className="heading-2">{text.thanks}</h2>
        <p className="mt-3 text-ink-200">{text.received}</p>
      </div>
    );
  }

  const values = result?.values ?? emptyValues;
  const checked: LeadErrors = clientErrors ?? (result?.status === "invalid" ? result.errors : {});
  // The schema's messages are English; show each in the page's language.
  const errors: LeadErrors = Object.fromEntries(
    Object.entries(checked).map(([field, message]) => [field, text.errors[message] ?? message]),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = leadValuesFrom(new FormData(form));
    import("~/lib/partner-lead").then(
      ({ validateLead }) => {
        const checked = validateLead(values);
        if (checked.ok) {
          setClientErrors(null);
          void submit(form);
          return;
        }
        setClientErrors(checked.errors);
        const first = Object.keys(checked.errors)[0];
        if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      },
      // The check could not load (offline?): the server checks the form anyway.
      () => void submit(form),
    );
  };

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="card space-y-5"
      aria-labelledby="lead-form-title"
    >
      <div>
        <h2 id="lead-form-title" className="heading-2">
          {text.heading}
        </h2>
        <p className="mt-1 text-sm text-ink-300">
          {text.requiredNote.before}
          <span aria-hidden="true">{text.requiredNote.link.label}</span>
          <span className="sr-only">{text.required}</span>
          {text.requiredNote.after}
        </p>
      </div>
      {result?.status === "rate-limited" && (
        <p
          role="alert"
          className="rounded-lg border border-amber-400/50 bg-amber-950/40 p-3 text-amber-100"
        >
          <Sentence sentence={text.rateLimited} />
        </p>
      )}
      {result?.status === "error" && (
        <p
          role="alert"
          className="rounded-lg border border-red-400/50 bg-red-950/40 p-3 text-red-100"
        >
          <Sentence sentence={text.sendFailed} />
        </p>
      )}
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          {...field}
          label={text.fields[field.name]}
          required
          defaultValue={values[field.name]}
          error={errors[field.name]}
          maxChars={leadLimits[field.name]}
        />
      ))}
      <SelectField
        label={text.fields.venueType}
        name="venueType"
        required
        defaultValue={values.venueType}
        error={errors.venueType}
      >
        <option value="">{text.chooseVenueType}</option>
        {text.venueTypes.map((type) => (
          <option key={type.id} value={type.id}>
            {type.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={text.fields.message}
        name="message"
        defaultValue={values.message}
        error={errors.message}
        maxChars={leadLimits.message}
      />
      {/* Honeypot: off-screen and skipped by keyboard and screen readers; bots fill it in. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="lead-website">{text.honeypot}</label>
        <input
          id="lead-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={submitting}>
        {submitting ? text.sending : text.send}
      </button>
    </Form>
  );
}

/** A sentence with its e-mail link. */
function Sentence({ sentence }: { sentence: SplitSentence }) {
  return (
    <>
      {sentence.before}
      <a href={sentence.link.href}>{sentence.link.label}</a>
      {sentence.after}
    </>
  );
}
