/**
 * The LAN center and LAN party forms' texts (issue 28 item 1): English is today's text, German
 * differs, every language fills every field, and the schemas' English messages (with values
 * such as a weekday or a length) come out in the page's language.
 */
import { describe, expect, it } from "vitest";
import { translate, translateAnswer } from "~/components/owner/owner-text";
import { lanCenterFormSchema } from "~/lib/lan-center-form";
import { fieldErrors } from "~/lib/form-fields";
import { LOCALES } from "./locales";
import { ownerFormText } from "./owner-form.server";

describe("ownerFormText", () => {
  it("keeps the specification's English", () => {
    const center = ownerFormText("en", "center", "new");
    expect(center.title).toBe("Register LAN Center");
    expect(center.metaTitle).toBe("Register LAN Center | LAN Center Network");
    expect(center.accountRequired).toBe("Account Required");
    expect(center.contactInformation).toBe("Contact Information");
    expect(center.centerName).toBe("LAN center name");
    expect(center.days.mon).toBe("Monday");
    expect(center.submit).toBe("Register LAN Center");
    expect(center.messages).toEqual({ exact: {}, patterns: [] });
    const party = ownerFormText("en", "party", "edit");
    expect(party.title).toBe("Edit LAN Party");
    expect(party.submit).toBe("Save Changes");
    expect(party.eventName).toBe("Event name");
  });

  it("speaks German with German links", () => {
    const de = ownerFormText("de", "center", "new");
    expect(de.title).toBe("LAN-Center eintragen");
    expect(de.signupHref).toBe("/de/signup-form");
    expect(de.dashboardHref).toBe("/de/dashboard");
    expect(de.days.mon).toBe("Montag");
    expect(de.centerName).not.toBe(ownerFormText("en", "center", "new").centerName);
  });

  it("fills every field in every language, for both forms and modes", () => {
    for (const locale of LOCALES) {
      for (const form of ["center", "party"] as const) {
        for (const mode of ["new", "edit"] as const) {
          const text = ownerFormText(locale, form, mode, true);
          for (const [key, value] of Object.entries(text)) {
            if (typeof value === "string") expect(value.trim(), `${locale} ${key}`).not.toBe("");
          }
        }
      }
    }
  });

  it("translates the schema's messages, values included; English stays as it is", () => {
    const parsed = lanCenterFormSchema.safeParse({
      communityName: "x".repeat(201),
      hours_mon_1_open: "10:00",
      lat: "",
      lng: "200",
    });
    expect(parsed.success).toBe(false);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    const answer = { values: { lng: "200" }, fieldErrors: errors, formError: null };
    const de = translateAnswer(ownerFormText("de", "center", "new").messages, answer)!;
    expect(de.fieldErrors.organizationName).toBe("Der Name des LAN-Centers ist erforderlich");
    expect(de.fieldErrors.communityName).toBe("Höchstens 200 Zeichen");
    expect(de.fieldErrors.lat).toBe("Breitengrad ist erforderlich");
    expect(de.fieldErrors.lng).toBe("Längengrad muss zwischen -180 und 180 liegen");
    expect(de.fieldErrors.hours_mon).toContain("für Montag");
    expect(de.values).toEqual({ lng: "200" });
    const en = translateAnswer(ownerFormText("en", "center", "new").messages, answer)!;
    expect(en.fieldErrors).toEqual(errors);
    expect(errors.organizationName).toBe("LAN center name is required");
    const ja = ownerFormText("ja", "party", "new").messages;
    expect(translate(ja, "Event name is required")).toBe("イベント名は必須です");
    expect(translate(ja, "Something new")).toBe("Something new");
  });
});
