/**
 * The zod schemas of opening hours and facilities (issue 14 item 4, ADR 061), for the center form
 * and the server. Kept apart from `opening-hours.ts` so the pages that only show hours (the center
 * page, /lan-centers) do not load zod (ADR 064).
 */
import { z } from "~/lib/zod";
import {
  AMENITIES,
  dayProblem,
  PHONE_MESSAGE,
  PLATFORMS,
  spillOf,
  TIME,
  WEEKDAYS,
  type OpeningHours,
} from "./opening-hours";

const rangeSchema = z.object({
  open: z.string().regex(TIME),
  close: z.string().regex(TIME),
  overnight: z.boolean(),
});

/**
 * The stored shape (the `opening_hours` column), checked as the form checks it; a day may be null
 * or missing (hours not given, issue 24 item 4).
 */
export const openingHoursSchema = z
  .object(
    Object.fromEntries(
      WEEKDAYS.map((day) => [day, z.array(rangeSchema).max(4).nullable().optional()]),
    ),
  )
  .superRefine((hours, ctx) => {
    WEEKDAYS.forEach((day, index) => {
      const previous = hours[WEEKDAYS[(index + 6) % 7]!] ?? [];
      const problem = dayProblem(hours[day] ?? [], spillOf(previous));
      if (problem) ctx.addIssue({ code: "custom", path: [day], message: problem });
    });
  }) as unknown as z.ZodType<OpeningHours>;

const blank = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const blankToNull = (value: unknown) => (blank(value) === "" ? null : blank(value));

/** A whole number of stations, at least 0; blank gives null. */
const stationsField = z.preprocess(
  blankToNull,
  z
    .string()
    .regex(/^\d+$/, "Number of stations must be a whole number, 0 or more")
    .transform(Number)
    .refine((value) => value <= 100_000, "Number of stations must be at most 100000")
    .nullable(),
);

/** A list of known keys sent as "pc,vr" (the route joins the checked boxes); unknown is refused. */
function keyList<T extends string>(known: Record<T, string>, what: string) {
  return z.preprocess(
    blank,
    z.string().transform((value, ctx) => {
      const keys = value.split(",").filter(Boolean);
      const unknown = keys.find((key) => !(key in known));
      if (unknown !== undefined) {
        ctx.addIssue({ code: "custom", message: `Unknown ${what}: ${unknown.slice(0, 40)}` });
        return z.NEVER;
      }
      return (Object.keys(known) as T[]).filter((key) => keys.includes(key));
    }),
  );
}

/** A price "12.50" (at least 0, two decimals at most) as cents; blank gives null. */
const priceField = z.preprocess(
  (value) => blankToNull(value)?.replace(",", ".") ?? null,
  z
    .string()
    .regex(/^-?\d+(\.\d{1,2})?$/, "Price must be an amount such as 12.50")
    .transform((value) => Math.round(Number(value) * 100))
    .refine((cents) => cents >= 0, "Price cannot be below 0")
    .refine((cents) => cents <= 100_000_000, "Price must be at most 1000000")
    .nullable(),
);

/** The form fields of facilities (issue 14 item 4), for the center register and edit schemas. */
export const facilityFields = {
  stations: stationsField,
  platforms: keyList(PLATFORMS, "platform"),
  priceFrom: priceField,
  /** `{ currency, priced }`: the center schema says whether a price was given. */
  priceCurrency: z
    .object({ currency: z.unknown(), priced: z.boolean() })
    .transform(({ currency, priced }, ctx) => {
      const code = blank(currency).toUpperCase();
      if (code === "") {
        if (priced) ctx.addIssue({ code: "custom", message: "Currency is required with a price" });
        return null;
      }
      if (!/^[A-Z]{3}$/.test(code)) {
        ctx.addIssue({
          code: "custom",
          message: "Currency must be a 3-letter ISO 4217 code such as EUR",
        });
      }
      return code;
    }),
  phone: z.preprocess(
    blankToNull,
    z
      .string()
      .max(40, "At most 40 characters")
      .regex(/^[0-9 +\-()]+$/, PHONE_MESSAGE)
      .refine((value) => /\d/.test(value), PHONE_MESSAGE)
      .nullable(),
  ),
  amenities: keyList(AMENITIES, "amenity"),
};
