/**
 * The job queue (issue 25 item 4, ADR 074) on PGlite and on PostgreSQL: jobs survive a restart,
 * a failing handler is retried with back-off as the clock moves, a job waits for its `runAt`, a
 * job sent in a transaction that rolls back never runs, a `singletonKey` stores one job, and two
 * instances on one PostgreSQL database handle each of 50 jobs exactly once. The clock is moved,
 * never waited for.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  databaseEngines,
  openTestDatabase,
  openTwoInstanceDatabase,
  postgresEngine,
} from "../../../tests/support/test-databases";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import { migrateDatabase } from "../db/migrate.server";
import { createJobs, TestClock, type Jobs } from "./index.server";

const START = new Date("2030-03-01T09:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A queue whose handler records every attempt and fails while `failures` is above 0. */
function recorder() {
  const runs: { key: string; retryCount: number; at: Date }[] = [];
  const state = { failures: 0 };
  return { runs, state };
}

function openJobs(database: DatabaseHandle, clock: TestClock, record: ReturnType<typeof recorder>) {
  const lines: string[] = [];
  const jobs = createJobs({ database, clock, log: (line) => lines.push(line) });
  jobs.register<{ key: string }>(
    "test-record",
    async (data, job) => {
      record.runs.push({ key: data.key, retryCount: job.retryCount, at: clock.now() });
      if (record.state.failures > 0) {
        record.state.failures -= 1;
        throw new Error("451 mail server says later");
      }
    },
    { retryLimit: 4, retryDelaySeconds: 60, retryBackoff: true },
  );
  return { jobs, lines };
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`jobs on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let clock: TestClock;
    let jobs: Jobs;
    let lines: string[];
    const record = recorder();
    const runsOf = (key: string) => record.runs.filter((run) => run.key === key);

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      clock = new TestClock(START);
      ({ jobs, lines } = openJobs(handle, clock, record));
      await jobs.start();
    }, 60_000);
    afterAll(async () => {
      await jobs?.stop();
      await handle?.close();
    });

    it("a job with runAt in the future runs only once the clock has passed it", async () => {
      const runAt = new Date(clock.now().getTime() + 60 * MINUTE);
      expect(await jobs.send("test-record", { key: "later" }, { runAt })).toMatch(
        /^[0-9a-f-]{36}$/,
      );
      await jobs.drain();
      expect(runsOf("later")).toEqual([]);
      await clock.advance(59 * MINUTE);
      await jobs.drain();
      expect(runsOf("later")).toEqual([]);
      await clock.advance(2 * MINUTE);
      await jobs.drain();
      expect(runsOf("later").map((run) => run.at.getTime() >= runAt.getTime())).toEqual([true]);
      await clock.advance(24 * 60 * MINUTE);
      await jobs.drain();
      expect(runsOf("later")).toHaveLength(1);
    });

    it("a failing handler is retried with growing delays and succeeds after the clock moves", async () => {
      record.state.failures = 2;
      await jobs.send("test-record", { key: "flaky" });
      await jobs.drain();
      expect(runsOf("flaky").map((run) => run.retryCount)).toEqual([0]);
      // The first retry waits 60 to 120 s (the delay, plus jitter of up to the delay again).
      await clock.advance(59_000);
      await jobs.drain();
      expect(runsOf("flaky")).toHaveLength(1);
      await clock.advance(62_000);
      await jobs.drain();
      expect(runsOf("flaky").map((run) => run.retryCount)).toEqual([0, 1]);
      // Back-off: the second retry waits twice as long, 120 to 240 s.
      await clock.advance(119_000);
      await jobs.drain();
      expect(runsOf("flaky")).toHaveLength(2);
      await clock.advance(122_000);
      await jobs.drain();
      expect(runsOf("flaky").map((run) => run.retryCount)).toEqual([0, 1, 2]);
      expect(record.state.failures).toBe(0);
      // Succeeded: nothing runs again, however far the clock moves.
      await clock.advance(7 * 24 * 60 * MINUTE);
      await jobs.drain();
      expect(runsOf("flaky")).toHaveLength(3);
      expect(lines.filter((line) => line.includes("failed (attempt"))).toHaveLength(2);
      expect(lines.join("\n")).toContain("451 mail server says later");
    });

    it("a job sent in a transaction runs only when the transaction commits", async () => {
      await expect(
        handle.db.transaction(async (tx) => {
          await jobs.send("test-record", { key: "rolled-back" }, { tx });
          throw new Error("the caller's change failed");
        }),
      ).rejects.toThrow("the caller's change failed");
      await handle.db.transaction(async (tx) => {
        await jobs.send("test-record", { key: "committed" }, { tx });
      });
      await clock.advance(MINUTE);
      await jobs.drain();
      expect(runsOf("rolled-back")).toEqual([]);
      expect(runsOf("committed")).toHaveLength(1);
    });

    it("a singletonKey stores one job, also after it ran", async () => {
      const first = await jobs.send("test-record", { key: "once" }, { singletonKey: "once:1" });
      expect(first).not.toBeNull();
      expect(
        await jobs.send("test-record", { key: "once" }, { singletonKey: "once:1" }),
      ).toBeNull();
      await jobs.drain();
      expect(
        await jobs.send("test-record", { key: "once" }, { singletonKey: "once:1" }),
      ).toBeNull();
      await clock.advance(MINUTE);
      await jobs.drain();
      expect(runsOf("once")).toHaveLength(1);
    });

    it("refuses a queue nobody registered", async () => {
      await expect(jobs.send("test-nobody", { key: "x" })).rejects.toThrow(/not registered/);
    });

    it("stats: jobs waiting and retrying per queue, and this process's failures (ADR 097)", async () => {
      const before = (await jobs.stats()).failedAttempts["test-record"] ?? 0;
      const runAt = new Date(clock.now().getTime() + HOUR);
      await jobs.send("test-record", { key: "stats-later" }, { runAt });
      record.state.failures = 1;
      await jobs.send("test-record", { key: "stats-retry" });
      await jobs.drain();
      const stats = await jobs.stats();
      const count = (state: string) =>
        stats.depth.find((row) => row.queue === "test-record" && row.state === state)?.count ?? 0;
      expect(count("created")).toBeGreaterThanOrEqual(1);
      expect(count("retry")).toBe(1);
      expect(stats.failedAttempts["test-record"]).toBe(before + 1);
      await clock.advance(2 * HOUR);
      await jobs.drain();
      const after = await jobs.stats();
      expect(after.depth.filter((row) => row.queue === "test-record")).toEqual([]);
    });
  });
}

describe("a job survives a restart", () => {
  it("on PGlite: enqueued, stopped, the data folder opened again, it runs", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lcn-jobs-"));
    try {
      const record = recorder();
      const clock = new TestClock(START);
      let handle = openDatabase({ kind: "pglite", dataDir });
      await migrateDatabase(handle);
      let { jobs } = openJobs(handle, clock, record);
      await jobs.start();
      // Due in an hour, so that no worker takes it before the stop.
      await jobs.send(
        "test-record",
        { key: "durable" },
        { runAt: new Date(START.getTime() + HOUR) },
      );
      await jobs.stop();
      await handle.close();
      expect(record.runs).toEqual([]);

      handle = openDatabase({ kind: "pglite", dataDir });
      await migrateDatabase(handle);
      ({ jobs } = openJobs(handle, clock, record));
      await jobs.start();
      await jobs.drain();
      expect(record.runs).toEqual([]);
      await clock.advance(HOUR);
      await jobs.drain();
      await jobs.stop();
      await handle.close();
      expect(record.runs.map((run) => run.key)).toEqual(["durable"]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  const postgres = databaseEngines.find((engine) => engine.name === "PostgreSQL")!;
  it.skipIf(!postgres.available)(
    "on PostgreSQL: enqueued, stopped, the database opened again, it runs",
    async () => {
      const record = recorder();
      const clock = new TestClock(START);
      const first = await openTestDatabase("PostgreSQL");
      if (first.target.kind !== "postgres") throw new Error("expected PostgreSQL");
      const { url } = first.target;
      let { jobs } = openJobs(first, clock, record);
      await jobs.start();
      await jobs.send(
        "test-record",
        { key: "durable" },
        { runAt: new Date(START.getTime() + HOUR) },
      );
      await jobs.stop();
      await first.close();
      expect(record.runs).toEqual([]);

      const again = openDatabase({ kind: "postgres", url });
      ({ jobs } = openJobs(again, clock, record));
      await jobs.start();
      await jobs.drain();
      expect(record.runs).toEqual([]);
      await clock.advance(HOUR);
      await jobs.drain();
      await jobs.stop();
      await again.close();
      expect(record.runs.map((run) => run.key)).toEqual(["durable"]);
    },
    90_000,
  );
});

// Two app instances need a database server: PGlite is one connection inside one process.
describe.skipIf(!postgresEngine.available)("two instances on one PostgreSQL database", () => {
  let shared: Awaited<ReturnType<typeof openTwoInstanceDatabase>>;
  let a: Jobs;
  let b: Jobs;
  const handled: { instance: string; id: string; key: string }[] = [];

  beforeAll(async () => {
    shared = await openTwoInstanceDatabase();
    const clock = new TestClock(START);
    const build = (instance: string, database: DatabaseHandle) => {
      const jobs = createJobs({ database, clock, log: () => {} });
      jobs.register<{ key: string }>("test-once", async (data, job) => {
        handled.push({ instance, id: job.id, key: data.key });
        // Let the other instance's fetches interleave with this handler.
        await new Promise((resolve) => setImmediate(resolve));
      });
      return jobs;
    };
    a = build("a", shared.first);
    b = build("b", shared.second);
    await a.start();
    await b.start();
  }, 90_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await shared?.close();
  });

  it("both send the same 50 keyed jobs; each is handled exactly once", async () => {
    const keys = Array.from({ length: 50 }, (_, i) => `reminder:${i}`);
    const sent = await Promise.all(
      keys.flatMap((key) => [
        a.send("test-once", { key }, { singletonKey: key }),
        b.send("test-once", { key }, { singletonKey: key }),
      ]),
    );
    expect(sent.filter((id) => id !== null)).toHaveLength(50);
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(handled.map((entry) => entry.key).sort()).toEqual([...keys].sort());
    expect(new Set(handled.map((entry) => entry.id)).size).toBe(50);
  });
});
