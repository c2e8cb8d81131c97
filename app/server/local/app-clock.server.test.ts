/**
 * The movable app clock of the browser tests (ADR 084) on PGlite: it follows the real time plus
 * its offset, a job due in a day waits until the clock is moved past it and then runs once,
 * without the opt-in the move is a 404, and a bad amount is a 400. The clock is moved, never
 * waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { createJobs, type Jobs } from "../jobs/index.server";
import { advanceAppClock, OffsetClock } from "./app-clock.server";

const HOUR = 60 * 60 * 1000;

describe("the movable app clock", () => {
  let handle: DatabaseHandle;
  let clock: OffsetClock;
  let jobs: Jobs;
  const runs: { key: string; at: Date }[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase("PGlite");
    clock = new OffsetClock();
    jobs = createJobs({ database: handle, clock, log: () => undefined });
    jobs.register<{ key: string }>("app-clock-record", async ({ key }) => {
      runs.push({ key, at: clock.now() });
    });
    await jobs.start();
  }, 60_000);
  afterAll(async () => {
    await jobs.stop();
    clock.stop();
    await handle.close();
  });

  it("runs a job due in a day once the clock is moved past it, and only once", async () => {
    const before = Date.now();
    expect(Math.abs(clock.now().getTime() - before)).toBeLessThan(2_000);
    const due = new Date(clock.now().getTime() + 24 * HOUR);
    await jobs.send("app-clock-record", { key: "tomorrow" }, { runAt: due });

    expect(await advanceAppClock({ clock, jobs }, { seconds: 0 })).toMatchObject({
      offsetSeconds: 0,
    });
    expect(runs).toEqual([]);

    const moved = await advanceAppClock({ clock, jobs }, { seconds: 25 * 3600 });
    expect(moved.offsetSeconds).toBe(25 * 3600);
    expect(new Date(moved.now).getTime()).toBeGreaterThanOrEqual(before + 25 * HOUR);
    expect(runs.map((run) => run.key)).toEqual(["tomorrow"]);
    expect(runs[0]!.at.getTime()).toBeGreaterThanOrEqual(due.getTime());

    await advanceAppClock({ clock, jobs }, { seconds: 3600 });
    expect(runs).toHaveLength(1);
  });

  it("answers 404 without the opt-in and 400 for a bad amount", async () => {
    await expect(advanceAppClock(undefined, { seconds: 60 })).rejects.toMatchObject({
      status: 404,
    });
    for (const seconds of [Number.NaN, -1, 1.5, 367 * 24 * 3600]) {
      await expect(advanceAppClock({ clock, jobs }, { seconds })).rejects.toMatchObject({
        status: 400,
      });
    }
    expect(clock.offsetMs).toBe(26 * HOUR);
  });
});
