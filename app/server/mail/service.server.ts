/**
 * The mail area's service: sending one message through the configured mailer (SMTP or the
 * dev outbox).
 */
import type { Mailer } from "./mailer.server";

/**
 * Builds the mail service.
 * @param deps the mailer of the running process
 * @returns `send`, and which transport is in use
 */
export function createMailService(deps: { mailer: Mailer }) {
  return {
    /** "smtp" or "outbox". */
    kind: deps.mailer.kind,
    /** Sends one message. @throws MailDeliveryError when it could not be delivered or stored */
    send: (input: { to: string; subject: string; text: string; html: string }): Promise<void> =>
      deps.mailer.send(input.to, { subject: input.subject, text: input.text, html: input.html }),
  };
}

/** The mail area's service object. */
export type MailService = ReturnType<typeof createMailService>;
