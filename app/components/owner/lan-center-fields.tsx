/**
 * The LAN center form's three sections (spec: owner-portal.md §2 "/register-lan-center", "Edit
 * LAN Center", §5), used for registering and editing. Values and errors come from the route.
 */
import { MAX } from "~/lib/form-fields";
import { ContactFields } from "~/components/ui/contact-fields";
import { FormSection, TextAreaField, TextField } from "~/components/ui/form";
import { CoordinateFields, UrlField, type FormValues } from "./place-fields";

export type { FormValues } from "./place-fields";

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
        <ContactFields
          values={values}
          errors={errors}
          labels={{ firstName: "Owner/manager first name", lastName: "Owner/manager last name" }}
        />
      </FormSection>
      <FormSection title="Community Information">
        <TextField
          label="Community name"
          name="communityName"
          autoComplete="off"
          required={!edit}
          defaultValue={v("communityName")}
          error={errors.communityName}
          maxLength={MAX.name}
          hint={edit ? "Leave blank to keep the community as it is." : undefined}
        />
        <TextAreaField
          label="Community description"
          name="communityDescription"
          rows={3}
          defaultValue={v("communityDescription")}
          error={errors.communityDescription}
          maxLength={MAX.description}
        />
        <UrlField
          label="Community image URL"
          name="communityImageUrl"
          values={values}
          errors={errors}
          hint="The community's website is the LAN center's website."
        />
      </FormSection>
      <FormSection title="LAN Center Information">
        <TextField
          label="LAN center name"
          name="organizationName"
          autoComplete="off"
          required
          defaultValue={v("organizationName")}
          error={errors.organizationName}
          maxLength={MAX.name}
        />
        <UrlField label="Website" name="website" values={values} errors={errors} />
        <TextField
          label="Address"
          name="address"
          required
          defaultValue={v("address")}
          error={errors.address}
          maxLength={MAX.address}
          autoComplete="street-address"
        />
        <CoordinateFields values={values} errors={errors} required={!edit} />
        <TextAreaField
          label="Description"
          name="description"
          required
          defaultValue={v("description")}
          error={errors.description}
          maxLength={MAX.description}
        />
        <UrlField label="Image URL" name="imageUrl" values={values} errors={errors} />
      </FormSection>
    </>
  );
}
