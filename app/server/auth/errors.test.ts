import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { codeMessages } from "~/lib/auth-messages";
import { codeErrorMessage, readAuthError } from "./errors";

describe("codeErrorMessage (public-site.md §8 'Verify code')", () => {
  const apiError = (status: "BAD_REQUEST" | "FORBIDDEN", code: string) =>
    new APIError(status, { code, message: code });

  it("maps better-auth's code errors to the spec's texts", () => {
    expect(codeErrorMessage(apiError("BAD_REQUEST", "OTP_EXPIRED"))).toBe(codeMessages.expired);
    expect(codeErrorMessage(apiError("BAD_REQUEST", "INVALID_OTP"))).toBe(codeMessages.invalid);
    expect(codeErrorMessage(apiError("FORBIDDEN", "TOO_MANY_ATTEMPTS"))).toBe(
      codeMessages.tooManyTries,
    );
    expect(codeErrorMessage({ statusCode: 429 })).toBe(codeMessages.tooManyChecks);
    expect(codeErrorMessage(new Error("boom"))).toBe(codeMessages.fallback);
  });

  it("reads status, code and message", () => {
    expect(readAuthError(apiError("BAD_REQUEST", "INVALID_OTP"))).toMatchObject({
      status: 400,
      code: "INVALID_OTP",
    });
    expect(readAuthError(undefined)).toEqual({
      status: undefined,
      code: undefined,
      message: undefined,
    });
  });
});
