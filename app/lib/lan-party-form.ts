/**
 * The LAN party forms (docs/spec/owner-portal.md §2 "/register-lan-party", "Edit LAN Party", §5),
 * shared by browser and server. Dates are `datetime-local` text on the wall clock of the party's
 * time zone: the form's `timeZone` (IANA) here; the server then puts the zone of the party's
 * center or coordinates first when it knows one (`resolvePartyTimes`, issue 24 item 3, ADR 073).
 */
import { z } from "~/lib/zod";
import {
  coordinate,
  MAX,
  optionalEmail,
  optionalHttpUrl,
  optionalId,
  optionalLine,
  requiredLine,
  requiredMultiline,
} from "./form-fields";
import { parseInZone } from "./local-date-time";
import { isKnownTimeZone } from "./time-zone";

/** Message when the end is not after the start. */
export const END_AFTER_START_MESSAGE = "End date and time must be after the start";

/** Message when the whole party is in the past (issue 24 item 3). */
export const ENDS_IN_FUTURE_MESSAGE = "The party must end in the future.";

function dateTime(label: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : ""),
    z.string().min(1, `${label} is required`),
  );
}

const dateFields = {
  startDate: dateTime("Start date and time"),
  endDate: dateTime("End date and time"),
  timeZone: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? value.trim() : "UTC"),
    z.string().refine(isKnownTimeZone, "Please choose a time zone from the list"),
  ),
};

/** Message for a capacity that is not a whole number of at least 1 (issue 25 item 3). */
export const CAPACITY_MESSAGE =
  "Capacity must be a whole number of at least 1, or empty for no limit";

/** Largest capacity accepted (a stadium; keeps the number an integer column holds). */
export const MAX_CAPACITY = 100_000;

/**
 * Seats for RSVPs (issue 25 item 3): a whole number from 1 to MAX_CAPACITY; blank means no
 * limit (null).
 */
const capacityField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null),
  z
    .string()
    .regex(/^\d+$/, CAPACITY_MESSAGE)
    .transform(Number)
    .refine((value) => value >= 1, CAPACITY_MESSAGE)
    .refine((value) => value <= MAX_CAPACITY, `Capacity must be at most ${MAX_CAPACITY}`)
    .nullable(),
);

/** The party's dates as instants, checked (issue 24 item 3). */
export interface PartyTimes {
  startDate: Date | null;
  endDate: Date | null;
  /** Per-field messages (start/end invalid, end not after start, end not in the future). */
  errors: { startDate?: string; endDate?: string };
}

/**
 * Reads the typed start and end ('YYYY-MM-DDTHH:mm') on the wall clock of `timeZone` and checks
 * them: real date-times, end after start (END_AFTER_START_MESSAGE), end after `now`
 * (ENDS_IN_FUTURE_MESSAGE). "Now" is the clock of whoever calls: the browser's for its early
 * answer, the server's for the one that counts.
 */
export function resolvePartyTimes(
  startText: string,
  endText: string,
  timeZone: string,
  now: Date = new Date(),
): PartyTimes {
  const startDate = parseInZone(startText, timeZone);
  const endDate = parseInZone(endText, timeZone);
  const errors: PartyTimes["errors"] = {};
  if (!startDate) errors.startDate = "Please enter a valid date and time";
  if (!endDate) errors.endDate = "Please enter a valid date and time";
  else if (startDate && endDate <= startDate) errors.endDate = END_AFTER_START_MESSAGE;
  else if (endDate.getTime() <= now.getTime()) errors.endDate = ENDS_IN_FUTURE_MESSAGE;
  return { startDate, endDate, errors };
}

/** Turns the date texts into instants in the form's zone and adds the date rules' issues. */
function withDates<T extends { startDate: string; endDate: string; timeZone: string }>(
  value: T,
  context: z.RefinementCtx,
) {
  const times = resolvePartyTimes(value.startDate, value.endDate, value.timeZone);
  for (const [path, message] of Object.entries(times.errors)) {
    context.addIssue({ code: "custom", path: [path], message });
  }
  return {
    ...value,
    /** The typed texts, for the server to read again in the center's or coordinates' zone. */
    startText: value.startDate,
    endText: value.endDate,
    startDate: times.startDate ?? new Date(NaN),
    endDate: times.endDate ?? new Date(NaN),
  };
}

/**
 * Registering a party: event name, start and end (end after start), community name and
 * description required; contact, website, image, location text, coordinates (decimals in range)
 * and the link to a verified center optional.
 */
export const lanPartyFormSchema = z
  .object({
    contactFirstName: optionalLine(MAX.name),
    contactLastName: optionalLine(MAX.name),
    contactEmail: optionalEmail,
    organizationName: requiredLine("Event name is required", MAX.name),
    ...dateFields,
    capacity: capacityField,
    communityName: requiredLine("Community name is required", MAX.name),
    description: requiredMultiline("Description is required", MAX.description),
    website: optionalHttpUrl,
    locationId: optionalId,
    customLocation: optionalLine(MAX.location),
    lat: coordinate("Latitude", 90, false),
    lng: coordinate("Longitude", 180, false),
  })
  .transform(withDates);

/** A validated LAN party registration. */
export type LanPartyForm = z.output<typeof lanPartyFormSchema>;

/**
 * Party edit coordinate (§5 "Edit party"): parsed as a number, 0 when unparseable, saved as null
 * when 0; a number outside the range is refused.
 */
function partyCoordinate(label: string, limit: 90 | 180) {
  return z
    .preprocess((value) => {
      const number = typeof value === "string" ? Number.parseFloat(value) : NaN;
      return Number.isFinite(number) ? number : 0;
    }, z.number())
    .refine(
      (value) => value >= -limit && value <= limit,
      `${label} must be between -${limit} and ${limit}`,
    )
    .transform((value) => (value === 0 ? null : value));
}

/** Editing a party: name, description and dates required; the rest optional. */
export const lanPartyEditFormSchema = z
  .object({
    organizationName: requiredLine("Event name is required", MAX.name),
    description: requiredMultiline("Description is required", MAX.description),
    ...dateFields,
    customLocation: optionalLine(MAX.location),
    lat: partyCoordinate("Latitude", 90),
    lng: partyCoordinate("Longitude", 180),
    website: optionalHttpUrl,
    capacity: capacityField,
  })
  .transform(withDates);

/** A validated LAN party edit. */
export type LanPartyEditForm = z.output<typeof lanPartyEditFormSchema>;

/** A stored party's name, text, dates and website, as its public page and the dashboard read them. */
export interface PartyProfile {
  id: string;
  organizationName: string;
  description: string;
  startDate: Date;
  endDate: Date;
  website: string | null;
}
