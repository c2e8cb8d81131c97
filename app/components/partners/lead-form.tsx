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
  leadVenueTypes,
  type LeadErrors,
  type LeadValues,
} from "~/lib/partner-lead-fields";

/** What the page's action answered (undefined before the first post). */
export type LeadFormResult =
  | { status: "sent" }
  | { status: "invalid"; errors: LeadErrors; values: LeadValues }
  | { status: "rate-limited"; values: LeadValues }
  | { status: "error"; values: LeadValues }
  | undefined;

/** The required single-line fields, in order. */
const TEXT_FIELDS = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "E-mail", type: "email", autoComplete: "email" },
  { name: "organization", label: "Organization", type: "text", autoComplete: "organization" },
] as const;

const emptyValues: LeadValues = {
  name: "",
  email: "",
  organization: "",
  venueType: "",
  message: "",
};

/** The lead form, or the thank-you message once a lead was sent. */
export function LeadForm({
  result,
  supportEmail,
}: {
  result: LeadFormResult;
  supportEmail: string;
}) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const submitting = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<LeadErrors | null>(null);

  if (result?.status === "sent") {
    return (
      <div role="status" className="card" data-testid="lead-success">
        <h2 className="heading-2">Thank you!</h2>
        <p className="mt-3 text-ink-200">
          We received your details. Our team will get back to you within 1-2 business days.
        </p>
      </div>
    );
  }

  const values = result?.values ?? emptyValues;
  const errors: LeadErrors = clientErrors ?? (result?.status === "invalid" ? result.errors : {});

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
          Tell us about your venue
        </h2>
        <p className="mt-1 text-sm text-ink-300">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">required</span> are required.
        </p>
      </div>
      {result?.status === "rate-limited" && (
        <p
          role="alert"
          className="rounded-lg border border-amber-400/50 bg-amber-950/40 p-3 text-amber-100"
        >
          Too many submissions from your network. Please try again in an hour, or e-mail us at{" "}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      )}
      {result?.status === "error" && (
        <p
          role="alert"
          className="rounded-lg border border-red-400/50 bg-red-950/40 p-3 text-red-100"
        >
          We could not send your details right now. Please try again in a few moments, or e-mail us
          at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      )}
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          {...field}
          required
          defaultValue={values[field.name]}
          error={errors[field.name]}
          maxChars={leadLimits[field.name]}
        />
      ))}
      <SelectField
        label="Venue type"
        name="venueType"
        required
        defaultValue={values.venueType}
        error={errors.venueType}
      >
        <option value="">Choose your venue type</option>
        {leadVenueTypes.map((type) => (
          <option key={type.id} value={type.id}>
            {type.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Message (optional)"
        name="message"
        defaultValue={values.message}
        error={errors.message}
        maxChars={leadLimits.message}
      />
      {/* Honeypot: off-screen and skipped by keyboard and screen readers; bots fill it in. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="lead-website">Leave this field empty</label>
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
        {submitting ? "Sending..." : "Send"}
      </button>
    </Form>
  );
}
