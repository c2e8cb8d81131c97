import { defineConfig, devices } from "@playwright/test";
import { serverNodeFlags, serverStartEnv } from "./tests/support/server-process";
import { serverLogPath } from "./tests/support/log-secrets";

/** Port of the production server started for the run; override with E2E_PORT. */
const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // After the run: the web server's log carries no password, code, token, cookie or address
  // (issue 29 item 4, ADR 097).
  globalTeardown: "./tests/support/log-secrets.teardown.ts",
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The flags of `npm start` (ADR 065): the browser tests run the server as production does.
    command: `rm -rf .data/e2e-${port} && node ${serverNodeFlags().join(" ")} server.ts`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // A fresh embedded database with the demo data takes 20 to 60 s to start on a busy 2-core machine.
    timeout: 180_000,
    stdout: "pipe",
    env: {
      // The variables `npm start` sets (ADR 068).
      ...serverStartEnv(),
      PORT: String(port),
      APP_ENV: "local",
      DATABASE_URL: `pglite://.data/e2e-${port}`,
      SEED_DEMO: "true",
      // Every request's JSON line goes to this file, which the global teardown checks for
      // secrets (ADR 097); nothing is printed.
      LOG_REQUESTS: "true",
      LOG_FILE: serverLogPath(port),
      // The first address is the login fixture's default admin (tests/support/fixtures.ts).
      ADMIN_EMAILS:
        "login-admin@lancenter.example,admin@lancenter.example,reviewer@lancenter.example,portal-admin@lancenter.example,matrix-admin@lancenter.example",
      PUBLIC_URL: baseURL,
      // Tests give each browser context its own X-Forwarded-For address, so rate limits (always
      // on) never make one test depend on another; loopback is the only trusted proxy.
      // Public site (issue 3): an external booking page, and HubSpot for one partner page
      // only, so the embed's states and our own lead form are both tested.
      BOOKING_URL: "https://booking.example/lan-center-network",
      // The owners' chat invite (issue 24 item 8), shown to LAN Center Subscription owners.
      CHAT_INVITE_URL: "https://chat.example/invite/lan-owners",
      HUBSPOT_PORTAL_ID: "1234567",
      HUBSPOT_FORM_SIGNUP_GIZMO: "00000000-0000-4000-8000-000000000000",
      // A trailer URL that answers 404, to test the poster fallback on /games.
      FEATURED_GAME_1_TRAILER_URL: `${baseURL}/missing-trailer.mp4`,
      TRUSTED_PROXIES: "loopback",
    },
  },
});
