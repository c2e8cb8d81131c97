/**
 * The partner lead form (partner 'Join Our Network' pages: lead form rules for bad input): fields,
 * venue-type options and the zod schema with its messages, shared by the browser (checks before
 * submitting) and the server (the check that counts).
 */
import { z } from "~/lib/zod";
import { hasNoNul } from "./form-fields";
import {
  leadLimits,
  leadVenueTypes,
  type LeadErrors,
  type LeadField,
  type LeadValues,
  type LeadVenueType,
} from "./partner-lead-fields";

export * from "./partner-lead-fields";

/**
 * "text@text.text" with one @, a dot after it and no spaces (docs/spec/public-site.md §5 rule 7).
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Message for text with a NUL character, which PostgreSQL cannot store (security hardening). */
const NUL_LEAD_MESSAGE = "Please remove the invalid character (NUL).";

const venueTypeIds = leadVenueTypes.map((type) => type.id) as [LeadVenueType, ...LeadVenueType[]];

/** Validates a submitted lead; trims text fields. Messages are shown beside each field. */
export const partnerLeadSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter your name.")
    .max(leadLimits.name, `Name must be at most ${leadLimits.name} characters.`)
    .refine(hasNoNul, NUL_LEAD_MESSAGE),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address.")
    .max(leadLimits.email, "Please enter a valid email address.")
    .regex(EMAIL_SHAPE, "Please enter a valid email address.")
    .refine(hasNoNul, "Please enter a valid email address."),
  organization: z
    .string()
    .trim()
    .min(1, "Please enter the name of your organization.")
    .max(
      leadLimits.organization,
      `Organization must be at most ${leadLimits.organization} characters.`,
    )
    .refine(hasNoNul, NUL_LEAD_MESSAGE),
  venueType: z.enum(venueTypeIds, "Please choose your venue type."),
  message: z
    .string()
    .trim()
    .max(leadLimits.message, `Message must be at most ${leadLimits.message} characters.`)
    .refine(hasNoNul, NUL_LEAD_MESSAGE),
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
