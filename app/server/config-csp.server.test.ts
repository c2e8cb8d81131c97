import { describe, expect, it } from "vitest";
import { HUBSPOT_CSP_HOSTS, parseConfig } from "./config.server";

describe("optional CSP sources (ADR 013)", () => {
  it("adds nothing when no third party is configured", () => {
    const { csp, hubspot } = parseConfig({});
    expect(csp).toEqual({ scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [], mediaSrc: [] });
    expect(hubspot.portalId).toBeUndefined();
    expect(hubspot.region).toBe("na1");
  });

  it("adds HubSpot's hosts with a portal id, and video origins as media sources", () => {
    const config = parseConfig({
      HUBSPOT_PORTAL_ID: "123",
      HUBSPOT_FORM_SIGNUP_LP: "form-lp",
      LANTYPES_VIDEO_URL: "https://cdn.example/loop.mp4",
      FEATURED_GAME_1_TRAILER_URL: "https://cdn.example/a.mp4",
      FEATURED_GAME_2_TRAILER_URL: "https://media.example:8443/b.webm",
    });
    expect(config.csp.frameSrc).toEqual([...HUBSPOT_CSP_HOSTS.frame]);
    expect(config.csp.connectSrc).toEqual([...HUBSPOT_CSP_HOSTS.connect]);
    expect(config.csp.mediaSrc).toEqual(["https://cdn.example", "https://media.example:8443"]);
    expect(config.hubspot.formIds.HUBSPOT_FORM_SIGNUP_LP).toBe("form-lp");
    expect(config.hubspot.formIds.HUBSPOT_FORM_SIGNUP).toBeUndefined();
  });

  it("rejects a trailer URL that is not a URL, naming the variable", () => {
    expect(() => parseConfig({ FEATURED_GAME_1_TRAILER_URL: "trailer.mp4" })).toThrow(
      /FEATURED_GAME_1_TRAILER_URL/,
    );
  });
});
