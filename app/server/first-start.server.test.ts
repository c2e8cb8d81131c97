/**
 * The first start's seeding apart (issue 29 item 7, ADR 101): which starts seed in a separate
 * process (`seedsOnFirstStart`), and that the seeding start (`seedFirstStart`, what server.ts
 * runs in that process) closes its database and leaves a folder the serving start opens afresh
 * without seeding anything.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "./config.server";
import { openDatabase } from "./db/client.server";
import { locations } from "./db/schema";
import { seedsOnFirstStart } from "./runtime.server";

const saved = { ...process.env };
let dataDir: string | undefined;

afterEach(async () => {
  const runtime = await import("./runtime.server");
  await runtime.stopRuntime();
  process.env = { ...saved };
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe("seedsOnFirstStart", () => {
  it("is true for local mode with demo data on a PGlite folder that holds no database yet", () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "lcn-first-start-"));
    const url = `pglite://${dataDir}/db`;
    expect(seedsOnFirstStart(parseConfig({ DATABASE_URL: url, SEED_DEMO: "true" }))).toBe(true);
    // A folder left empty (or with the emulator's state only) still has no database.
    mkdirSync(path.join(dataDir, "db"));
    expect(seedsOnFirstStart(parseConfig({ DATABASE_URL: url, SEED_DEMO: "true" }))).toBe(true);
    // Once PostgreSQL's files are there, the start is a later one: seeded (if still empty) in
    // process, as before.
    writeFileSync(path.join(dataDir, "db", "PG_VERSION"), "17\n");
    expect(seedsOnFirstStart(parseConfig({ DATABASE_URL: url, SEED_DEMO: "true" }))).toBe(false);
  });

  it("is false without demo data, in memory, on PostgreSQL and in production mode", () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "lcn-first-start-"));
    const url = `pglite://${dataDir}/db`;
    expect(seedsOnFirstStart(parseConfig({ DATABASE_URL: url, SEED_DEMO: "false" }))).toBe(false);
    expect(seedsOnFirstStart(parseConfig({ DATABASE_URL: "pglite://", SEED_DEMO: "true" }))).toBe(
      false,
    );
    expect(
      seedsOnFirstStart(parseConfig({ DATABASE_URL: "postgres://db/x", SEED_DEMO: "true" })),
    ).toBe(false);
    expect(
      seedsOnFirstStart(
        parseConfig({
          APP_ENV: "production",
          DATABASE_URL: url,
          SEED_DEMO: "true",
          BETTER_AUTH_SECRET: "Xq7v2LmN9pR4sT8wZ1yB6cD3fG5hJ0kQ",
          PUBLIC_URL: "https://lancenter.example",
          SMTP_URL: "smtp://127.0.0.1:2525",
          MAIL_FROM: "LAN Center Network <no-reply@lancenter.example>",
          STRIPE_SECRET_KEY: "sk_test_placeholder",
          STRIPE_WEBHOOK_SECRET: "whsec_placeholder",
          STRIPE_PRICE_VERIFIED: "price_verified",
          STRIPE_PRICE_SUBSCRIPTION: "price_subscription",
        }),
      ),
    ).toBe(false);
  });
});

describe("seedFirstStart", () => {
  it("seeds, stops the runtime and closes the database; the serving start then seeds nothing", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "lcn-first-start-"));
    vi.resetModules();
    Object.assign(process.env, { DATABASE_URL: `pglite://${dataDir}/db`, SEED_DEMO: "true" });
    const runtime = await import("./runtime.server");
    expect(runtime.seedsOnFirstStart()).toBe(true);
    const lines = await runtime.seedFirstStart();
    expect(lines[0]).toMatch(/^demo data: inserted \d+ LAN centers$/);
    expect(lines.join("\n")).toContain("owner: owner@demo.lancenter.example / ");
    // Only the demo data's lines: the serving start prints the mode, stand-ins and queue.
    expect(lines.join("\n")).not.toMatch(/^mode:|job queue/m);
    // The runtime is stopped and its PGlite instance closed: another instance opens the
    // folder and finds the seeded centers.
    expect(() => runtime.getServices()).toThrow(/Runtime not started/);
    expect(runtime.seedsOnFirstStart()).toBe(false);
    const reopened = openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    try {
      const [row] = await reopened.db.select({ n: count() }).from(locations);
      expect(row!.n).toBeGreaterThan(0);
    } finally {
      await reopened.close();
    }
    // The serving start finds the data and seeds nothing.
    const served = await runtime.startRuntime();
    expect(served.join("\n")).not.toContain("demo data: inserted");
  }, 300_000);
});
