/**
 * The Confirm Your Details dialog (docs/spec/owner-portal.md §2 "Next Steps dialog", "Confirm Your
 * Details dialog", §3 "Onboarding request payload"), shared by browser and server.
 */
import { z } from "~/lib/zod";
import { EMAIL_MESSAGE, MAX, optionalHttpUrl, requiredLine } from "./form-fields";
import { isEmailShaped, normalizeText } from "./text-input";

/** Shown after the setup e-mail was sent. */
export const SETUP_SENT_MESSAGE = "Setup request sent! Our team will contact you soon.";

/** Shown when the setup e-mail failed; `{email}` is the support address. */
export function setupFailedMessage(supportEmail: string): string {
  return `Failed to send setup email. Please contact support directly at ${supportEmail}.`;
}

/** First name, last name, e-mail, center name and location required; website optional. */
export const setupRequestSchema = z.object({
  locationId: z.uuid("No location ID provided"),
  firstName: requiredLine("Please enter your first name", MAX.name),
  lastName: requiredLine("Please enter your last name", MAX.name),
  email: z.preprocess(
    (value) => (typeof value === "string" ? normalizeText(value) : ""),
    z
      .string()
      .min(1, "Please enter your email address")
      .max(MAX.email, `At most ${MAX.email} characters`)
      .refine(isEmailShaped, EMAIL_MESSAGE),
  ),
  lanCenterName: requiredLine("Please enter your LAN center name", MAX.name),
  lanCenterAddress: requiredLine("Please enter your location", MAX.address),
  website: optionalHttpUrl,
});

/** The spec's form-level messages for empty required fields (owner-portal.md §3). */
export const setupRequiredMessages = {
  user: "Please fill in all required user information fields.",
  center: "Please fill in all required LAN Center information fields.",
} as const;

/**
 * The spec's message when a required field is empty: the user's fields (first name, last
 * name, e-mail) first, then the center's (name, location); null when all are filled.
 * @param values the posted form values
 */
export function setupRequiredMessage(values: Record<string, string | undefined>): string | null {
  const empty = (name: string) => !normalizeText(values[name] ?? "");
  if (["firstName", "lastName", "email"].some(empty)) return setupRequiredMessages.user;
  if (["lanCenterName", "lanCenterAddress"].some(empty)) return setupRequiredMessages.center;
  return null;
}

/** A validated setup request. */
export type SetupRequestForm = z.output<typeof setupRequestSchema>;
