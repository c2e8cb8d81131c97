/**
 * Playwright global teardown (issue 29 item 4, ADR 097): after the whole e2e run, while the web
 * server still runs, reads its log (LOG_FILE, `serverLogPath`) and fails the run when a line
 * carries a test password, an e-mailed code, a token from a mail link, a session cookie value,
 * credentials or any e-mail address (`findLeaks`). The run's mail comes from /dev/outbox (its
 * newest messages); the passwords from the tests' sources.
 */
import { existsSync, readFileSync } from "node:fs";
import type { FullConfig } from "@playwright/test";
import { parseOutboxPage } from "./codes";
import { findLeaks, secretsOfMail, serverLogPath, testPasswords, type Secret } from "./log-secrets";

export default async function checkServerLog(config: FullConfig): Promise<void> {
  const baseURL = config.webServer?.url?.replace(/\/healthz$/, "");
  const port = Number(new URL(baseURL ?? "http://127.0.0.1:4310").port);
  const file = serverLogPath(port);
  if (!existsSync(file)) {
    throw new Error(`server log ${file} is missing: the web server must run with LOG_FILE set`);
  }
  const secrets: Secret[] = testPasswords().map((value) => ({ kind: "test password", value }));
  try {
    const outbox = await fetch(`${baseURL}/dev/outbox`);
    secrets.push(...secretsOfMail(parseOutboxPage(await outbox.text())));
  } catch (error) {
    throw new Error(`log check: could not read /dev/outbox: ${String(error)}`, { cause: error });
  }
  const leaks = findLeaks(readFileSync(file, "utf8"), secrets);
  if (leaks.length > 0) {
    throw new Error(
      `The server log ${file} carries ${leaks.length} secret(s):\n${leaks.slice(0, 20).join("\n")}`,
    );
  }
}
