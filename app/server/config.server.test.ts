import { describe, expect, it } from "vitest";
import { ConfigError, DEMO_ADMIN_EMAIL, parseConfig, tileImageSource } from "./config.server";

const productionEnv = {
  APP_ENV: "production",
  DATABASE_URL: "postgres://app@db.internal:5432/app",
  BETTER_AUTH_SECRET: "x".repeat(40),
  PUBLIC_URL: "https://lancenter.example",
  SMTP_URL: "smtps://user:pass@mail.example:465",
  MAIL_FROM: "LAN Center Network <no-reply@lancenter.example>",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  STRIPE_PRICE_VERIFIED: "price_v",
  STRIPE_PRICE_SUBSCRIPTION: "price_s",
};

function errorOf(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
}

describe("parseConfig", () => {
  it("defaults to local mode on embedded PGlite with demo data", () => {
    const config = parseConfig({});
    expect(config.appEnv).toBe("local");
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: ".data/pglite" });
    expect(config.seedDemo).toBe(true);
    expect(config.production).toBe(false);
  });

  it("never seeds a DATABASE_URL database unless asked", () => {
    expect(parseConfig({ DATABASE_URL: "postgres://localhost/x" }).seedDemo).toBe(false);
    expect(
      parseConfig({ DATABASE_URL: "postgres://localhost/x", SEED_DEMO: "true" }).seedDemo,
    ).toBe(true);
    expect(parseConfig({ SEED_DEMO: "false" }).seedDemo).toBe(false);
  });

  it("reads pglite:// URLs as embedded folders or memory", () => {
    expect(parseConfig({ DATABASE_URL: "pglite:///var/lib/lcn" }).database).toEqual({
      kind: "pglite",
      dataDir: "/var/lib/lcn",
    });
    expect(parseConfig({ DATABASE_URL: "pglite://" }).database).toEqual({
      kind: "pglite",
      dataDir: undefined,
    });
  });

  it("names the invalid variable in one line", () => {
    const message = errorOf({ PORT: "eighty" });
    expect(message).toMatch(/^Invalid configuration: PORT is invalid \(expected .+\)\.$/);
    expect(message).not.toContain("\n");
    expect(errorOf({ DATABASE_URL: "mysql://x" })).toContain("DATABASE_URL");
    expect(errorOf({ ADMIN_EMAILS: "a@b.example, not-an-email" })).toContain("ADMIN_EMAILS");
    expect(errorOf({ APP_ENV: "staging" })).toContain("APP_ENV");
  });

  it("lists every missing production variable", () => {
    const message = errorOf({ APP_ENV: "production" });
    for (const name of Object.keys(productionEnv).filter((n) => n !== "APP_ENV")) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain("\n");
  });

  it("accepts a complete production configuration", () => {
    const config = parseConfig(productionEnv);
    expect(config.production).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.database).toMatchObject({ kind: "postgres", url: productionEnv.DATABASE_URL });
  });

  it("turns the movable app clock on in local mode only, on request (ADR 084)", () => {
    expect(parseConfig({}).testClock).toBe(false);
    expect(parseConfig({ APP_TEST_CLOCK: "true" }).testClock).toBe(true);
    expect(parseConfig({ ...productionEnv, APP_TEST_CLOCK: "false" }).testClock).toBe(false);
    expect(errorOf({ ...productionEnv, APP_TEST_CLOCK: "true" })).toBe(
      "Invalid configuration: APP_TEST_CLOCK is for local mode only and may not be set with APP_ENV=production.",
    );
    expect(errorOf({ APP_TEST_CLOCK: "yes" })).toMatch(/^Invalid configuration: APP_TEST_CLOCK/);
  });

  it("parses admin e-mails case-insensitively", () => {
    expect(
      parseConfig({ ADMIN_EMAILS: " Boss@Example.com ,ops@example.com", SEED_DEMO: "false" })
        .adminEmails,
    ).toEqual(["boss@example.com", "ops@example.com"]);
  });

  it("counts the demo admin as an admin in local mode with demo data only (issue 24 item 1)", () => {
    // Last, so the operator's first address stays first (the login fixture's default admin).
    expect(parseConfig({ ADMIN_EMAILS: "boss@example.com" }).adminEmails).toEqual([
      "boss@example.com",
      DEMO_ADMIN_EMAIL,
    ]);
    expect(parseConfig({}).adminEmails).toEqual([DEMO_ADMIN_EMAIL]);
    expect(parseConfig({ ADMIN_EMAILS: DEMO_ADMIN_EMAIL }).adminEmails).toEqual([DEMO_ADMIN_EMAIL]);
    expect(parseConfig({ SEED_DEMO: "false" }).adminEmails).toEqual([]);
    expect(parseConfig({ DATABASE_URL: "postgres://localhost/x" }).adminEmails).toEqual([]);
    // Never in production, whatever SEED_DEMO says.
    expect(parseConfig({ ...productionEnv, SEED_DEMO: "true" }).adminEmails).toEqual([]);
    expect(
      parseConfig({ ...productionEnv, SEED_DEMO: "true", ADMIN_EMAILS: "boss@example.com" })
        .adminEmails,
    ).toEqual(["boss@example.com"]);
  });
});

describe("CHAT_INVITE_URL (issue 24 item 8)", () => {
  it("is an optional http(s) URL", () => {
    expect(parseConfig({}).chatInviteUrl).toBeNull();
    expect(parseConfig({ CHAT_INVITE_URL: " " }).chatInviteUrl).toBeNull();
    expect(parseConfig({ CHAT_INVITE_URL: "https://discord.gg/lan-owners" }).chatInviteUrl).toBe(
      "https://discord.gg/lan-owners",
    );
    for (const value of ["javascript:alert(1)", "ftp://chat.example/x", "discord.gg/x"]) {
      expect(errorOf({ CHAT_INVITE_URL: value })).toBe(
        "Invalid configuration: CHAT_INVITE_URL is invalid (expected an http(s) URL).",
      );
    }
  });
});

describe("fleet settings (issue 29 item 6, ADR 098)", () => {
  it("sizes the PostgreSQL pool per instance with DATABASE_POOL_SIZE (default 10)", () => {
    expect(parseConfig(productionEnv).database).toEqual({
      kind: "postgres",
      url: productionEnv.DATABASE_URL,
      poolSize: 10,
    });
    expect(parseConfig({ ...productionEnv, DATABASE_POOL_SIZE: "25" }).database).toMatchObject({
      poolSize: 25,
    });
    expect(errorOf({ ...productionEnv, DATABASE_POOL_SIZE: "0" })).toMatch(
      /^Invalid configuration: DATABASE_POOL_SIZE is invalid/,
    );
  });

  it("listens for public changes on DATABASE_LISTEN_URL, else DATABASE_URL; not on PGlite", () => {
    expect(parseConfig(productionEnv).databaseListenUrl).toBe(productionEnv.DATABASE_URL);
    const direct = "postgres://app@db-direct:5432/lcn";
    expect(parseConfig({ ...productionEnv, DATABASE_LISTEN_URL: direct }).databaseListenUrl).toBe(
      direct,
    );
    expect(parseConfig({}).databaseListenUrl).toBeNull();
    expect(errorOf({ ...productionEnv, DATABASE_LISTEN_URL: "mysql://x" })).toMatch(
      /^Invalid configuration: DATABASE_LISTEN_URL is invalid/,
    );
  });

  it("drains for SHUTDOWN_DRAIN_SECONDS after SIGTERM (default 1 s)", () => {
    expect(parseConfig({}).shutdownDrainMs).toBe(1000);
    expect(parseConfig({ SHUTDOWN_DRAIN_SECONDS: "2.5" }).shutdownDrainMs).toBe(2500);
    expect(errorOf({ SHUTDOWN_DRAIN_SECONDS: "-1" })).toMatch(
      /^Invalid configuration: SHUTDOWN_DRAIN_SECONDS is invalid/,
    );
  });
});

describe("tileImageSource", () => {
  it("turns a tile template into a CSP source", () => {
    expect(tileImageSource("https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}{r}.png")).toBe(
      "https://*.basemaps.cartocdn.com",
    );
    expect(tileImageSource("https://tiles.example.org/{z}/{x}/{y}.png")).toBe(
      "https://tiles.example.org",
    );
  });
});
