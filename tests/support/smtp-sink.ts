/**
 * A real SMTP server for the fault tests (`smtp-server`): accepts and keeps every message, or
 * refuses the next ones at DATA with a given reply, as a mail server that rejects a message.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

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
  /** The 6-digit code of the newest message to `to` whose subject contains `subject`. */
  waitForCode(to: string, subject: string): Promise<string>;
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
    async waitForCode(to, subject) {
      for (let attempt = 0; attempt < 100; attempt++) {
        const message = received.filter((m) => m.to.includes(to) && m.raw.includes(subject)).at(-1);
        const code = message && /Your code: (\d{6})/.exec(message.raw)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no message to ${to} with "${subject}" received`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
