import { describe, expect, it } from "vitest";
import { fieldErrors, URL_MESSAGE } from "./form-fields";
import { lanCenterEditFormSchema, lanCenterFormSchema } from "./lan-center-form";
import {
  END_AFTER_START_MESSAGE,
  ENDS_IN_FUTURE_MESSAGE,
  lanPartyEditFormSchema,
  lanPartyFormSchema,
} from "./lan-party-form";
import { parseLocalDateTime, toLocalDateTimeInput } from "./local-date-time";
import { setupRequestSchema, setupRequiredMessage, setupRequiredMessages } from "./setup-request";

const center = {
  communityName: "Crew",
  organizationName: "Arena",
  address: "1 Main St",
  lat: "12.5",
  lng: "-45",
  description: "Nice",
};

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe("LAN center form", () => {
  it("requires community, name, address, coordinates and description", () => {
    expect(errorsOf(lanCenterFormSchema.safeParse({}))).toEqual({
      communityName: "Community name is required",
      organizationName: "LAN center name is required",
      address: "Address is required",
      description: "Description is required",
      lat: "Latitude is required",
      lng: "Longitude is required",
    });
  });

  it("accepts decimals within range only", () => {
    expect(lanCenterFormSchema.parse(center)).toMatchObject({ lat: 12.5, lng: -45, website: null });
    expect(errorsOf(lanCenterFormSchema.safeParse({ ...center, lat: "91", lng: "1e3" }))).toEqual({
      lat: "Latitude must be between -90 and 90",
      lng: "Longitude must be a decimal number",
    });
    expect(errorsOf(lanCenterFormSchema.safeParse({ ...center, lng: "-180.5" }))).toEqual({
      lng: "Longitude must be between -180 and 180",
    });
  });

  it("accepts only http(s) URLs for the website (images are uploads, ADR 056)", () => {
    for (const bad of [
      "javascript:alert(1)",
      "ftp://x.example",
      "example.com",
      "data:text/html,x",
    ]) {
      expect(
        errorsOf(
          lanCenterFormSchema.safeParse({
            ...center,
            website: bad,
          }),
        ),
      ).toEqual({ website: URL_MESSAGE });
    }
    expect(lanCenterFormSchema.parse({ ...center, website: " https://a.example/x " }).website).toBe(
      "https://a.example/x",
    );
  });

  it("limits lengths and checks the contact e-mail", () => {
    expect(
      errorsOf(
        lanCenterFormSchema.safeParse({
          ...center,
          organizationName: "x".repeat(201),
          contactEmail: "a@b",
        }),
      ),
    ).toEqual({
      organizationName: "At most 200 characters",
      contactEmail: "Please enter a valid email address",
    });
  });

  it("lets an edit leave the community name blank but keeps the coordinates required", () => {
    expect(lanCenterEditFormSchema.parse({ ...center, communityName: " " })).toMatchObject({
      communityName: null,
    });
    const blank = lanCenterEditFormSchema.safeParse({ ...center, lat: "", lng: " " });
    expect(blank.success).toBe(false);
    expect(fieldErrors(blank.error!)).toMatchObject({
      lat: "Latitude is required",
      lng: "Longitude is required",
    });
  });
});

describe("LAN party forms", () => {
  const party = {
    organizationName: "Fest",
    startDate: "2031-01-01T10:00",
    endDate: "2031-01-01T12:00",
    communityName: "Crew",
    description: "Fun",
  };

  it("requires name, dates, community and description; end after start", () => {
    expect(Object.keys(errorsOf(lanPartyFormSchema.safeParse({}))).sort()).toEqual(
      ["communityName", "description", "endDate", "organizationName", "startDate"].sort(),
    );
    expect(errorsOf(lanPartyFormSchema.safeParse({ ...party, endDate: party.startDate }))).toEqual({
      endDate: END_AFTER_START_MESSAGE,
    });
    expect(
      errorsOf(lanPartyFormSchema.safeParse({ ...party, startDate: "2031-02-30T10:00" })),
    ).toEqual({
      startDate: "Please enter a valid date and time",
    });
  });

  it("refuses a party that has already ended, and a start after the end (issue 24 item 3)", () => {
    const past = { ...party, startDate: "2020-01-10T18:00", endDate: "2020-01-10T23:00" };
    expect(errorsOf(lanPartyFormSchema.safeParse(past))).toEqual({
      endDate: ENDS_IN_FUTURE_MESSAGE,
    });
    expect(errorsOf(lanPartyEditFormSchema.safeParse(past))).toEqual({
      endDate: ENDS_IN_FUTURE_MESSAGE,
    });
    const backwards = { ...party, startDate: "2031-01-02T10:00", endDate: "2031-01-01T10:00" };
    expect(errorsOf(lanPartyFormSchema.safeParse(backwards))).toEqual({
      endDate: END_AFTER_START_MESSAGE,
    });
  });

  it("reads the local time at the browser's offset, truncated to minutes", () => {
    const parsed = lanPartyFormSchema.parse({
      ...party,
      startDate: "2031-01-01T10:00:59",
      timeZone: "America/New_York",
    });
    expect(parsed.startDate.toISOString()).toBe("2031-01-01T15:00:00.000Z");
    expect(toLocalDateTimeInput(parsed.startDate, 300)).toBe("2031-01-01T10:00");
    expect(parseLocalDateTime("yesterday", 0)).toBeNull();
  });

  it("edit: coordinates parse to numbers, 0 and unparseable give null, out of range is refused", () => {
    const edit = { ...party, lat: "abc", lng: "0" };
    expect(lanPartyEditFormSchema.parse(edit)).toMatchObject({ lat: null, lng: null });
    expect(lanPartyEditFormSchema.parse({ ...edit, lat: "12.25" }).lat).toBe(12.25);
    expect(errorsOf(lanPartyEditFormSchema.safeParse({ ...edit, lat: "100" }))).toEqual({
      lat: "Latitude must be between -90 and 90",
    });
  });
});

describe("setup request", () => {
  it("answers the spec's form-level message for empty required fields, user fields first", () => {
    const full = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      lanCenterName: "Arena",
      lanCenterAddress: "1 Main St",
    };
    expect(setupRequiredMessage(full)).toBeNull();
    expect(setupRequiredMessage({ ...full, website: "" })).toBeNull();
    expect(setupRequiredMessage({ ...full, email: "  " })).toBe(setupRequiredMessages.user);
    expect(setupRequiredMessage({ ...full, lanCenterAddress: "" })).toBe(
      setupRequiredMessages.center,
    );
    expect(setupRequiredMessage({ ...full, lastName: "", lanCenterName: "" })).toBe(
      "Please fill in all required user information fields.",
    );
    expect(setupRequiredMessage({ ...full, lanCenterName: "" })).toBe(
      "Please fill in all required LAN Center information fields.",
    );
  });

  it("requires the owner's details and accepts an optional http(s) website", () => {
    const errors = errorsOf(
      setupRequestSchema.safeParse({ locationId: crypto.randomUUID(), email: "x" }),
    );
    expect(errors).toEqual({
      firstName: "Please enter your first name",
      lastName: "Please enter your last name",
      email: "Please enter a valid email address",
      lanCenterName: "Please enter your LAN center name",
      lanCenterAddress: "Please enter your location",
    });
  });
});
