/**
 * /admin/mail (issue 29 item 2, ADR 093) against its own server, whose SMTP server (a real one,
 * tests/support/smtp-sink.ts) refuses the sign-up code: the admin sees the message with the
 * address being proven masked and no body, the page has no axe violations, and Retry, posted
 * without JavaScript, delivers it. Everyone but an admin is refused (the access matrix, too).
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { postForm, spawnServerOnOwnUrl } from "../support/fault-helpers";
import { createSession } from "../support/fixtures";
import { waitUntilUp } from "../support/server-process";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

// The test starts its own server (migrations, Stripe emulator): slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

const ADMIN_EMAIL = "mail-admin@lancenter.example";
let server: Awaited<ReturnType<typeof spawnServerOnOwnUrl>> | undefined;
let sink: SmtpSink | undefined;
test.afterEach(async () => {
  const testInfo = test.info();
  if (server && testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach("server output", { body: server.output(), contentType: "text/plain" });
  }
  server?.cleanup();
  server = undefined;
  await sink?.close();
  sink = undefined;
});

test("a refused code is listed for the admin, masked, and Retry without JavaScript sends it", async ({
  browser,
}) => {
  sink = await startSmtpSink();
  server = await spawnServerOnOwnUrl({
    SMTP_URL: sink.url,
    ADMIN_EMAILS: ADMIN_EMAIL,
    SEED_DEMO: "false",
    TRUSTED_PROXIES: "loopback",
  });
  await waitUntilUp(server);
  const base = server.baseUrl;

  // The mail server refuses the sign-up code: the account exists, the code waits in the outbox.
  sink.refuseNext(1, 550, "5.2.2 Mailbox full for newcomer@example.com");
  const password = "Admin-Mail-Spec-2026";
  const signUp = await postForm(
    base,
    "/signup-form",
    {
      firstName: "New",
      lastName: "Comer",
      email: "newcomer@example.com",
      password,
      confirmPassword: password,
    },
    { clientIp: "10.79.0.1" },
  );
  expect(signUp.status).toBe(302);
  expect(sink.refused).toEqual([["newcomer@example.com"]]);

  // A visitor is sent to sign in; the admin sees the message.
  const visitor = await fetch(`${base}/admin/mail`, { redirect: "manual" });
  expect(visitor.status).toBe(302);
  const context = await browser.newContext({ baseURL: base });
  await createSession(context.request, { admin: true, email: ADMIN_EMAIL });
  const page = await context.newPage();
  await page.goto("/admin/mail");
  await expect(page.getByRole("heading", { level: 1, name: "Undelivered mail" })).toBeVisible();
  const list = page.getByRole("list", { name: "Undelivered messages" });
  const item = list.getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Your LAN Center Network verification code");
  await expect(item).toContainText("n***@example.com");
  await expect(item).toContainText("Mailbox full for n***@example.com");
  await expect(item).not.toContainText("newcomer@example.com");
  await expect(item).not.toContainText(/\b\d{6}\b/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);

  // Retry, as a browser without JavaScript posts it: sent, and the list is empty.
  const noScript = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
  await noScript.addCookies(await context.cookies());
  const plain = await noScript.newPage();
  await plain.goto("/admin/mail");
  await plain.getByRole("button", { name: "Retry" }).click();
  await expect(plain.getByText("The message was sent.")).toBeVisible();
  await expect(plain.getByText("No undelivered mail.")).toBeVisible();
  expect(sink.received.filter((mail) => mail.to.includes("newcomer@example.com"))).toHaveLength(1);
  await noScript.close();
  await context.close();
});
