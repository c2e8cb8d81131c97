import { describe, expect, it } from "vitest";
import { requiredLine, optionalMultiline, fieldErrors } from "~/lib/form-fields";
import { z } from "~/lib/zod";
import { counterText } from "./character-counter";

describe("counterText (issue 24 item 4)", () => {
  it("says nothing far from the limit", () => {
    expect(counterText(0, 200)).toBe("");
    expect(counterText(179, 200)).toBe("");
  });

  it("counts down within the last tenth and counts what is too many", () => {
    expect(counterText(180, 200)).toBe("20 characters left");
    expect(counterText(199, 200)).toBe("1 character left");
    expect(counterText(200, 200)).toBe("0 characters left");
    expect(counterText(201, 200)).toBe("1 character too many");
    expect(counterText(5000, 200)).toBe("4800 characters too many");
  });

  it("shows at least the last character of a small limit", () => {
    expect(counterText(38, 40)).toBe("2 characters left");
    expect(counterText(2, 3)).toBe("1 character left");
    expect(counterText(1, 3)).toBe("");
  });
});

describe("over-long text is refused, never cut (issue 24 item 4)", () => {
  const schema = z.object({
    name: requiredLine("Name is required", 200),
    about: optionalMultiline(5000),
  });

  it("answers 'At most N characters' and keeps nothing shortened", () => {
    const result = schema.safeParse({ name: "n".repeat(5000), about: "a".repeat(5001) });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: "At most 200 characters",
      about: "At most 5000 characters",
    });
  });

  it("takes text exactly at the limit, counted after trimming", () => {
    const result = schema.safeParse({ name: ` ${"n".repeat(200)} `, about: "" });
    expect(result.success && result.data.name).toBe("n".repeat(200));
  });
});
