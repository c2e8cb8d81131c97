/**
 * The LAN party registration form's sections (docs/spec/owner-portal.md §2 "/register-lan-party",
 * §5): Organizer Contact Information, Event Information, Location Information.
 */
import { MAX } from "~/lib/form-fields";
import { MAX_CAPACITY } from "~/lib/lan-party-form";
import { TimeZoneField } from "./time-zone-field";
import { CoverField } from "~/components/photos/cover-field";
import { ContactFields } from "~/components/ui/contact-fields";
import { bindFields, FormSection, SelectField, TextField } from "~/components/ui/form";
import {
  CommunityNameField,
  CoordinateFields,
  DescriptionField,
  UrlField,
  type FieldsProps,
} from "./place-fields";

/** A verified center offered for the optional link. */
export interface CenterOption {
  id: string;
  organizationName: string;
  address: string;
}

/** Event fields shared by registration and edit. */
export function EventFields({ values, errors }: FieldsProps) {
  const field = bindFields(values, errors);
  const date = (name: "startDate" | "endDate", label: string) => (
    <TextField label={label} {...field(name)} type="datetime-local" autoComplete="off" required />
  );
  return (
    <>
      <TextField
        label="Event name"
        {...field("organizationName")}
        autoComplete="off"
        required
        maxChars={MAX.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {date("startDate", "Start date and time")}
        {date("endDate", "End date and time")}
      </div>
      <TimeZoneField
        value={typeof values.timeZone === "string" ? values.timeZone : undefined}
        error={errors.timeZone}
      />
      <DescriptionField values={values} errors={errors} />
      <TextField
        label="Capacity"
        {...field("capacity")}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_CAPACITY}
        step={1}
        autoComplete="off"
        hint="How many gamers can RSVP. Leave empty for no limit; when full, gamers join a waitlist."
      />
      <UrlField label="Website" name="website" values={values} errors={errors} />
      <CoverField
        label="Cover image"
        name="imageFile"
        currentName="imageUrl"
        values={values}
        error={errors.imageFile}
      />
    </>
  );
}

/** Location text and coordinates shared by registration and edit. */
export function LocationFields({ values, errors }: FieldsProps) {
  return (
    <>
      <TextField
        label="Location"
        {...bindFields(values, errors)("customLocation")}
        autoComplete="off"
        placeholder="Venue name and address"
        maxChars={MAX.location}
      />
      <CoordinateFields values={values} errors={errors} />
    </>
  );
}

/** The three sections of the registration form. */
export function LanPartyFields({
  values,
  errors,
  centers,
}: FieldsProps & {
  centers: CenterOption[];
}) {
  return (
    <>
      <FormSection title="Organizer Contact Information">
        <ContactFields values={values} errors={errors} />
      </FormSection>
      <FormSection title="Event Information">
        <EventFields values={values} errors={errors} />
        <CommunityNameField
          values={values}
          errors={errors}
          required
          hint="An existing community with this name is used; otherwise a new one is created."
        />
      </FormSection>
      <FormSection title="Location Information">
        <SelectField
          label="Hosted at a verified LAN center (optional)"
          name="locationId"
          defaultValue={String(values.locationId ?? "")}
          error={errors.locationId}
        >
          <option value="">Not at a listed LAN center</option>
          {centers.map((center) => (
            <option key={center.id} value={center.id}>
              {center.organizationName} ({center.address})
            </option>
          ))}
        </SelectField>
        <LocationFields values={values} errors={errors} />
      </FormSection>
    </>
  );
}
