/**
 * The mail area's service: sending one message through the configured mailer (SMTP or the
 * dev outbox), only to a recipient the outgoing-mail rule allows (SECURITY.md "Outgoing mail").
 */
import type { Mailer } from "./mailer.server";
import { guardMailer, type MailRecipient } from "./recipients.server";

/**
 * Builds the mail service.
 * @param deps the mailer of the running process and the configured team addresses
 * @returns `send`, and which transport is in use
 */
export function createMailService(deps: { mailer: Mailer; teamAddresses: readonly string[] }) {
  const guarded = guardMailer(deps.mailer, { teamAddresses: deps.teamAddresses });
  return {
    /** "smtp" or "outbox". */
    kind: deps.mailer.kind,
    /**
     * Sends one message to a typed recipient.
     * @throws MailRecipientRefused for a recipient the rule refuses; MailDeliveryError when it
     *   could not be delivered or stored
     */
    send: (input: {
      to: MailRecipient;
      subject: string;
      text: string;
      html: string;
    }): Promise<void> =>
      guarded.send(input.to, { subject: input.subject, text: input.text, html: input.html }),
  };
}

/** The mail area's service object. */
export type MailService = ReturnType<typeof createMailService>;
