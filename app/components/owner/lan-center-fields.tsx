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
import { useOwnerFormText } from "./owner-text";

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
  const text = useOwnerFormText();
  const field = bindFields(values, errors);
  const url = { values, errors };
  return (
    <>
      <FormSection title={text.contactInformation}>
        <ContactFields
          values={values}
          errors={errors}
          labels={{
            firstName: text.ownerFirstName,
            lastName: text.ownerLastName,
            email: text.contactEmail,
          }}
        />
      </FormSection>
      <FormSection title={text.communityInformation}>
        <CommunityNameField
          {...url}
          required={!edit}
          hint={edit ? text.communityKeepHint : undefined}
        />
        <TextAreaField
          label={text.communityDescription}
          {...field("communityDescription")}
          rows={3}
          maxChars={MAX.description}
        />
        <CoverField
          label={text.communityCover}
          name="communityImageFile"
          currentName="communityImageUrl"
          values={values}
          error={errors.communityImageFile}
          text={{
            hint: text.coverHint,
            hintReplace: text.coverHintReplace,
            current: text.coverCurrent,
            remove: text.coverRemove,
          }}
        />
      </FormSection>
      <FormSection title={text.centerInformation}>
        <TextField
          label={text.centerName}
          {...field("organizationName")}
          autoComplete="off"
          required
          maxChars={MAX.name}
        />
        <UrlField label={text.website} name="website" {...url} />
        <TextField
          label={text.address}
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
              {text.photosBefore} <Link to={photosHref}>{text.photosLink}</Link> {text.photosAfter}
            </>
          ) : (
            text.photosLater
          )}
        </p>
      </FormSection>
      <HoursFacilitiesFields values={values} errors={errors} />
    </>
  );
}
