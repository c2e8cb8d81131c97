/**
 * The e2e run's log check (tests/support/log-secrets.ts, run by Playwright's global teardown,
 * ADR 097) can fail: it finds each kind of leak, and passes a log written by the app's logger.
 */
import { Writable } from "node:stream";
import { describe, expect, test } from "vitest";
import { findLeaks, secretsOfMail, testPasswords } from "../../../tests/support/log-secrets";
import { createLogger } from "./logger.server";

const secrets = [
  { kind: "test password", value: "Correct-Horse-42" },
  { kind: "sign-in code", value: "482913" },
  { kind: "token in a link", value: "unsub-token-abcdef" },
];
const line = (fields: object) =>
  JSON.stringify({ level: "info", time: "2026-11-26T07:00:00.000Z", pid: 482913, ...fields });

describe("findLeaks", () => {
  test("finds passwords, codes, tokens, cookies, credentials and addresses", () => {
    const cases = [
      line({ msg: "body password=Correct-Horse-42" }),
      line({ msg: "code 482913 sent" }),
      line({ req: { url: "/unsubscribe?token=unsub-token-abcdef" } }),
      line({ msg: "mail to ada@lancenter.example" }),
      line({ msg: "cookie better-auth.session_token=abc.def" }),
      line({ msg: "Authorization: Bearer abc" }),
      line({ req: { headers: { cookie: "theme=dark" } } }),
      "plain text with login-admin@lancenter.example",
    ];
    for (const leaky of cases) {
      expect(findLeaks(leaky, secrets), leaky).not.toEqual([]);
    }
  });

  test("passes a clean log; its own pid, time and ids are not mistaken for a code", () => {
    const log = [
      line({ reqId: "482913", msg: "GET 200", req: { url: "/verify?code=[redacted]" } }),
      line({ msg: "mail to [email]", responseTime: 482913 }),
      line({ req: { headers: { cookie: "[redacted]" } }, msg: "session_token=[redacted]" }),
    ].join("\n");
    expect(findLeaks(log, secrets)).toEqual([]);
  });

  test("a log written by the app's logger passes", () => {
    let log = "";
    const logger = createLogger({
      destination: new Writable({
        write(chunk: Buffer, _e, callback) {
          log += chunk.toString();
          callback();
        },
      }),
    });
    logger.info({ password: "Correct-Horse-42", email: "ada@lancenter.example" }, "sign-up");
    logger.info("GET /unsubscribe?token=unsub-token-abcdef for ada@lancenter.example");
    logger.error({ err: new Error("code 482913 refused by bob@lancenter.example") }, "mail");
    expect(log).not.toBe("");
    expect(findLeaks(log, secrets)).toEqual([]);
  });
});

test("the tests' passwords and the mail's codes, tokens and addresses are collected", () => {
  const passwords = testPasswords();
  expect(passwords).toEqual(
    expect.arrayContaining(["Correct-Horse-42", "Login-Fixture-2026", "lan-center-demo"]),
  );
  const mail = secretsOfMail([
    {
      to: "ada@lancenter.example",
      subject: "Your sign-in code",
      text: "Your code: 123456\nhttp://x/unsubscribe?token=tok-0123456789",
    },
  ]);
  expect(mail.map((s) => s.value)).toEqual(["ada@lancenter.example", "123456", "tok-0123456789"]);
});
