/**
 * Every single-line field of every form schema refuses line breaks and control characters, and
 * every text is stored NFC and trimmed of invisible characters; multi-line fields keep their
 * line breaks; passwords are taken exactly as typed (issue 23 item 2, ADR 069).
 */
import { describe, expect, it } from "vitest";
import type { z } from "~/lib/zod";
import {
  changePasswordSchema,
  codeSchema,
  firstMessage,
  firstSignUpError,
  newEmailSchema,
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from "./auth-forms";
import { signInMessages, signUpMessages } from "./auth-messages";
import {
  EMAIL_MESSAGE,
  fieldErrors,
  optionalHttpUrl,
  optionalLine,
  optionalMultiline,
  requiredLine,
  requiredMultiline,
} from "./form-fields";
import { lanCenterEditFormSchema, lanCenterFormSchema } from "./lan-center-form";
import { lanPartyEditFormSchema, lanPartyFormSchema } from "./lan-party-form";
import { PHONE_MESSAGE } from "./opening-hours";
import { validateLead } from "./partner-lead";
import { changeDecisionSchema, reviewDecisionSchema } from "./review-decision";
import { setupRequestSchema } from "./setup-request";
import { BIDI_MESSAGE, CONTROL_MESSAGE, LINE_MESSAGE } from "./text-input";

/** The finding's payload: a name that closes its event and opens a forged one. */
const FORGED = "Winter LAN\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Free GPUs\r\nEND:VEVENT";
/** One hidden character of each kind a single-line field refuses. */
const HIDDEN = ["\n", "\r", "\t", "\u0000", "\u0007", "\u007F", "\u0085", "\u2028", "\u2029"];

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as z.ZodError);

const center = {
  contactFirstName: "Ada",
  contactLastName: "Lovelace",
  contactEmail: "ada@example.com",
  communityName: "Crew",
  communityDescription: "We play.",
  organizationName: "Arena",
  website: "https://arena.example",
  address: "1 Main St",
  lat: "12.5",
  lng: "-45",
  description: "Nice",
  phone: "+49 30 123",
};

const party = {
  contactFirstName: "Ada",
  contactLastName: "Lovelace",
  contactEmail: "ada@example.com",
  organizationName: "Fest",
  startDate: "2027-01-01T10:00",
  endDate: "2027-01-01T12:00",
  timeZone: "UTC",
  communityName: "Crew",
  description: "Fun",
  customLocation: "Kulturhaus, Berlin",
  website: "https://fest.example",
};

const setup = {
  locationId: "3f1c1d2e-9a8b-4c7d-8e6f-5a4b3c2d1e0f",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  lanCenterName: "Arena",
  lanCenterAddress: "1 Main St",
  website: "https://arena.example",
};

/** [schema, valid input, its single-line fields with the message a control character gets]. */
const FORMS: [string, z.ZodType, Record<string, string>, Record<string, string>][] = [
  [
    "LAN center registration",
    lanCenterFormSchema,
    center,
    {
      contactFirstName: LINE_MESSAGE,
      contactLastName: LINE_MESSAGE,
      contactEmail: EMAIL_MESSAGE,
      communityName: LINE_MESSAGE,
      organizationName: LINE_MESSAGE,
      website: LINE_MESSAGE,
      address: LINE_MESSAGE,
    },
  ],
  [
    "LAN center edit",
    lanCenterEditFormSchema,
    center,
    {
      contactFirstName: LINE_MESSAGE,
      contactLastName: LINE_MESSAGE,
      contactEmail: EMAIL_MESSAGE,
      communityName: LINE_MESSAGE,
      organizationName: LINE_MESSAGE,
      website: LINE_MESSAGE,
      address: LINE_MESSAGE,
    },
  ],
  [
    "LAN party registration",
    lanPartyFormSchema,
    party,
    {
      contactFirstName: LINE_MESSAGE,
      contactLastName: LINE_MESSAGE,
      contactEmail: EMAIL_MESSAGE,
      organizationName: LINE_MESSAGE,
      communityName: LINE_MESSAGE,
      customLocation: LINE_MESSAGE,
      website: LINE_MESSAGE,
    },
  ],
  [
    "LAN party edit",
    lanPartyEditFormSchema,
    party,
    { organizationName: LINE_MESSAGE, customLocation: LINE_MESSAGE, website: LINE_MESSAGE },
  ],
  [
    "setup request",
    setupRequestSchema,
    setup,
    {
      firstName: LINE_MESSAGE,
      lastName: LINE_MESSAGE,
      email: EMAIL_MESSAGE,
      lanCenterName: LINE_MESSAGE,
      lanCenterAddress: LINE_MESSAGE,
      website: LINE_MESSAGE,
    },
  ],
  [
    "review rejection",
    reviewDecisionSchema,
    { intent: "reject", kind: "party", id: setup.locationId, reason: "Spam" },
    { reason: LINE_MESSAGE },
  ],
  [
    "change rejection",
    changeDecisionSchema,
    { intent: "reject-change", changeId: setup.locationId, reason: "Spam" },
    { reason: LINE_MESSAGE },
  ],
];

describe.each(FORMS)("%s: single-line fields", (_name, schema, valid, lines) => {
  it("accepts the valid form", () => {
    expect(errorsOf(schema.safeParse(valid))).toEqual({});
  });

  it.each(Object.keys(lines))("%s refuses the forged calendar payload", (field) => {
    expect(errorsOf(schema.safeParse({ ...valid, [field]: FORGED }))).toEqual({
      [field]: lines[field],
    });
  });

  it.each(Object.keys(lines))("%s refuses every hidden control character", (field) => {
    for (const char of HIDDEN) {
      const value = `${valid[field]!.slice(0, 2)}${char}${valid[field]!.slice(2)}`;
      expect(
        errorsOf(schema.safeParse({ ...valid, [field]: value })),
        JSON.stringify(char),
      ).toEqual({ [field]: lines[field] });
    }
  });
});

describe("text fields are stored NFC and trimmed of invisible characters", () => {
  it("normalises names, places and addresses", () => {
    const parsed = lanPartyFormSchema.parse({
      ...party,
      organizationName: "\u200B\uFEFF Cafe\u0301 LAN\u200F\u2069 ",
      customLocation: "\u202AKulturhaus\u202C",
      communityName: "\u2060Crew\u200D",
    });
    expect(parsed).toMatchObject({
      organizationName: "Café LAN",
      customLocation: "Kulturhaus",
      communityName: "Crew",
    });
    const centerParsed = lanCenterFormSchema.parse({
      ...center,
      address: "\u200E1 Main St\u200E",
      website: "\uFEFFhttps://arena.example\u200B",
    });
    expect(centerParsed).toMatchObject({ address: "1 Main St", website: "https://arena.example" });
  });

  it("counts the maximum length after NFC", () => {
    expect(requiredLine("Required", 3).safeParse("e\u0301e\u0301e\u0301").data).toBe("ééé");
    expect(optionalLine(3).safeParse("   ").data).toBeNull();
  });

  it("refuses a bidi override inside a single-line value with its own message", () => {
    expect(
      errorsOf(lanPartyFormSchema.safeParse({ ...party, organizationName: "Fest \u202Eexe.gnp" })),
    ).toEqual({
      organizationName: BIDI_MESSAGE,
    });
  });

  it("refuses a URL the URL parser would have cleaned (tab or line break inside)", () => {
    for (const url of [
      "https://exa\tmple.com",
      "https://a.example/\r\nx",
      "\u0001https://a.example",
    ]) {
      expect(optionalHttpUrl.safeParse(url).error?.issues[0]?.message, url).toBe(LINE_MESSAGE);
    }
  });
});

describe("the phone number (a pattern field) refuses line breaks too", () => {
  it.each(HIDDEN)("refuses %j", (char) => {
    expect(errorsOf(lanCenterFormSchema.safeParse({ ...center, phone: `+49${char}30` }))).toEqual({
      phone: PHONE_MESSAGE,
    });
  });
});

describe("multi-line fields keep their line breaks", () => {
  it("keeps newlines and tabs in descriptions", () => {
    const description = "Line one\r\nLine two\n\tindented";
    expect(lanCenterFormSchema.parse({ ...center, description }).description).toBe(description);
    expect(
      lanCenterFormSchema.parse({ ...center, communityDescription: `\n${description}\n` })
        .communityDescription,
    ).toBe(description);
    expect(lanPartyEditFormSchema.parse({ ...party, description }).description).toBe(description);
    expect(requiredMultiline("Required", 100).parse(" a\nb ")).toBe("a\nb");
  });

  it("still refuses NUL and the other control characters", () => {
    for (const char of ["\u0000", "\u0007", "\u000B", "\u007F", "\u0085"]) {
      expect(
        errorsOf(lanPartyFormSchema.safeParse({ ...party, description: `Fu${char}n` })),
      ).toEqual({
        description: CONTROL_MESSAGE,
      });
      expect(optionalMultiline(100).safeParse(`x${char}y`).error?.issues[0]?.message).toBe(
        CONTROL_MESSAGE,
      );
    }
  });
});

describe("partner lead form", () => {
  const lead = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    organization: "Analytical Arena",
    venueType: "lan-center",
    message: "Hello\nthere",
  };

  it("refuses control characters in name and organization, not line breaks in the message", () => {
    expect(validateLead({ ...lead, name: "Ada\r\nLovelace", organization: "Arena\u0085" })).toEqual(
      {
        ok: false,
        errors: { name: LINE_MESSAGE, organization: LINE_MESSAGE },
      },
    );
    expect(validateLead({ ...lead, email: "ada\u200B@example.com" })).toEqual({
      ok: false,
      errors: { email: "Please enter a valid email address." },
    });
    expect(validateLead({ ...lead, message: "Hi\u0007" })).toEqual({
      ok: false,
      errors: { message: CONTROL_MESSAGE },
    });
    expect(validateLead({ ...lead, name: "\u200BAda Lovelace\u200F" })).toEqual({
      ok: true,
      lead: { ...lead, name: "Ada Lovelace" },
    });
  });
});

describe("account forms", () => {
  const signUp = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    password: "Horse-Battery-42",
    confirmPassword: "Horse-Battery-42",
  };
  const ready = { emailTaken: false, checkingEmail: false, configured: true };

  it("refuses control characters and bidi overrides in the names", () => {
    expect(firstSignUpError({ ...signUp, firstName: "Ada\nLovelace" }, ready)).toBe(LINE_MESSAGE);
    expect(firstSignUpError({ ...signUp, lastName: "Love\u2028lace" }, ready)).toBe(LINE_MESSAGE);
    expect(firstSignUpError({ ...signUp, lastName: "\u202Eecalevol" }, ready)).toBeNull();
    expect(firstSignUpError({ ...signUp, lastName: "Love\u202Eecal" }, ready)).toBe(BIDI_MESSAGE);
    expect(
      signUpSchema(ready).parse({
        ...signUp,
        firstName: " \u200BAda\u200F",
        email: "\uFEFFAda@Example.com",
      }),
    ).toMatchObject({ firstName: "Ada", email: "ada@example.com" });
  });

  it("refuses an e-mail with an invisible character on every account form", () => {
    const email = "ada@exam\u0007ple.com";
    expect(firstSignUpError({ ...signUp, email }, ready)).toBe(signUpMessages.emailInvalid);
    expect(firstMessage(signInSchema.safeParse({ email, password: "x" }).error!)).toBe(
      signInMessages.emailInvalid,
    );
    expect(resetRequestSchema.safeParse({ email }).success).toBe(false);
    expect(codeSchema.safeParse({ email, code: "123456" }).success).toBe(false);
    expect(newEmailSchema("old@example.com").safeParse({ newEmail: email }).success).toBe(false);
  });

  it("takes passwords exactly as typed: not normalised, not trimmed", () => {
    const password = " Cafe\u0301\u200B pass\u00A0 ";
    expect(
      signUpSchema(ready).parse({ ...signUp, password, confirmPassword: password }).password,
    ).toBe(password);
    expect(signInSchema.parse({ email: "ada@example.com", password }).password).toBe(password);
    expect(newPasswordSchema.parse({ password, confirmPassword: password }).password).toBe(
      password,
    );
    expect(
      changePasswordSchema.parse({
        currentPassword: password,
        password,
        confirmPassword: password,
      }),
    ).toEqual({ currentPassword: password, newPassword: password });
  });
});
