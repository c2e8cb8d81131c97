import { describe, expect, it } from "vitest";
import { clientBucket } from "./rate-limit.server";

describe("clientBucket", () => {
  it("keeps IPv4 addresses, also when mapped into IPv6", () => {
    expect(clientBucket("192.0.2.7")).toBe("192.0.2.7");
    expect(clientBucket("::ffff:192.0.2.7")).toBe("192.0.2.7");
  });

  it("puts every address of one IPv6 /64 in one bucket, other /64s in others", () => {
    const bucket = clientBucket("2001:db8:1:2::1");
    expect(bucket).toBe("2001:db8:1:2::/64");
    expect(clientBucket("2001:0db8:0001:0002:ffff:ffff:ffff:fffe")).toBe(bucket);
    expect(clientBucket("2001:db8:1:3::1")).not.toBe(bucket);
    expect(clientBucket("::1")).toBe("::/64");
  });

  it("leaves values that are no address as they are", () => {
    expect(clientBucket("unknown")).toBe("unknown");
  });
});
