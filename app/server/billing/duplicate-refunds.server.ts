/**
 * One payment per center, the last line (issue 18 item 3, ADR 032): when a second paid
 * subscription of a LAN center still comes through (two checkouts racing), it is refunded through
 * the Refunds API, canceled and recorded in `duplicate_refunds` inside the caller's transaction;
 * the owner is e-mailed at the account's own address after the commit (`sendDuplicateNotice`).
 */
import { and, eq, isNull } from "drizzle-orm";
import Stripe from "stripe";
import { m } from "~/paraglide/messages";
import { localeOfUser } from "../auth/index.server";
import type { Database } from "../db/client.server";
import { findOwnedCenter } from "../directory/index.server";
import {
  duplicatePaymentRefundedEmail,
  guardMailer,
  type Mailer,
  type MailContent,
  type MailRecipient,
} from "../mail/index.server";
import { customers, duplicateRefunds } from "./schema";

/** Inputs of `refundDuplicateSubscription`. */
export interface RefundDuplicateInput {
  /** The transaction holding the location's advisory lock. */
  tx: Database;
  stripe: Stripe;
  /** The duplicate subscription as Stripe has it now. */
  subscription: Stripe.Subscription;
  locationId: string;
  /** The location's owner (better-auth user id), from the subscription's metadata. */
  userId: string;
  /** The subscription the center keeps (`sub_...`). */
  keptSubscriptionId: string;
}

/** The owner's notice of one refunded duplicate, to send once the transaction committed. */
export interface DuplicateNotice {
  /** The duplicate subscription (`sub_...`), the `duplicate_refunds` row it claims. */
  stripeSubscriptionId: string;
  /**
   * The owner's account and its own address (the Stripe customer's e-mail billing set from it),
   * an `account` recipient of the outgoing-mail rule (ADR 048).
   */
  to: Extract<MailRecipient, { kind: "account" }>;
  content: MailContent;
}

/** What `refundDuplicateSubscription` did. */
export interface DuplicateRefundOutcome {
  /** True when this call refunded and recorded the duplicate; false when it was recorded before. */
  refunded: boolean;
  /** The owner's notice while it has not been sent; undefined once sent or without an address. */
  notice: DuplicateNotice | undefined;
}

/** Subscription metadata key naming the subscription a refunded duplicate gave way to. */
export const DUPLICATE_OF = "duplicate_of";

function idOf(value: string | { id?: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === "string" ? value : value.id;
}

/**
 * Marks the duplicate subscription at Stripe (metadata `duplicate_of` = the kept subscription,
 * so that a sync after a rolled-back attempt still finds it although it is canceled by then),
 * refunds the latest invoice's payment (its PaymentIntent, or its charge), cancels it at once, records the refund in `duplicate_refunds` and
 * e-mails the owner once. A subscription already in `duplicate_refunds` is only canceled (when
 * it is still live): a replayed webhook or a second sync neither refunds nor e-mails again.
 * Stripe requests carry the idempotency keys `refund-duplicate-{sub}` and
 * `cancel-duplicate-{sub}`; a charge Stripe reports as already refunded counts as refunded.
 * The owner's address is the e-mail of the Stripe customer that billing created for that same
 * user (`customers` row), i.e. the account's verified address, never one typed into a form.
 * @returns whether this call refunded, and the owner's notice when it is still to be sent
 * @throws Stripe and database errors: the caller's transaction rolls back and Stripe delivers
 *   the webhook again
 */
export async function refundDuplicateSubscription(
  input: RefundDuplicateInput,
): Promise<DuplicateRefundOutcome> {
  const { tx, stripe, subscription, locationId, userId, keptSubscriptionId } = input;
  const [known] = await tx
    .select()
    .from(duplicateRefunds)
    .where(eq(duplicateRefunds.stripeSubscriptionId, subscription.id));
  if (known) {
    if (subscription.status !== "canceled") await cancel(stripe, subscription.id);
    const notice = known.notifiedAt
      ? undefined
      : await noticeFor(tx, stripe, subscription, locationId, userId, {
          amountCents: known.amountCents,
          currency: known.currency ?? subscription.currency,
        });
    return { refunded: false, notice };
  }
  if (
    subscription.metadata[DUPLICATE_OF] !== keptSubscriptionId &&
    subscription.status !== "canceled"
  ) {
    await stripe.subscriptions.update(
      subscription.id,
      { metadata: { [DUPLICATE_OF]: keptSubscriptionId } },
      { idempotencyKey: `mark-duplicate-${subscription.id}` },
    );
  }

  let refund: Stripe.Refund | undefined;
  let alreadyRefundedCents = 0;
  const invoiceId = idOf(subscription.latest_invoice);
  if (invoiceId) {
    const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ["payments"] });
    const payment = invoice.payments?.data.find((p) => p.status === "paid")?.payment;
    const paymentIntent = idOf(payment?.payment_intent);
    const charge = idOf(payment?.charge);
    if (paymentIntent || charge) {
      try {
        refund = await stripe.refunds.create(
          {
            ...(paymentIntent ? { payment_intent: paymentIntent } : { charge }),
            reason: "duplicate",
            metadata: {
              location_id: locationId,
              subscription_id: subscription.id,
              kept_subscription_id: keptSubscriptionId,
            },
          },
          { idempotencyKey: `refund-duplicate-${subscription.id}` },
        );
      } catch (error) {
        // Refunded by an earlier attempt whose transaction did not commit: nothing left to do.
        if (
          !(error instanceof Stripe.errors.StripeInvalidRequestError) ||
          error.code !== "charge_already_refunded"
        ) {
          throw error;
        }
        alreadyRefundedCents = await refundedCents(stripe, paymentIntent, charge);
      }
    }
  }
  if (subscription.status !== "canceled") await cancel(stripe, subscription.id);

  const amountCents = refund?.amount ?? alreadyRefundedCents;
  const currency = refund?.currency ?? subscription.currency;
  await tx.insert(duplicateRefunds).values({
    stripeSubscriptionId: subscription.id,
    locationId,
    userId,
    keptSubscriptionId,
    stripeRefundId: refund?.id ?? null,
    amountCents,
    currency,
  });
  console.warn(
    `billing: location ${locationId} already has subscription ${keptSubscriptionId}; duplicate ${subscription.id} canceled and refunded (${refund?.id ?? "no payment found"}, ${amountCents} cents)`,
  );

  const notice = await noticeFor(tx, stripe, subscription, locationId, userId, {
    amountCents,
    currency,
  });
  if (!notice) {
    console.warn(`billing: no owner address for ${subscription.id}; refund notice not sent`);
  }
  return { refunded: true, notice };
}

async function noticeFor(
  tx: Database,
  stripe: Stripe,
  subscription: Stripe.Subscription,
  locationId: string,
  userId: string,
  amount: { amountCents: number; currency: string },
): Promise<DuplicateNotice | undefined> {
  const email = await ownerAddress(tx, stripe, idOf(subscription.customer), userId);
  if (!email) return undefined;
  const center = await findOwnedCenter(tx, { userId, locationId });
  // The owner's language (issue 28).
  const locale = await localeOfUser(tx, userId);
  return {
    stripeSubscriptionId: subscription.id,
    to: { kind: "account", userId, email },
    content: await duplicatePaymentRefundedEmail({
      centerName: center?.name ?? m.mail_fallback_your_center({}, { locale }),
      ...amount,
      locale,
    }),
  };
}

/**
 * Sends a refund notice once, after the transaction that recorded the refund committed: it
 * claims the `duplicate_refunds` row (`notified_at` set where it was null), so concurrent
 * deliveries send one e-mail, and gives the claim back when the mailer fails. The notice goes
 * through `guardMailer` as an `account` recipient (no team addresses are allowed here).
 * @returns true when this call sent it, false when another call had
 * @throws `MailDeliveryError` (claim given back; the caller answers Stripe 500 to be called again)
 */
export async function sendDuplicateNotice(
  db: Database,
  mailer: Mailer,
  notice: DuplicateNotice,
): Promise<boolean> {
  const claimed = await db
    .update(duplicateRefunds)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        eq(duplicateRefunds.stripeSubscriptionId, notice.stripeSubscriptionId),
        isNull(duplicateRefunds.notifiedAt),
      ),
    )
    .returning({ id: duplicateRefunds.stripeSubscriptionId });
  if (claimed.length === 0) return false;
  try {
    await guardMailer(mailer, { teamAddresses: [] }).send(notice.to, notice.content);
    return true;
  } catch (error) {
    await db
      .update(duplicateRefunds)
      .set({ notifiedAt: null })
      .where(eq(duplicateRefunds.stripeSubscriptionId, notice.stripeSubscriptionId));
    throw error;
  }
}

function cancel(stripe: Stripe, subscriptionId: string) {
  return stripe.subscriptions.cancel(
    subscriptionId,
    {},
    { idempotencyKey: `cancel-duplicate-${subscriptionId}` },
  );
}

/**
 * The e-mail of the Stripe customer billing created for `userId` (set from the account's
 * verified address at the first checkout), or undefined when the subscription's customer is not
 * that user's or has no e-mail.
 */
async function ownerAddress(
  tx: Database,
  stripe: Stripe,
  customerId: string | undefined,
  userId: string,
): Promise<string | undefined> {
  if (!customerId) return undefined;
  const [link] = await tx
    .select({ userId: customers.userId })
    .from(customers)
    .where(eq(customers.stripeCustomerId, customerId));
  if (link?.userId !== userId) return undefined;
  const customer = await stripe.customers.retrieve(customerId);
  if (customer.deleted) return undefined;
  return customer.email ?? undefined;
}

/** What a charge (named directly or through its PaymentIntent) has had refunded, in cents. */
async function refundedCents(
  stripe: Stripe,
  paymentIntent: string | undefined,
  charge: string | undefined,
): Promise<number> {
  const chargeId = paymentIntent
    ? idOf((await stripe.paymentIntents.retrieve(paymentIntent)).latest_charge)
    : charge;
  return chargeId ? (await stripe.charges.retrieve(chargeId)).amount_refunded : 0;
}
