/**
 * Mail delivery: a real code e-mail through nodemailer to a local `smtp-server`, read back;
 * an SMTP failure surfaces as MailDeliveryError; the dev outbox stores and lists newest first
 * and logs one line without the code.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { createMailer, MailDeliveryError } from "./mailer.server";
import { listOutbox } from "./outbox.server";
import { codeEmail } from "./templates";

describe("SMTP transport", () => {
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let raw = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (raw += chunk));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the code e-mail in text and HTML to the SMTP server", async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "LAN Center Network <no-reply@lancenter.example>",
      db: undefined as never,
      log: (line) => lines.push(line),
    });
    expect(mailer.kind).toBe("smtp");
    await mailer.send("owner@example.com", await codeEmail("email-verification", "428613"));
    expect(received).toHaveLength(1);
    const { to, raw } = received[0]!;
    expect(to).toEqual(["owner@example.com"]);
    expect(raw).toContain("Subject: Your LAN Center Network verification code");
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
    expect(raw).toContain("428613");
    expect(raw).toContain("expires in 1 hour");
    expect(lines).toEqual([]);
  });

  it("reports an unreachable SMTP server as MailDeliveryError", async () => {
    const mailer = createMailer({
      smtpUrl: "smtp://127.0.0.1:1",
      from: "x@example.com",
      db: undefined as never,
      log: () => {},
    });
    await expect(
      mailer.send("a@example.com", await codeEmail("forget-password", "111222")),
    ).rejects.toBeInstanceOf(MailDeliveryError);
  });
});

describe("dev outbox", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase("PGlite");
  });
  afterAll(() => handle?.close());

  it("stores messages, lists them newest first, and logs one line without the code", async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "x@example.com",
      db: handle.db,
      log: (l) => lines.push(l),
    });
    await mailer.send("first@example.com", await codeEmail("email-verification", "100001"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send("second@example.com", await codeEmail("forget-password", "200002"));
    const messages = await listOutbox(handle.db);
    expect(messages.map((m) => m.toAddress)).toEqual(["second@example.com", "first@example.com"]);
    expect(messages[0]!.subject).toBe("Your LAN Center Network password reset code");
    expect(messages[0]!.htmlBody).toContain("200002");
    expect(lines).toHaveLength(2);
    expect(lines.join("\n")).not.toMatch(/100001|200002/);
  });
});
