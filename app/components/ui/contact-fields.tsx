/**
 * The contact block of the owner-portal forms: first name, last name (side by side) and e-mail,
 * each with its error. The LAN center and LAN party forms post them as `contactFirstName`,
 * `contactLastName` and `contactEmail`; the dashboard's Confirm Your Details dialog under its own
 * names.
 */
import { MAX } from "~/lib/form-fields";
import { bindFields, TextField } from "./form";

/** The three field names of the block. */
export interface ContactNames {
  firstName: string;
  lastName: string;
  email: string;
}

const DEFAULT_NAMES: ContactNames = {
  firstName: "contactFirstName",
  lastName: "contactLastName",
  email: "contactEmail",
};

const DEFAULT_LABELS: ContactNames = {
  firstName: "First name",
  lastName: "Last name",
  email: "Contact e-mail",
};

/** First name, last name and e-mail, keeping what was typed (`values`) and showing `errors`. */
export function ContactFields({
  values,
  errors,
  names = DEFAULT_NAMES,
  labels,
  required = false,
}: {
  values: Record<string, string | number | null | undefined>;
  errors: Record<string, string>;
  /** Field names (default contactFirstName, contactLastName, contactEmail). */
  names?: ContactNames;
  /** Labels to change (default 'First name', 'Last name', 'Contact e-mail'). */
  labels?: Partial<ContactNames>;
  required?: boolean;
}) {
  const label = { ...DEFAULT_LABELS, ...labels };
  const bind = bindFields(values, errors);
  const field = (key: keyof ContactNames) => ({
    label: label[key],
    ...bind(names[key]),
    required,
    autoComplete: { firstName: "given-name", lastName: "family-name", email: "email" }[key],
    maxChars: key === "email" ? MAX.email : MAX.name,
  });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("firstName")} />
        <TextField {...field("lastName")} />
      </div>
      <TextField type="email" {...field("email")} />
    </>
  );
}
