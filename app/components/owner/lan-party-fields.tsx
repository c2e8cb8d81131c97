/**
 * The LAN party registration form's sections (spec: owner-portal.md §2 "/register-lan-party",
 * §5): Organizer Contact Information, Event Information, Location Information.
 */
import { useId } from "react";
import { MAX } from "~/lib/form-fields";
import { Field, FormSection, TextArea } from "./field";
import type { FormValues } from "./lan-center-fields";

/** A verified center offered for the optional link. */
export interface CenterOption {
  id: string;
  organizationName: string;
  address: string;
}

/** Event fields shared by registration and edit. */
export function EventFields({
  values,
  errors,
}: {
  values: FormValues;
  errors: Record<string, string>;
}) {
  const v = (name: string) => values[name] ?? "";
  return (
    <>
      <Field
        label="Event name"
        name="organizationName"
        required
        defaultValue={v("organizationName")}
        error={errors.organizationName}
        maxLength={MAX.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Start date and time"
          name="startDate"
          type="datetime-local"
          required
          defaultValue={v("startDate")}
          error={errors.startDate}
        />
        <Field
          label="End date and time"
          name="endDate"
          type="datetime-local"
          required
          defaultValue={v("endDate")}
          error={errors.endDate}
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
        label="Website"
        name="website"
        type="url"
        placeholder="https://"
        defaultValue={v("website")}
        error={errors.website}
        maxLength={MAX.url}
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
    </>
  );
}

/** Location text and coordinates shared by registration and edit. */
export function LocationFields({
  values,
  errors,
}: {
  values: FormValues;
  errors: Record<string, string>;
}) {
  const v = (name: string) => values[name] ?? "";
  return (
    <>
      <Field
        label="Location"
        name="customLocation"
        placeholder="Venue name and address"
        defaultValue={v("customLocation")}
        error={errors.customLocation}
        maxLength={MAX.location}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Latitude"
          name="lat"
          inputMode="decimal"
          placeholder="e.g. 40.7128"
          defaultValue={v("lat")}
          error={errors.lat}
          maxLength={24}
        />
        <Field
          label="Longitude"
          name="lng"
          inputMode="decimal"
          placeholder="e.g. -74.0060"
          defaultValue={v("lng")}
          error={errors.lng}
          maxLength={24}
        />
      </div>
    </>
  );
}

/** The three sections of the registration form. */
export function LanPartyFields({
  values,
  errors,
  centers,
}: {
  values: FormValues;
  errors: Record<string, string>;
  centers: CenterOption[];
}) {
  const v = (name: string) => values[name] ?? "";
  const selectId = useId();
  return (
    <>
      <FormSection title="Organizer Contact Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="First name"
            name="contactFirstName"
            defaultValue={v("contactFirstName")}
            error={errors.contactFirstName}
            maxLength={MAX.name}
            autoComplete="given-name"
          />
          <Field
            label="Last name"
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
      <FormSection title="Event Information">
        <EventFields values={values} errors={errors} />
        <Field
          label="Community name"
          name="communityName"
          required
          defaultValue={v("communityName")}
          error={errors.communityName}
          maxLength={MAX.name}
          hint="An existing community with this name is used; otherwise a new one is created."
        />
      </FormSection>
      <FormSection title="Location Information">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium text-white">
            Hosted at a verified LAN center (optional)
          </label>
          <select
            id={selectId}
            name="locationId"
            defaultValue={String(v("locationId"))}
            aria-invalid={errors.locationId ? true : undefined}
            aria-describedby={errors.locationId ? `${selectId}-error` : undefined}
            className="w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-white"
          >
            <option value="">Not at a listed LAN center</option>
            {centers.map((center) => (
              <option key={center.id} value={center.id}>
                {center.organizationName} ({center.address})
              </option>
            ))}
          </select>
          {errors.locationId && (
            <p id={`${selectId}-error`} className="text-sm text-hot-400">
              {errors.locationId}
            </p>
          )}
        </div>
        <LocationFields values={values} errors={errors} />
      </FormSection>
    </>
  );
}
