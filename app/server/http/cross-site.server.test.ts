import { describe, expect, it } from "vitest";
import { crossSiteWriteReason, type WriteRequest } from "./cross-site.server";

const own = ["https://lancenter.example", "http://127.0.0.1:3000"];
const post = (extra: Partial<WriteRequest>): WriteRequest => ({
  method: "POST",
  path: "/login",
  ownOrigins: own,
  ...extra,
});

describe("crossSiteWriteReason", () => {
  it("lets same-origin browser writes through", () => {
    expect(
      crossSiteWriteReason(
        post({ origin: "https://lancenter.example", secFetchSite: "same-origin" }),
      ),
    ).toBeNull();
    expect(crossSiteWriteReason(post({ origin: "http://127.0.0.1:3000" }))).toBeNull();
  });

  it("refuses a write marked cross-site or same-site by the browser", () => {
    expect(crossSiteWriteReason(post({ secFetchSite: "cross-site" }))).toBe(
      "Sec-Fetch-Site: cross-site",
    );
    expect(crossSiteWriteReason(post({ secFetchSite: "same-site" }))).toBe(
      "Sec-Fetch-Site: same-site",
    );
  });

  it("refuses a foreign, opaque or malformed Origin", () => {
    for (const origin of [
      "https://evil.example",
      "https://lancenter.example.evil.example",
      "http://lancenter.example",
      "null",
      "not a url",
    ]) {
      expect(crossSiteWriteReason(post({ origin })), origin).toBe(`Origin: ${origin}`);
    }
  });

  it("checks every state-changing method, never GET, HEAD or OPTIONS", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) {
      expect(crossSiteWriteReason(post({ method, origin: "https://evil.example" }))).not.toBeNull();
    }
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(crossSiteWriteReason(post({ method, origin: "https://evil.example" }))).toBeNull();
    }
  });

  it("lets Stripe's signed webhook and header-less non-browser clients through", () => {
    expect(
      crossSiteWriteReason(
        post({
          path: "/api/stripe/webhook",
          origin: "https://evil.example",
          secFetchSite: "cross-site",
        }),
      ),
    ).toBeNull();
    expect(crossSiteWriteReason(post({}))).toBeNull();
  });
});
