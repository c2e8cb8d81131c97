import { describe, expect, it } from "vitest";
import { leadValuesFrom, validateLead, type LeadValues } from "./partner-lead";

const valid: LeadValues = {
  name: "  Ada Lovelace ",
  email: "ada@example.com",
  organization: "Analytical Arena",
  venueType: "lan-center",
  message: "",
};

describe("validateLead", () => {
  it("accepts a complete lead and trims it", () => {
    const result = validateLead(valid);
    expect(result).toEqual({ ok: true, lead: { ...valid, name: "Ada Lovelace" } });
  });

  it("gives one clear message per invalid field", () => {
    const result = validateLead({
      name: "   ",
      email: "ada@example",
      organization: "",
      venueType: "spaceship",
      message: "x".repeat(2001),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Please enter your name.",
        email: "Please enter a valid email address.",
        organization: "Please enter the name of your organization.",
        venueType: "Please choose your venue type.",
        message: "Message must be at most 2000 characters.",
      },
    });
  });

  it.each(["", "a b@c.de", "a@b", "a@@b.c", "@b.c"])("rejects the email %j", (email) => {
    const result = validateLead({ ...valid, email });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(["email"]);
  });
});

describe("leadValuesFrom", () => {
  it("reads strings and defaults missing fields to empty", () => {
    const form = new FormData();
    form.set("name", "Ada");
    form.set("website", "spam");
    expect(leadValuesFrom(form)).toEqual({
      name: "Ada",
      email: "",
      organization: "",
      venueType: "",
      message: "",
    });
  });
});
