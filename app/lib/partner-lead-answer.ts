/**
 * The partner lead form's answer: the action answers the one `FormAnswer` shape, and the
 * partner pages turn it into what the lead form component shows.
 */
import type { LeadFormResult } from "~/components/partners/lead-form";
import type { FormAnswer } from "./form-answer";
import type { LeadErrors, LeadValues } from "./partner-lead-fields";

/** The form-level texts of the lead form's answers. */
export const LEAD_MESSAGES = {
  sent: "Thank you! We received your details.",
  invalid: "Please correct the highlighted fields.",
  rateLimited: "Too many submissions from your network. Please try again in an hour.",
  failed: "We could not send your details right now. Please try again in a few moments.",
} as const;

/** The lead fields of an answer's values (missing ones empty). */
function leadValuesOf(values: Record<string, string>): LeadValues {
  return {
    name: values.name ?? "",
    email: values.email ?? "",
    organization: values.organization ?? "",
    venueType: values.venueType ?? "",
    message: values.message ?? "",
  };
}

/**
 * What the lead form shows for an action answer.
 * @param answer the action's `FormAnswer`, or undefined before the first post
 * @returns the lead form's result (sent, invalid, rate-limited or error)
 */
export function leadFormResult(answer: FormAnswer | undefined): LeadFormResult {
  if (!answer) return undefined;
  if (answer.notice === LEAD_MESSAGES.sent) return { status: "sent" };
  const values = leadValuesOf(answer.values);
  if (Object.keys(answer.fieldErrors).length > 0) {
    return { status: "invalid", errors: answer.fieldErrors as LeadErrors, values };
  }
  if (answer.formError === LEAD_MESSAGES.rateLimited) return { status: "rate-limited", values };
  return { status: "error", values };
}
