/**
 * Fields the LAN center and LAN party forms share: the community name, the description, the
 * latitude/longitude pair and the optional http(s) URL inputs (website, image).
 */
import { MAX } from "~/lib/form-fields";
import { bindFields, TextAreaField, TextField } from "~/components/ui/form";
import { LocationPicker } from "./location-picker";
import { fillText, useOwnerFormText } from "./owner-text";

/** Field values as the forms hold them (server data or what was submitted). */
export type FormValues = Record<string, string | number | null | undefined>;

/** What every group of owner-form fields takes: the values to show and the field errors. */
export interface FieldsProps {
  values: FormValues;
  errors: Record<string, string>;
}

/**
 * Latitude and longitude side by side (`lat`, `lng`); required on center registration. Below
 * them, once JavaScript runs, the location picker (map, place search, 'Use my location') that
 * writes these two fields (issue 14 item 2).
 */
export function CoordinateFields({
  values,
  errors,
  required = false,
}: FieldsProps & {
  required?: boolean;
}) {
  const text = useOwnerFormText();
  const bind = bindFields(values, errors);
  const field = (name: "lat" | "lng", label: string, example: string) => (
    <TextField
      label={label}
      {...bind(name)}
      inputMode="decimal"
      autoComplete="off"
      required={required}
      placeholder={fillText(text.example, { example })}
    />
  );
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field("lat", text.latitude, "40.7128")}
        {field("lng", text.longitude, "-74.0060")}
      </div>
      <LocationPicker />
    </div>
  );
}

/** An optional http(s) URL input (website, image). */
export function UrlField({
  label,
  name,
  values,
  errors,
  hint,
}: FieldsProps & {
  label: string;
  name: string;
  hint?: string;
}) {
  return (
    <TextField
      label={label}
      {...bindFields(values, errors)(name)}
      type="url"
      autoComplete="off"
      placeholder="https://"
      maxChars={MAX.url}
      hint={hint}
    />
  );
}

/** The community name (`communityName`); `hint` says what happens to it. */
export function CommunityNameField({
  values,
  errors,
  required,
  hint,
}: FieldsProps & {
  required: boolean;
  hint?: string | undefined;
}) {
  const text = useOwnerFormText();
  return (
    <TextField
      label={text.communityName}
      {...bindFields(values, errors)("communityName")}
      autoComplete="off"
      required={required}
      maxChars={MAX.name}
      hint={hint}
    />
  );
}

/** The required description (`description`) of a center or party. */
export function DescriptionField({ values, errors }: FieldsProps) {
  const text = useOwnerFormText();
  return (
    <TextAreaField
      label={text.description}
      {...bindFields(values, errors)("description")}
      required
      maxChars={MAX.description}
    />
  );
}
