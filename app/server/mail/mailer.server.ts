/**
 * Mail delivery (mail and the dev outbox): nodemailer over SMTP when SMTP_URL is set, otherwise the
 * dev outbox (a table, one console line per message without its body). `createMailer` picks
 * the transport once; callers only see `send`.
 */
import { reasonOf } from "../errors/app-error";
import nodemailer from "nodemailer";
import type { Database, DatabaseTx } from "../db/client.server";
import { storeInOutbox } from "./outbox.server";
import type { MailRecipient } from "./recipients.server";
import type { MailContent } from "./templates";

/** What a sender may add to one `send`. */
export interface MailSendOptions {
  /**
   * The caller's transaction: the outbox's mailer writes the message in it, to be delivered by
   * the queue once it commits (ADR 093). Transports ignore it.
   */
  tx?: DatabaseTx;
  /** The typed recipient the guard checked (set by `guardMailer`). */
  recipient?: MailRecipient;
}

/** Thrown when a message could not be handed to the SMTP server. */
export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
}

/** Sends one message to one recipient. */
export interface Mailer {
  /** Which transport is in use, for the start-up log and tests. */
  readonly kind: "smtp" | "outbox";
  /**
   * @throws MailDeliveryError when the message could not be delivered or stored (the outbox's
   *   mailer: `MailDeferred` when it is stored but its first attempt failed, ADR 093)
   */
  send(to: string, content: MailContent, options?: MailSendOptions): Promise<void>;
}

/**
 * Builds the mailer for the configuration: SMTP when `smtpUrl` is set, else the dev outbox in
 * `db`. The console line never includes the body, so codes stay out of logs.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Database;
  log?: (line: string) => void;
}): Mailer {
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.smtpUrl) {
    // Bounded waits (ADR 093): an attempt ends well within the outbox's 5-minute claim.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      kind: "smtp",
      async send(to, content) {
        try {
          await transport.sendMail({ from: options.from, to, ...content });
        } catch (error) {
          const reason = reasonOf(error);
          log(`mail: delivery to SMTP failed (${reason})`);
          throw new MailDeliveryError(`Mail delivery failed: ${reason}`, { cause: error });
        }
      },
    };
  }
  return {
    kind: "outbox",
    async send(to, content) {
      try {
        await storeInOutbox(options.db, { to, ...content });
      } catch (error) {
        throw new MailDeliveryError("Could not store the message in the dev outbox", {
          cause: error,
        });
      }
      log(`mail (dev outbox): to=${to} subject="${content.subject}" — read it at /dev/outbox`);
    },
  };
}
