/**
 * The LAN party forms (docs/spec/owner-portal.md §2 "/register-lan-party", "Edit LAN Party", §5),
 * shared by browser and server. Dates are `datetime-local` text plus the browser's offset in
 * the hidden field `timezoneOffset` (see `local-date-time.ts`).
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
import { parseLocalDateTime, parseOffset } from "./local-date-time";

/** Message when the end is not after the start. */
export const END_AFTER_START_MESSAGE = "End date and time must be after the start";

function dateTime(label: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : ""),
    z.string().min(1, `${label} is required`),
  );
}

const dateFields = {
  startDate: dateTime("Start date and time"),
  endDate: dateTime("End date and time"),
  timezoneOffset: z.preprocess(parseOffset, z.number()),
};

/** Turns the date texts into instants and checks that the end is after the start. */
function withDates<T extends { startDate: string; endDate: string; timezoneOffset: number }>(
  value: T,
  context: z.RefinementCtx,
) {
  const start = parseLocalDateTime(value.startDate, value.timezoneOffset);
  const end = parseLocalDateTime(value.endDate, value.timezoneOffset);
  if (!start)
    context.addIssue({
      code: "custom",
      path: ["startDate"],
      message: "Please enter a valid date and time",
    });
  if (!end)
    context.addIssue({
      code: "custom",
      path: ["endDate"],
      message: "Please enter a valid date and time",
    });
  if (start && end && end <= start) {
    context.addIssue({ code: "custom", path: ["endDate"], message: END_AFTER_START_MESSAGE });
  }
  const rest: Omit<T, "timezoneOffset"> & { timezoneOffset?: number } = { ...value };
  delete rest.timezoneOffset;
  return { ...rest, startDate: start ?? new Date(NaN), endDate: end ?? new Date(NaN) };
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
