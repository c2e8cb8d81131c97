/**
 * The visitor pseudonym (issue 26 item 2, ADR 085/107): one value per salt, address and agent,
 * 128 bits.
 */
import { describe, expect, it } from "vitest";
import { visitorHash } from "./salts.server";

const AGENT = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36";

describe("visitorHash", () => {
  it("is 128 bits as 22 base64url characters, the same for the same salt, address and agent", () => {
    const hash = visitorHash("salt-a", "192.0.2.7", AGENT);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(visitorHash("salt-a", "192.0.2.7", AGENT)).toBe(hash);
  });

  it("differs when the salt, the address or the agent differs", () => {
    const hashes = new Set([
      visitorHash("salt-a", "192.0.2.7", AGENT),
      visitorHash("salt-b", "192.0.2.7", AGENT),
      visitorHash("salt-a", "192.0.2.8", AGENT),
      visitorHash("salt-a", "192.0.2.7", `${AGENT} Edg/131.0`),
      // The parts are joined with a line break, which none of them can hold.
      visitorHash("salt-a", "192.0.2.7\nx", AGENT),
    ]);
    expect(hashes.size).toBe(5);
  });
});
