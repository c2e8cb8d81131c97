/**
 * The bounded image queue (issue 23 item 1, ADR 068): at most `concurrency` jobs at once, a
 * request's jobs admitted together or refused at once with 503 and Retry-After when too many
 * would wait, first come first served, and a failure frees its place and skips the rest of its
 * request.
 */
import { describe, expect, it } from "vitest";
import { isAppError } from "../errors/app-error";
import { createWorkQueue, PHOTOS_BUSY_MESSAGE } from "./work-queue.server";

/** A job that runs until `finish()` is called, recording when it started. */
function gatedJob(log: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    job: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

/** Lets queued promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the image work queue", () => {
  it("runs at most `concurrency` jobs at once, the others in order of arrival", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 4, retryAfterSeconds: 15 });
    const log: string[] = [];
    const jobs = ["a", "b", "c", "d"].map((name) => gatedJob(log, name));
    const first = queue.runAll([jobs[0]!.job, jobs[1]!.job, jobs[2]!.job]);
    const second = queue.runAll([jobs[3]!.job]);
    await settle();
    expect(log).toEqual(["a", "b"]);
    expect(queue.load()).toEqual({ running: 2, waiting: 2 });
    jobs[1]!.finish();
    await settle();
    expect(log).toEqual(["a", "b", "c"]);
    jobs[0]!.finish();
    jobs[2]!.finish();
    await settle();
    expect(log).toEqual(["a", "b", "c", "d"]);
    jobs[3]!.finish();
    expect(await first).toEqual(["a", "b", "c"]);
    expect(await second).toEqual(["d"]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a request at once, running none of its jobs, when too many would wait: 503 with Retry-After", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 3, retryAfterSeconds: 15 });
    const log: string[] = [];
    const held = [gatedJob(log, "a"), gatedJob(log, "b"), gatedJob(log, "c")];
    const admitted = queue.runAll(held.map((h) => h.job));
    await settle();
    const tooMany = ["x", "y", "z"].map((name) => gatedJob(log, name).job);
    const refused = await queue.runAll(tooMany).catch((error: unknown) => error);
    expect(isAppError(refused)).toBe(true);
    expect(refused).toMatchObject({
      status: 503,
      code: "photos.busy",
      message: PHOTOS_BUSY_MESSAGE,
      retryAfterSeconds: 15,
    });
    // Two more fit in the three waiting places (one already waits).
    const more = [gatedJob(log, "p"), gatedJob(log, "q")];
    const fits = queue.runAll(more.map((m) => m.job));
    expect(queue.load()).toEqual({ running: 2, waiting: 3 });
    for (const h of [...held, ...more]) h.finish();
    expect(await admitted).toEqual(["a", "b", "c"]);
    expect(await fits).toEqual(["p", "q"]);
    expect(log).toEqual(["a", "b", "c", "p", "q"]);
  });

  it("a failing job frees its place, skips its request's jobs not yet started and throws its error", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 5, retryAfterSeconds: 15 });
    const log: string[] = [];
    const failure = new Error("broken photo");
    const result = queue.runAll([
      async () => {
        log.push("first");
        throw failure;
      },
      async () => {
        log.push("second");
        return "never";
      },
    ]);
    await expect(result).rejects.toBe(failure);
    expect(log).toEqual(["first"]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
    expect(await queue.runAll([async () => "next"])).toEqual(["next"]);
  });
});
