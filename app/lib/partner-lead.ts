/**
 * The partner lead form (partner 'Join Our Network' pages: lead form rules for bad input): fields,
 * venue-type options and the zod schema with its messages, shared by the browser (checks before
 * submitting) and the server (the check that counts).
 */
import { z } from "~/lib/zod";
import { optionalMultiline, requiredLine } from "./form-fields";
import { isEmailShaped, normalizeText } from "./text-input";
import {
  leadLimits,
  leadVenueTypes,
  type LeadErrors,
  type LeadField,
  type LeadValues,
  type LeadVenueType,
} from "./partner-lead-fields";

export * from "./partner-lead-fields";

const venueTypeIds = leadVenueTypes.map((type) => type.id) as [LeadVenueType, ...LeadVenueType[]];

/**
 * Validates a submitted lead; normalises text fields (NFC, trimmed; ADR 069). Name, e-mail and
 * organization are single lines, the message may have line breaks. Messages are shown beside
 * each field.
 */
export const partnerLeadSchema = z.object({
  name: requiredLine(
    "Please enter your name.",
    leadLimits.name,
    `Name must be at most ${leadLimits.name} characters.`,
  ),
  email: z.preprocess(
    (value) => (typeof value === "string" ? normalizeText(value) : ""),
    z
      .string()
      .min(1, "Please enter your email address.")
      .max(leadLimits.email, "Please enter a valid email address.")
      // "text@text.text" with nothing invisible (docs/spec/public-site.md §5 rule 7).
      .refine(isEmailShaped, "Please enter a valid email address."),
  ),
  organization: requiredLine(
    "Please enter the name of your organization.",
    leadLimits.organization,
    `Organization must be at most ${leadLimits.organization} characters.`,
  ),
  venueType: z.enum(venueTypeIds, "Please choose your venue type."),
  message: optionalMultiline(
    leadLimits.message,
    `Message must be at most ${leadLimits.message} characters.`,
  ).transform((value) => value ?? ""),
});

/** A valid lead, after trimming. */
export type PartnerLead = z.infer<typeof partnerLeadSchema>;

/**
 * Validates typed values.
 * @returns the trimmed lead, or the first message per invalid field
 */
export function validateLead(
  values: LeadValues,
): { ok: true; lead: PartnerLead } | { ok: false; errors: LeadErrors } {
  const result = partnerLeadSchema.safeParse(values);
  if (result.success) return { ok: true, lead: result.data };
  const errors: LeadErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LeadField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
