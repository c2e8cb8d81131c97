/**
 * The LAN center form's three sections (docs/spec/owner-portal.md §2 "/register-lan-center", "Edit
 * LAN Center", §5), used for registering and editing. Values and errors come from the route.
 */
import { Link } from "react-router";
import { MAX } from "~/lib/form-fields";
import { CoverField } from "~/components/photos/cover-field";
import { ContactFields } from "~/components/ui/contact-fields";
import { HoursFacilitiesFields } from "./hours-facilities-fields";
import { bindFields, FormSection, TextAreaField, TextField } from "~/components/ui/form";
import {
  CommunityNameField,
  CoordinateFields,
  DescriptionField,
  UrlField,
  type FieldsProps,
} from "./place-fields";

export type { FormValues } from "./place-fields";

/**
 * The three sections; `edit` relaxes the community name as §5 says (the coordinates stay
 * required, issue 13 item 4).
 */
export function LanCenterFields({
  values,
  errors,
  edit,
  photosHref,
}: FieldsProps & {
  edit: boolean;
  /** The center's photos page (edit mode; issue 14 item 1). */
  photosHref?: string | undefined;
}) {
  const field = bindFields(values, errors);
  const url = { values, errors };
  return (
    <>
      <FormSection title="Contact Information">
        <ContactFields
          values={values}
          errors={errors}
          labels={{ firstName: "Owner/manager first name", lastName: "Owner/manager last name" }}
        />
      </FormSection>
      <FormSection title="Community Information">
        <CommunityNameField
          {...url}
          required={!edit}
          hint={edit ? "Leave blank to keep the community as it is." : undefined}
        />
        <TextAreaField
          label="Community description"
          {...field("communityDescription")}
          rows={3}
          maxChars={MAX.description}
        />
        <CoverField
          label="Community cover image"
          name="communityImageFile"
          currentName="communityImageUrl"
          values={values}
          error={errors.communityImageFile}
        />
      </FormSection>
      <FormSection title="LAN Center Information">
        <TextField
          label="LAN center name"
          {...field("organizationName")}
          autoComplete="off"
          required
          maxChars={MAX.name}
        />
        <UrlField label="Website" name="website" {...url} />
        <TextField
          label="Address"
          {...field("address")}
          autoComplete="street-address"
          required
          maxChars={MAX.address}
        />
        <CoordinateFields values={values} errors={errors} required />
        <DescriptionField {...url} />
        <p className="text-sm text-ink-300">
          {photosHref ? (
            <>
              Photos: <Link to={photosHref}>add, order and delete your photos</Link> (up to 8).
            </>
          ) : (
            "You can add up to 8 photos once your LAN center is registered."
          )}
        </p>
      </FormSection>
      <HoursFacilitiesFields values={values} errors={errors} />
    </>
  );
}
