import { describe, expect, it } from "vitest";
import { recoveryErrorDescription, recoveryRedirectTarget } from "./recovery-redirect";

describe("recoveryRedirectTarget", () => {
  it("sends type=recovery in the hash to /reset-password keeping the hash", () => {
    expect(recoveryRedirectTarget("", "#access_token=abc&type=recovery")).toBe(
      "/reset-password#access_token=abc&type=recovery",
    );
  });

  it("keeps both query and hash", () => {
    expect(recoveryRedirectTarget("?error=access_denied&x=1", "#frag")).toBe(
      "/reset-password?error=access_denied&x=1#frag",
    );
  });

  it.each([
    ["?type=recovery", ""],
    ["?access_token=t", ""],
    ["", "#error_code=otp_expired"],
    ["?error=server_error", ""],
  ])("matches %s %s", (search, hash) => {
    expect(recoveryRedirectTarget(search, hash)).not.toBeNull();
  });

  it.each([
    ["", ""],
    ["?type=signup", ""],
    ["?utm_source=mail", "#join"],
    ["?category=error", ""],
  ])("leaves ordinary URLs alone: %s %s", (search, hash) => {
    expect(recoveryRedirectTarget(search, hash)).toBeNull();
  });
});

describe("recoveryErrorDescription", () => {
  it("reads the description from the hash with + as space", () => {
    expect(
      recoveryErrorDescription("", "#error=access_denied&error_description=Email+link+is+invalid"),
    ).toBe("Email link is invalid");
  });

  it("prefers the query and returns null when absent", () => {
    expect(recoveryErrorDescription("?error_description=Expired", "#error_description=Other")).toBe(
      "Expired",
    );
    expect(recoveryErrorDescription("?error=x", "")).toBeNull();
  });
});
