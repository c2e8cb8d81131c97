/**
 * The LAN center form (docs/spec/owner-portal.md §2 "/register-lan-center", "Edit LAN Center", §5),
 * shared by browser and server. Sections: Contact Information, Community Information, LAN Center
 * Information. Field names are the form's input names.
 */
import { z } from "~/lib/zod";
import {
  coordinate,
  MAX,
  optionalEmail,
  optionalHttpUrl,
  optionalLine,
  optionalMultiline,
  requiredLine,
  requiredMultiline,
} from "./form-fields";
import { hoursFromForm, hoursErrorKey, WEEKDAYS, type OpeningHours } from "./opening-hours";
import { facilityFields } from "./opening-hours-schema";

const contactFields = {
  contactFirstName: optionalLine(MAX.name),
  contactLastName: optionalLine(MAX.name),
  contactEmail: optionalEmail,
};

const communityFields = {
  communityDescription: optionalMultiline(MAX.description),
};

const centerFields = {
  organizationName: requiredLine("LAN center name is required", MAX.name),
  website: optionalHttpUrl,
  address: requiredLine("Address is required", MAX.address),
  description: requiredMultiline("Description is required", MAX.description),
};

/** One day's message from `hoursFromForm`, reported under the day's key ("hours_mon"). */
const dayCheck = z.object({ error: z.string().nullable() }).superRefine(({ error }, ctx) => {
  if (error) ctx.addIssue({ code: "custom", message: error });
});

const hoursChecks = Object.fromEntries(WEEKDAYS.map((day) => [hoursErrorKey(day), dayCheck]));

/**
 * A center schema with facilities and opening hours (issue 14 item 4, ADR 061): the hours are
 * read from the raw `hours_*` inputs (`hoursFromForm`) with their messages under `hours_<day>`;
 * a price asks for its currency. The output has `openingHours` (null: not given).
 */
function withHours<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess(
    (input) => {
      const values = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
      const { hours, errors } = hoursFromForm(values);
      const text = (name: string) =>
        typeof values[name] === "string" ? (values[name] as string).trim() : "";
      return {
        ...values,
        ...Object.fromEntries(
          WEEKDAYS.map((day) => [
            hoursErrorKey(day),
            { error: errors[hoursErrorKey(day)] ?? null },
          ]),
        ),
        openingHours: hours,
        priceCurrency: { currency: values.priceCurrency, priced: text("priceFrom") !== "" },
      };
    },
    z
      .object({
        ...shape,
        ...facilityFields,
        ...hoursChecks,
        openingHours: z.custom<OpeningHours | null>(),
      })
      .transform((form) => {
        const output = { ...form } as Record<string, unknown>;
        for (const day of WEEKDAYS) delete output[hoursErrorKey(day)];
        return output as Omit<z.output<z.ZodObject<T>>, never> &
          Omit<z.output<z.ZodObject<typeof facilityFields>>, never> & {
            openingHours: OpeningHours | null;
          };
      }),
  );
}

/**
 * Registering a center: community name, center name, address, latitude, longitude (decimals
 * within range) and description required; website and image URLs optional, http(s) only;
 * contact names and e-mail optional.
 */
export const lanCenterFormSchema = withHours({
  ...contactFields,
  communityName: requiredLine("Community name is required", MAX.name),
  ...communityFields,
  ...centerFields,
  lat: coordinate("Latitude", 90, true),
  lng: coordinate("Longitude", 180, true),
});

/** A validated LAN center registration. */
export type LanCenterForm = z.output<typeof lanCenterFormSchema>;

/**
 * Editing a center: as registration (coordinates stay required, as the spec's edit form marks
 * them; issue 13 item 4), except that a blank community name leaves the community unchanged
 * (§5 "Edit center").
 */
export const lanCenterEditFormSchema = withHours({
  ...contactFields,
  communityName: optionalLine(MAX.name),
  ...communityFields,
  ...centerFields,
  lat: coordinate("Latitude", 90, true),
  lng: coordinate("Longitude", 180, true),
});

/** A validated LAN center edit. */
export type LanCenterEditForm = z.output<typeof lanCenterEditFormSchema>;

/** A stored center's own fields, as the edit form and the admin review queue read them. */
export interface CenterProfile {
  id: string;
  organizationName: string;
  address: string;
  description: string;
  website: string | null;
  lat: number | null;
  lng: number | null;
}
