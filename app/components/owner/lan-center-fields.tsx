/**
 * The LAN center form's three sections (spec: owner-portal.md §2 "/register-lan-center", "Edit
 * LAN Center", §5), used for registering and editing. Values and errors come from the route.
 */
import { MAX } from "~/lib/form-fields";
import { Field, FormSection, TextArea } from "./field";

/** Field values as strings (server data or what was submitted). */
export type FormValues = Record<string, string | number | null | undefined>;

/** The three sections; `edit` relaxes the coordinates and community name as §5 says. */
export function LanCenterFields({
  values,
  errors,
  edit,
}: {
  values: FormValues;
  errors: Record<string, string>;
  edit: boolean;
}) {
  const v = (name: string) => values[name] ?? "";
  return (
    <>
      <FormSection title="Contact Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Owner/manager first name"
            name="contactFirstName"
            defaultValue={v("contactFirstName")}
            error={errors.contactFirstName}
            maxLength={MAX.name}
            autoComplete="given-name"
          />
          <Field
            label="Owner/manager last name"
            name="contactLastName"
            defaultValue={v("contactLastName")}
            error={errors.contactLastName}
            maxLength={MAX.name}
            autoComplete="family-name"
          />
        </div>
        <Field
          label="Contact e-mail"
          name="contactEmail"
          type="email"
          defaultValue={v("contactEmail")}
          error={errors.contactEmail}
          maxLength={MAX.email}
          autoComplete="email"
        />
      </FormSection>
      <FormSection title="Community Information">
        <Field
          label="Community name"
          name="communityName"
          required={!edit}
          defaultValue={v("communityName")}
          error={errors.communityName}
          maxLength={MAX.name}
          hint={edit ? "Leave blank to keep the community as it is." : undefined}
        />
        <TextArea
          label="Community description"
          name="communityDescription"
          rows={3}
          defaultValue={v("communityDescription")}
          error={errors.communityDescription}
          maxLength={MAX.description}
        />
        <Field
          label="Community image URL"
          name="communityImageUrl"
          type="url"
          placeholder="https://"
          defaultValue={v("communityImageUrl")}
          error={errors.communityImageUrl}
          maxLength={MAX.url}
          hint="The community's website is the LAN center's website."
        />
      </FormSection>
      <FormSection title="LAN Center Information">
        <Field
          label="LAN center name"
          name="organizationName"
          required
          defaultValue={v("organizationName")}
          error={errors.organizationName}
          maxLength={MAX.name}
        />
        <Field
          label="Website"
          name="website"
          type="url"
          placeholder="https://"
          defaultValue={v("website")}
          error={errors.website}
          maxLength={MAX.url}
        />
        <Field
          label="Address"
          name="address"
          required
          defaultValue={v("address")}
          error={errors.address}
          maxLength={MAX.address}
          autoComplete="street-address"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Latitude"
            name="lat"
            inputMode="decimal"
            required={!edit}
            placeholder="e.g. 40.7128"
            defaultValue={v("lat")}
            error={errors.lat}
            maxLength={24}
          />
          <Field
            label="Longitude"
            name="lng"
            inputMode="decimal"
            required={!edit}
            placeholder="e.g. -74.0060"
            defaultValue={v("lng")}
            error={errors.lng}
            maxLength={24}
          />
        </div>
        <TextArea
          label="Description"
          name="description"
          required
          defaultValue={v("description")}
          error={errors.description}
          maxLength={MAX.description}
        />
        <Field
          label="Image URL"
          name="imageUrl"
          type="url"
          placeholder="https://"
          defaultValue={v("imageUrl")}
          error={errors.imageUrl}
          maxLength={MAX.url}
        />
      </FormSection>
    </>
  );
}
