/**
 * Field building blocks for the owner-portal form schemas (docs/spec/owner-portal.md §5), shared by
 * browser and server. Form values arrive as strings; blank optional fields become `null`. Every text
 * field is either single-line (`requiredLine`, `optionalLine`) or multi-line (`requiredMultiline`,
 * `optionalMultiline`); see app/lib/text-input.ts and ADR 069.
 */
import { z } from "~/lib/zod";
import { isEmailShaped, lineProblem, multilineProblem, normalizeText } from "./text-input";

/** Maximum lengths of text fields (characters). */
export const MAX = {
  name: 200,
  email: 254,
  address: 500,
  description: 5000,
  url: 2048,
  location: 500,
} as const;

/** Message for a website or image field that is not an http(s) URL. */
export const URL_MESSAGE = "Please enter a valid URL starting with http:// or https://";

/** Message for an e-mail field that is not "text@text.text". */
export const EMAIL_MESSAGE = "Please enter a valid email address";

/** A form value as a normalised string (`normalizeText`); anything else is "". */
const normalized = (value: unknown) => (typeof value === "string" ? normalizeText(value) : "");

/** A form value normalised, blank (nothing visible typed) as null. */
const blankToNull = (value: unknown) =>
  typeof value === "string" ? normalizeText(value) || null : (value ?? null);

/** Adds the single-line rule's message (`lineProblem`) to a failed value. */
function refuseLineProblem(value: string, ctx: z.RefinementCtx): void {
  const message = lineProblem(value);
  if (message) ctx.addIssue({ code: "custom", message });
}

/** Adds the multi-line rule's message (`multilineProblem`) to a failed value. */
function refuseTextProblem(value: string, ctx: z.RefinementCtx): void {
  const message = multilineProblem(value);
  if (message) ctx.addIssue({ code: "custom", message });
}

/** The message of a text over its limit (issue 24 item 4: refused, never cut). */
export const tooLong = (max: number) => `At most ${max} characters`;

/**
 * A required single-line text (names, places, addresses, reasons; issue 23 item 2, ADR 069):
 * NFC, trimmed (whitespace, zero-width and bidi controls at the ends), at most `max` characters,
 * no line break, other control character or embedded bidi override.
 * @param message shown when the field is blank
 * @param maxMessage shown when it is too long (default "At most {max} characters")
 */
export function requiredLine(message: string, max: number, maxMessage = tooLong(max)) {
  return z.preprocess(
    normalized,
    z.string().min(1, message).max(max, maxMessage).superRefine(refuseLineProblem),
  );
}

/** An optional single-line text, as {@link requiredLine}; blank gives null. */
export function optionalLine(max: number, maxMessage = tooLong(max)) {
  return z.preprocess(
    blankToNull,
    z.string().max(max, maxMessage).superRefine(refuseLineProblem).nullable(),
  );
}

/**
 * A required multi-line text (descriptions; ADR 069): NFC, trimmed at the ends, at most `max`
 * characters; keeps line breaks and tabs, refuses the other control characters (NUL first of
 * all, which PostgreSQL cannot store).
 * @param message shown when the field is blank
 */
export function requiredMultiline(message: string, max: number) {
  return z.preprocess(
    normalized,
    z.string().min(1, message).max(max, tooLong(max)).superRefine(refuseTextProblem),
  );
}

/** An optional multi-line text, as {@link requiredMultiline}; blank gives null. */
export function optionalMultiline(max: number, maxMessage = tooLong(max)) {
  return z.preprocess(
    blankToNull,
    z.string().max(max, maxMessage).superRefine(refuseTextProblem).nullable(),
  );
}

/** True when `value` is an absolute http(s) URL with a host. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * An optional absolute http(s) URL; blank gives null, anything else is refused. A line break or
 * control character is refused before the URL is read (the URL parser would drop tabs and line
 * breaks and accept the rest, ADR 069).
 */
export const optionalHttpUrl = z.preprocess(
  blankToNull,
  z
    .string()
    .max(MAX.url, tooLong(MAX.url))
    .superRefine(refuseLineProblem)
    .refine((value) => lineProblem(value) !== null || isHttpUrl(value), URL_MESSAGE)
    .nullable(),
);

/**
 * An optional e-mail address (text@text.text, nothing invisible: `isEmailShaped`); blank gives
 * null. Stored lower-cased.
 */
export const optionalEmail = z.preprocess(
  blankToNull,
  z
    .string()
    .max(MAX.email, tooLong(MAX.email))
    .refine(isEmailShaped, EMAIL_MESSAGE)
    .transform((value) => value.toLowerCase())
    .nullable(),
);

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A decimal coordinate between -`limit` and `limit`.
 * @param label 'Latitude' or 'Longitude', used in the messages
 * @param required when false, blank gives null
 */
export function coordinate(label: string, limit: 90 | 180, required: boolean) {
  const number = z
    .string()
    .regex(DECIMAL, `${label} must be a decimal number`)
    .transform(Number)
    .refine(
      (value) => value >= -limit && value <= limit,
      `${label} must be between -${limit} and ${limit}`,
    );
  return z.preprocess(
    required ? normalized : blankToNull,
    required
      ? z.string().min(1, `${label} is required`).pipe(number)
      : z.string().pipe(number).nullable(),
  );
}

/** A UUID or nothing; blank gives null. */
export const optionalId = z.preprocess(
  blankToNull,
  z.uuid("Please choose from the list").nullable(),
);

/**
 * First message per field of a failed parse, keyed by field name, for showing next to inputs.
 * @returns e.g. { organizationName: 'LAN center name is required' }
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The string fields of a FormData (files and repeated keys ignored), for `safeParse`. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !(key in values)) values[key] = value;
  }
  return values;
}
