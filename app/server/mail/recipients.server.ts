/**
 * The one rule for outgoing mail (SECURITY.md "Outgoing mail"): the site writes only to its
 * configured team addresses, to an account's own verified address, or to an address being
 * proven with a code (sign-up, e-mail change) under the limits area's budgets. Callers name the
 * kind of recipient; `guardMailer` refuses anything else before the transport sees it.
 */
import { MailDeliveryError, type Mailer, type MailSendOptions } from "./mailer.server";
import type { CodePurpose, MailContent } from "./templates";

/** Who a message is for; a bare address is not a recipient. */
export type MailRecipient =
  /** One of the site's configured team addresses (SUPPORT_EMAIL etc.). */
  | { kind: "team"; email: string }
  /** The signed-in account's own verified address (from its session, never from a form). */
  | { kind: "account"; userId: string; email: string }
  /** An address being proven with a one-time code, under the code-request limits. */
  | { kind: "proving"; email: string; purpose: CodePurpose };

/** What the guard checks recipients against. */
export interface MailRecipientPolicy {
  /** The configured team addresses; a `team` recipient must be one of them. */
  teamAddresses: readonly string[];
}

/** Thrown, before anything is sent, for a recipient the rule does not allow. */
export class MailRecipientRefused extends MailDeliveryError {
  override name = "MailRecipientRefused";
}

function normal(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Checks one recipient against the rule.
 * @returns the address to deliver to
 * @throws MailRecipientRefused for a team recipient outside the configured addresses, an
 *   account recipient without a user id, or an empty or multi-address `email`
 */
export function recipientAddress(recipient: MailRecipient, policy: MailRecipientPolicy): string {
  const email = recipient.email.trim();
  if (!/^[^\s@,;<>]+@[^\s@,;<>]+$/.test(email)) {
    throw new MailRecipientRefused(`Refused a ${recipient.kind} recipient that is not one address`);
  }
  if (recipient.kind === "team" && !policy.teamAddresses.map(normal).includes(normal(email))) {
    throw new MailRecipientRefused("Refused a team recipient that is not a configured address");
  }
  if (recipient.kind === "account" && !recipient.userId) {
    throw new MailRecipientRefused("Refused an account recipient without its account");
  }
  return email;
}

/** A mailer that takes typed recipients and applies the rule. */
export interface GuardedMailer {
  /** Which transport is in use. */
  readonly kind: Mailer["kind"];
  /**
   * Sends one message to one allowed recipient.
   * @throws MailRecipientRefused before sending when the rule refuses the recipient;
   *   MailDeliveryError when delivery fails
   * @param options.tx the caller's transaction: through the outbox's mailer the message is
   *   written in it and delivered once it commits (ADR 093)
   */
  send(
    to: MailRecipient,
    content: MailContent,
    options?: Omit<MailSendOptions, "recipient">,
  ): Promise<void>;
}

/**
 * Wraps the transport so that only recipients allowed by `policy` reach it.
 * @returns the guarded mailer the areas send through
 */
export function guardMailer(mailer: Mailer, policy: MailRecipientPolicy): GuardedMailer {
  return {
    kind: mailer.kind,
    send: async (to, content, options) =>
      mailer.send(recipientAddress(to, policy), content, { ...options, recipient: to }),
  };
}
