/**
 * Field building blocks for the owner-portal form schemas (docs/spec/owner-portal.md §5), shared by
 * browser and server. Form values arrive as strings; blank optional fields become `null`.
 */
import { z } from "~/lib/zod";

/** Maximum lengths of text fields (characters). */
export const MAX = {
  name: 200,
  email: 254,
  address: 500,
  description: 5000,
  url: 2048,
  location: 500,
} as const;

/** Message for text with a NUL character: no keyboard types one and PostgreSQL cannot store it. */
export const NUL_MESSAGE = "Please remove the invalid character (NUL) from this field";

/** True when `value` has no NUL character (such text must be refused, not stored). */
export function hasNoNul(value: string): boolean {
  return !value.includes("\u0000");
}

/** Message for a website or image field that is not an http(s) URL. */
export const URL_MESSAGE = "Please enter a valid URL starting with http:// or https://";

const blankToNull = (value: unknown) =>
  typeof value === "string" ? (value.trim() === "" ? null : value.trim()) : (value ?? null);

/**
 * A required trimmed text of at most `max` characters.
 * @param message shown when the field is blank
 */
export function requiredText(message: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : ""),
    z
      .string()
      .min(1, message)
      .max(max, `Please use at most ${max} characters`)
      .refine(hasNoNul, NUL_MESSAGE),
  );
}

/** An optional trimmed text of at most `max` characters; blank gives null. */
export function optionalText(max: number) {
  return z.preprocess(
    blankToNull,
    z
      .string()
      .max(max, `Please use at most ${max} characters`)
      .refine(hasNoNul, NUL_MESSAGE)
      .nullable(),
  );
}

/** An optional absolute http(s) URL; blank gives null, anything else is refused. */
export const optionalHttpUrl = z.preprocess(
  blankToNull,
  z
    .string()
    .max(MAX.url, `Please use at most ${MAX.url} characters`)
    .refine((value) => {
      if (!hasNoNul(value)) return false;
      try {
        const url = new URL(value);
        return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
      } catch {
        return false;
      }
    }, URL_MESSAGE)
    .nullable(),
);

/** An optional e-mail address (text@text.text); blank gives null. Stored lower-cased. */
export const optionalEmail = z.preprocess(
  blankToNull,
  z
    .string()
    .max(MAX.email, `Please use at most ${MAX.email} characters`)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Please enter a valid email address")
    .refine(hasNoNul, "Please enter a valid email address")
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
    required ? (value) => (typeof value === "string" ? value.trim() : "") : blankToNull,
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
