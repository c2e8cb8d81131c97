import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unescapeText } from "../../../tests/support/ical-reader";
import { icalEscapedText, icalText } from "./ical-text.server";

describe("iCalendar text values (issue 23 item 2, RFC 5545 §3.3.11)", () => {
  it("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(icalEscapedText("a\\b;c,d\r\ne\rf\ng\u2028h\u2029i\u0085j")).toBe(
      "a\\\\b\\;c\\,d\\ne\\nf\\ng\\nh\\ni\\nj",
    );
  });

  it("removes the other control characters and keeps tabs", () => {
    expect(icalText("a\u0000b\u0007c\u000Bd\u001Be\u007Ff\u0080g\u009Fh\ti")).toBe("abcdefgh\ti");
  });

  it("gives a value that stays on its line and reads back as the text, for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (value) => {
        const escaped = icalEscapedText(value);
        expect(escaped).not.toMatch(/[^\P{Cc}\t]/u);
        expect(unescapeText(escaped)).toBe(icalText(value));
      }),
    );
  });
});
