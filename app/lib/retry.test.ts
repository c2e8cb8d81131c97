import { describe, expect, it } from "vitest";
import { retry } from "./retry";

describe("retry", () => {
  it("returns the first success and waits with growing delays", async () => {
    const delays: number[] = [];
    let calls = 0;
    const result = await retry(
      async () => {
        calls++;
        if (calls < 3) throw new Error(`fail ${calls}`);
        return "ok";
      },
      { baseDelayMs: 100, sleep: async (ms) => void delays.push(ms) },
    );
    expect(result).toBe("ok");
    expect(calls).toBe(3);
    expect(delays).toEqual([100, 200]);
  });

  it("gives up after three attempts with the last error", async () => {
    let calls = 0;
    await expect(
      retry(
        async () => {
          calls++;
          throw new Error(`fail ${calls}`);
        },
        { sleep: async () => undefined },
      ),
    ).rejects.toThrow("fail 3");
    expect(calls).toBe(3);
  });
});
