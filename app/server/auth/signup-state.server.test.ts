import { describe, expect, it } from "vitest";
import { pendingSignUpCookie } from "./signup-state.server";

const deps = { secret: "a-test-secret-of-enough-length-0123456789", secure: false };

/** A request carrying the cookie a Set-Cookie value sets. */
function requestWith(setCookie: string): Request {
  return new Request("http://localhost/signup-form?step=verify", {
    headers: { Cookie: setCookie.split(";")[0]! },
  });
}

describe("pending sign-up cookie", () => {
  it("round-trips the address in a signed, HttpOnly cookie", async () => {
    const cookie = pendingSignUpCookie(deps);
    const set = await cookie.save("ada@example.com");
    expect(set).toMatch(/^lcn_signup=/);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(await cookie.read(requestWith(set))).toBe("ada@example.com");
  });

  it("ignores a tampered, foreign-signed or missing cookie, and clears", async () => {
    const cookie = pendingSignUpCookie(deps);
    const set = await cookie.save("ada@example.com");
    const [pair] = set.split(";");
    const tampered = pair!.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(await cookie.read(requestWith(tampered))).toBeNull();
    const other = pendingSignUpCookie({ ...deps, secret: "another-secret-of-enough-length-99" });
    expect(await other.read(requestWith(set))).toBeNull();
    expect(await cookie.read(new Request("http://localhost/"))).toBeNull();
    expect(await cookie.clear()).toMatch(/Max-Age=0/i);
  });

  it("keeps a same-site way back for after the code (a pending follow, issue 25), never another site's", async () => {
    const cookie = pendingSignUpCookie(deps);
    const back = await cookie.save("ada@example.com", "/follow");
    expect(await cookie.read(requestWith(back))).toBe("ada@example.com");
    expect(await cookie.readRedirectTo(requestWith(back))).toBe("/follow");
    for (const foreign of ["https://evil.example/x", "//evil.example", "/\\evil.example"]) {
      const set = await cookie.save("ada@example.com", foreign);
      expect(await cookie.readRedirectTo(requestWith(set)), foreign).toBeNull();
    }
    expect(
      await cookie.readRedirectTo(requestWith(await cookie.save("ada@example.com"))),
    ).toBeNull();
  });
});
