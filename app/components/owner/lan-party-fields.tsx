/**
 * The LAN party registration form's sections (docs/spec/owner-portal.md §2 "/register-lan-party",
 * §5): Organizer Contact Information, Event Information, Location Information.
 */
import { MAX } from "~/lib/form-fields";
import { MAX_CAPACITY } from "~/lib/lan-party-form";
import { TimeZoneField } from "./time-zone-field";
import { useOwnerFormText } from "./owner-text";
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
  const text = useOwnerFormText();
  const field = bindFields(values, errors);
  const date = (name: "startDate" | "endDate", label: string) => (
    <TextField label={label} {...field(name)} type="datetime-local" autoComplete="off" required />
  );
  return (
    <>
      <TextField
        label={text.eventName}
        {...field("organizationName")}
        autoComplete="off"
        required
        maxChars={MAX.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {date("startDate", text.start)}
        {date("endDate", text.end)}
      </div>
      <TimeZoneField
        value={typeof values.timeZone === "string" ? values.timeZone : undefined}
        error={errors.timeZone}
        label={text.timeZone}
        hint={text.timeZoneHint}
      />
      <DescriptionField values={values} errors={errors} />
      <TextField
        label={text.capacity}
        {...field("capacity")}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_CAPACITY}
        step={1}
        autoComplete="off"
        hint={text.capacityHint}
      />
      <UrlField label={text.website} name="website" values={values} errors={errors} />
      <CoverField
        label={text.coverImage}
        name="imageFile"
        currentName="imageUrl"
        values={values}
        error={errors.imageFile}
        text={{
          hint: text.coverHint,
          hintReplace: text.coverHintReplace,
          current: text.partyCoverCurrent,
          remove: text.partyCoverRemove,
        }}
      />
    </>
  );
}

/** Location text and coordinates shared by registration and edit. */
export function LocationFields({ values, errors }: FieldsProps) {
  const text = useOwnerFormText();
  return (
    <>
      <TextField
        label={text.location}
        {...bindFields(values, errors)("customLocation")}
        autoComplete="off"
        placeholder={text.locationPlaceholder}
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
  const text = useOwnerFormText();
  return (
    <>
      <FormSection title={text.organizerContact}>
        <ContactFields
          values={values}
          errors={errors}
          labels={{
            firstName: text.firstName,
            lastName: text.lastName,
            email: text.contactEmail,
          }}
        />
      </FormSection>
      <FormSection title={text.eventInformation}>
        <EventFields values={values} errors={errors} />
        <CommunityNameField values={values} errors={errors} required hint={text.communityNewHint} />
      </FormSection>
      <FormSection title={text.locationInformation}>
        <SelectField
          label={text.hostedAt}
          name="locationId"
          defaultValue={String(values.locationId ?? "")}
          error={errors.locationId}
        >
          <option value="">{text.notListed}</option>
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
