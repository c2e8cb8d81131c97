/**
 * A real SMTP server for the fault tests (`smtp-server`): accepts and keeps every message, or
 * refuses the next ones at DATA with a given reply, as a mail server that rejects a message.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { SentMail } from "./codes";

/** A received message: envelope recipients and the raw RFC 822 text. */
export interface ReceivedMessage {
  to: string[];
  raw: string;
}

/** A running sink: its SMTP_URL, what it received and refused, and controls. */
export interface SmtpSink {
  url: string;
  received: ReceivedMessage[];
  /** Recipients of the messages refused so far. */
  refused: string[][];
  /** Refuses the next `count` messages at DATA with `code` (e.g. 451 or 550). */
  refuseNext(count: number, code: number, message: string): void;
  /**
   * The received messages newest first, one per recipient, for `readCode` (tests/support/codes.ts);
   * `subject` and `text` are the raw message, whose headers hold the subject.
   */
  mails(): SentMail[];
  close(): Promise<void>;
}

/** Starts an SMTP server on 127.0.0.1 (no TLS, no authentication). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMessage[] = [];
  const refused: string[][] = [];
  let refusal: { count: number; code: number; message: string } = {
    count: 0,
    code: 0,
    message: "",
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        if (refusal.count > 0) {
          refusal.count -= 1;
          refused.push(to);
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        received.push({ to, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    refuseNext(count, code, message) {
      refusal = { count, code, message };
    },
    mails: () =>
      received.flatMap((m) => m.to.map((to) => ({ to, subject: m.raw, text: m.raw }))).reverse(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
