import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BIDI_MESSAGE,
  CONTROL_MESSAGE,
  isEmailShaped,
  LINE_MESSAGE,
  lineProblem,
  multilineProblem,
  normalizeText,
  toOneLine,
} from "./text-input";

/** Every character a single-line value refuses as a control character (ADR 069). */
const LINE_BREAKERS = [
  "\r",
  "\n",
  "\r\n",
  "\t",
  "\u0000",
  "\u0007",
  "\u000B",
  "\u000C",
  "\u001B",
  "\u001F",
  "\u007F",
  "\u0080",
  "\u0085",
  "\u009F",
  "\u2028",
  "\u2029",
];

/** Bidi embeddings, overrides and isolates ("Trojan Source"). */
const BIDI_OVERRIDES = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];

/** Trimmed at both ends: zero-width characters and bidi controls. */
const INVISIBLE_EDGES = [
  "\u200B",
  "\u200C",
  "\u200D",
  "\u2060",
  "\uFEFF",
  "\u200E",
  "\u200F",
  ...BIDI_OVERRIDES,
];

describe("normalizeText (issue 23 item 2)", () => {
  it("composes to NFC", () => {
    expect(normalizeText("Cafe\u0301 Ko\u0308ln")).toBe("Café Köln");
    expect(normalizeText("e\u0301").length).toBe(1);
  });

  it.each(INVISIBLE_EDGES)("trims %j at both ends with the whitespace", (char) => {
    expect(normalizeText(` ${char}\u00A0Pixel Palace${char}\t${char} `)).toBe("Pixel Palace");
  });

  it("keeps zero-width joiners and marks inside (emoji sequences, Persian, mixed scripts)", () => {
    expect(normalizeText("👨‍👩‍👧 team")).toBe("👨‍👩‍👧 team");
    expect(normalizeText("می\u200Cخواهم")).toBe("می\u200Cخواهم");
    expect(normalizeText("LAN \u200Fשלום\u200F arena")).toBe("LAN \u200Fשלום\u200F arena");
  });

  it("gives '' for text with nothing visible", () => {
    expect(normalizeText(" \u200B\uFEFF\u202E\r\n ")).toBe("");
  });

  it("is idempotent and leaves no trimmed character at either end, for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (value) => {
        const once = normalizeText(value);
        expect(normalizeText(once)).toBe(once);
        expect(once.normalize("NFC")).toBe(once);
        const edge = /^[\s\u200B-\u200D\u2060\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
        expect(edge.test(once)).toBe(false);
        expect(edge.test([...once].reverse().join(""))).toBe(false);
      }),
    );
  });

  it("trims a very long run of spaces in linear time", () => {
    const started = performance.now();
    expect(normalizeText(`${" ".repeat(500_000)}x${" ".repeat(500_000)}`)).toBe("x");
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("lineProblem: single-line values", () => {
  it.each(LINE_BREAKERS)("refuses %j inside a value", (char) => {
    expect(lineProblem(`Winter${char}LAN`)).toBe(LINE_MESSAGE);
  });

  it.each(BIDI_OVERRIDES)("refuses the bidi override %j inside a value", (char) => {
    expect(lineProblem(`Pixel ${char}ecalap`)).toBe(BIDI_MESSAGE);
  });

  it("refuses the forged calendar payload of the finding", () => {
    expect(
      lineProblem("Winter LAN\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Free GPUs\r\nEND:VEVENT"),
    ).toBe(LINE_MESSAGE);
  });

  it("accepts ordinary names in any script", () => {
    for (const value of [
      "O'Brien & Söhne",
      "Pixel Palace, Berlin; Halle 3",
      "مرحبا بالعالم",
      "שלום עולם",
      "東京ゲームセンター",
      "👾 LAN",
      "a\u200Db",
      "x\u00A0y",
    ]) {
      expect(lineProblem(value), value).toBeNull();
    }
  });

  it("says a message the user can act on", () => {
    expect(LINE_MESSAGE).toBe(
      "Please keep this on one line: line breaks, tabs and other control characters are not allowed",
    );
  });
});

describe("multilineProblem: descriptions and messages", () => {
  it("keeps line breaks and tabs", () => {
    expect(multilineProblem("First line\r\nSecond\n\tindented\rlast")).toBeNull();
    expect(multilineProblem("para\u2028graph \u202Eright-to-left\u202C")).toBeNull();
  });

  it.each(["\u0000", "\u0007", "\u000B", "\u000C", "\u001B", "\u007F", "\u0085", "\u009F"])(
    "refuses the control character %j",
    (char) => {
      expect(multilineProblem(`Bring your rig${char}.`)).toBe(CONTROL_MESSAGE);
    },
  );
});

describe("isEmailShaped", () => {
  it("accepts text@text.text", () => {
    expect(isEmailShaped("ada@example.com")).toBe(true);
    expect(isEmailShaped("jürgen@bücher.example")).toBe(true);
  });

  it.each([
    "ada\r\n@example.com",
    "ada@example.com\u0007",
    "ada\u200B@example.com",
    "ada@exa\u202Eelpm.com",
    "ada@example.com\u2028",
    "ada\u0085@example.com",
    "ada @example.com",
    "ada@example",
  ])("refuses %j", (value) => {
    expect(isEmailShaped(value)).toBe(false);
  });
});

describe("toOneLine: search boxes never refuse", () => {
  it("turns controls, line separators and overrides into single spaces", () => {
    expect(toOneLine(" \u200Bber\r\nlin\u2028arena\u202Ex\u0000y\uD800z ")).toBe(
      "ber lin arena x y z",
    );
    expect(toOneLine("Cafe\u0301")).toBe("Café");
  });
});
