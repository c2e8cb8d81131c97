/**
 * Production start-up never loads the local stand-ins (app/server/local/: Stripe emulator, demo
 * data, dev centers, dev outbox page support). Every module of that folder is wrapped so that
 * loading it is recorded; the runtime is then started once in production mode (PGlite, SMTP
 * and Stripe keys set, SEED_DEMO on) and once in local mode, which must load them (proving the
 * recording works). Production creates no demo account; local mode creates them and prints their
 * sign-in (issue 24 item 1).
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_ADMIN_EMAIL } from "./config.server";
import { authUser } from "./db/schema";

const localDir = path.join(import.meta.dirname, "local");
const localModules = readdirSync(localDir)
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .map((name) => `./local/${name.replace(/\.ts$/, "")}`);

const loaded: string[] = [];
for (const id of localModules) {
  vi.doMock(id, async (importOriginal) => {
    loaded.push(id);
    return importOriginal();
  });
}

const PRODUCTION_ENV = {
  APP_ENV: "production",
  SEED_DEMO: "true",
  BETTER_AUTH_SECRET: "Xq7v2LmN9pR4sT8wZ1yB6cD3fG5hJ0kQ",
  PUBLIC_URL: "https://lancenter.example",
  SMTP_URL: "smtp://127.0.0.1:2525",
  MAIL_FROM: "LAN Center Network <no-reply@lancenter.example>",
  STRIPE_SECRET_KEY: "sk_test_placeholder",
  STRIPE_WEBHOOK_SECRET: "whsec_placeholder",
  STRIPE_PRICE_VERIFIED: "price_verified",
  STRIPE_PRICE_SUBSCRIPTION: "price_subscription",
};

const saved = { ...process.env };
let dataDir: string | undefined;

/** Starts the runtime from a fresh module graph with `env`; returns its log and services. */
async function start(env: Record<string, string>) {
  vi.resetModules();
  loaded.length = 0;
  for (const name of Object.keys(process.env)) {
    if (/^(APP_ENV|SEED_DEMO|SMTP_URL|STRIPE_|PUBLIC_URL|BETTER_AUTH_SECRET)/.test(name)) {
      delete process.env[name];
    }
  }
  Object.assign(process.env, env);
  const runtime = await import("./runtime.server");
  const lines = await runtime.startRuntime();
  return { runtime, lines };
}

afterEach(async () => {
  const runtime = await import("./runtime.server");
  await runtime.stopRuntime();
  process.env = { ...saved };
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

// Each test starts a whole runtime: migrations, pg-boss's schema on a new embedded database
// (ADR 074) and, in local mode, the demo world with its drawn photos (issue 24 item 2).
const START_UP_TIMEOUT_MS = 120_000;

describe("local stand-ins", () => {
  it(
    "production start-up loads no module of app/server/local/",
    async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), "lcn-prod-start-"));
      const { runtime, lines } = await start({
        ...PRODUCTION_ENV,
        DATABASE_URL: `pglite://${dataDir}/db`,
      });
      expect(lines[0]).toBe("mode: production");
      const services = runtime.getServices();
      expect(services.local).toBeNull();
      expect(services.billing.testMode).toBe(false);
      expect(loaded).toEqual([]);
      // No demo accounts (issue 24 item 1): no account at all, and no admin by the demo address.
      const [users] = await runtime.getDb().select({ n: count() }).from(authUser);
      expect(users!.n).toBe(0);
      expect(lines.join("\n")).not.toContain("demo accounts");
      expect(runtime.getAccountsContext().adminEmails).not.toContain(DEMO_ADMIN_EMAIL);
    },
    START_UP_TIMEOUT_MS,
  );

  it(
    "local start-up loads them (the recording above works)",
    async () => {
      const { runtime, lines } = await start({ DATABASE_URL: "pglite://", SEED_DEMO: "true" });
      // ...and creates the demo accounts, printing their addresses and password (issue 24 item 1).
      const log = lines.join("\n");
      expect(log).toContain(`admin: ${DEMO_ADMIN_EMAIL} / `);
      expect(log).toContain("owner: owner@demo.lancenter.example / ");
      expect(log).toContain("gamer: gamer@demo.lancenter.example / ");
      expect(log).toContain("LAN Center Subscription paid in the Stripe emulator");
      const [users] = await runtime.getDb().select({ n: count() }).from(authUser);
      expect(users!.n).toBe(3);
      expect(runtime.getServices().local).not.toBeNull();
      expect(runtime.getServices().billing.testMode).toBe(true);
      expect(loaded).toEqual(
        expect.arrayContaining([
          "./local/service.server",
          "./local/seed.server",
          "./local/stripe-emulator.server",
        ]),
      );
    },
    START_UP_TIMEOUT_MS,
  );
});
