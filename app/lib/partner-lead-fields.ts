/**
 * The partner lead form's fields, limits and venue types (partner 'Join Our Network' pages),
 * without zod, so the partner pages load the validation (app/lib/partner-lead.ts) only when a
 * visitor submits.
 */

/** Venue types a lead can pick, in display order. */
export const leadVenueTypes = [
  { id: "lan-center", label: "LAN center" },
  { id: "game-arena", label: "Game arena" },
  { id: "lan-party", label: "LAN party" },
  { id: "college", label: "College" },
  { id: "school", label: "School" },
  { id: "library", label: "Library" },
  { id: "hotel", label: "Hotel" },
  { id: "game-cafe", label: "Game café" },
  { id: "coffee-shop", label: "Coffee shop" },
  { id: "other", label: "Other" },
] as const;

/** A venue type id of the lead form. */
export type LeadVenueType = (typeof leadVenueTypes)[number]["id"];

/** Name of the honeypot field: invisible to people, filled in by naive bots. */
export const HONEYPOT_FIELD = "website";

/** The lead form's visible field names, in form order. */
export const leadFields = ["name", "email", "organization", "venueType", "message"] as const;

/** A visible field of the lead form. */
export type LeadField = (typeof leadFields)[number];

/** Maximum lengths, also used as `maxLength` on the inputs. */
export const leadLimits = { name: 120, email: 254, organization: 160, message: 2000 } as const;

/** What the user typed, field by field, kept to refill the form after an error. */
export type LeadValues = Record<LeadField, string>;

/** First error message per field. */
export type LeadErrors = Partial<Record<LeadField, string>>;

/** Reads the visible fields from form data as strings ("" when missing). */
export function leadValuesFrom(form: FormData): LeadValues {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: read("name"),
    email: read("email"),
    organization: read("organization"),
    venueType: read("venueType"),
    message: read("message"),
  };
}
