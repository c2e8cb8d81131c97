import { describe, expect, it } from "vitest";
import {
  bodyLimitFor,
  bodyLimitStatus,
  MAX_BODY_BYTES,
  MAX_COVER_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
} from "./body-limit.server";

describe("bodyLimitStatus", () => {
  it("accepts bodies up to the limit and requests without a body", () => {
    expect(bodyLimitStatus({ method: "POST", contentLength: "512" })).toBeNull();
    expect(bodyLimitStatus({ method: "POST", contentLength: String(MAX_BODY_BYTES) })).toBeNull();
    expect(bodyLimitStatus({ method: "GET" })).toBeNull();
  });

  it("refuses a declared length over the limit or that is no number", () => {
    expect(bodyLimitStatus({ method: "POST", contentLength: String(MAX_BODY_BYTES + 1) })).toBe(
      413,
    );
    expect(bodyLimitStatus({ method: "POST", contentLength: "1e9" })).toBe(413);
    expect(bodyLimitStatus({ method: "POST", contentLength: "-1" })).toBe(413);
  });

  it("refuses a streamed body without a declared length", () => {
    expect(bodyLimitStatus({ method: "POST", transferEncoding: "chunked" })).toBe(411);
  });

  it("takes up to 8 photos of 10 MB on the photo upload route only (ADR 056)", () => {
    const photos = String(MAX_UPLOAD_BODY_BYTES);
    const path = "/lan-center-photos/8f0c1c1e-1111-4222-8333-944445555666";
    expect(bodyLimitStatus({ method: "POST", path, contentLength: photos })).toBeNull();
    expect(
      bodyLimitStatus({ method: "POST", path, contentLength: String(MAX_UPLOAD_BODY_BYTES + 1) }),
    ).toBe(413);
    expect(
      bodyLimitStatus({ method: "POST", path: "/register-lan-center", contentLength: photos }),
    ).toBe(413);
    expect(bodyLimitStatus({ method: "POST", path: `${path}/x`, contentLength: photos })).toBe(413);
    expect(bodyLimitStatus({ method: "POST", path: "/login", contentLength: photos })).toBe(413);
  });

  it("takes one cover of 10 MB on the center and party forms (ADR 056)", () => {
    const cover = String(MAX_COVER_BODY_BYTES);
    for (const path of ["/register-lan-center", "/register-lan-party", "/edit-lan-party/x1"]) {
      expect(bodyLimitStatus({ method: "POST", path, contentLength: cover })).toBeNull();
      expect(
        bodyLimitStatus({ method: "POST", path, contentLength: String(MAX_COVER_BODY_BYTES + 1) }),
      ).toBe(413);
    }
    expect(bodyLimitStatus({ method: "POST", path: "/contacts", contentLength: cover })).toBe(413);
  });

  it("takes the same bodies on the forms' data requests, posted with JavaScript (ADR 068)", () => {
    const center = "/lan-center-photos/8f0c1c1e-1111-4222-8333-944445555666.data";
    expect(bodyLimitFor(center)).toBe(MAX_UPLOAD_BODY_BYTES);
    for (const path of [
      "/register-lan-center.data",
      "/register-lan-party.data",
      "/edit-lan-party/x1.data",
    ]) {
      expect(bodyLimitFor(path), path).toBe(MAX_COVER_BODY_BYTES);
    }
    expect(bodyLimitFor("/login.data")).toBe(MAX_BODY_BYTES);
    expect(bodyLimitFor("/_root.data")).toBe(MAX_BODY_BYTES);
  });
});
