/**
 * The expired-code path end to end (account acceptance tests). Codes live 1 hour, so this spec
 * starts its own production-build server (port E2E_PORT + 1, in-memory PGlite) with
 * AUTH_CODE_TTL_SECONDS=2, signs up, waits for the code to expire and enters it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { submitSignUp, test, uniqueEmail } from "../support/auth-helpers";
import { readCode } from "../support/codes";

const port = Number(process.env.E2E_PORT ?? 4310) + 1;
const url = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

test.describe.configure({ timeout: 180_000 });
test.use({ baseURL: url });

test.beforeAll(async () => {
  server = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      APP_ENV: "local",
      DATABASE_URL: "pglite://",
      SEED_DEMO: "false",
      LOG_REQUESTS: "false",
      PUBLIC_URL: url,
      TRUSTED_PROXIES: "loopback",
      AUTH_CODE_TTL_SECONDS: "2",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await expect
    .poll(
      () =>
        fetch(`${url}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test("an expired code is refused with 'This code has expired. Please request a new one.'", async ({
  page,
}) => {
  const email = uniqueEmail("expired");
  await submitSignUp(page, { email, password: "Lan-Party-2026" });
  const code = await readCode(page.request, email);
  await page.waitForTimeout(2500);
  await page.getByLabel("Verification Code").fill(code);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This code has expired. Please request a new one.",
  );
  await expectNoAxeViolations(page);
});
