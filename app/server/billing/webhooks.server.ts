/**
 * Stripe webhook endpoint logic (the Stripe webhook; docs/spec/owner-portal.md §4, §7): verifies
 * the signature on the raw body, records the event id in the `stripe_events` ledger, re-reads the
 * subscription from Stripe and upserts `lan_center_subscriptions`, all in one transaction, and
 * answers 2xx only after the commit so that Stripe retries anything that failed.
 */
import { reasonOf } from "../errors/app-error";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../db/client.server";
import { guardMailer, type Mailer } from "../mail/index.server";
import { stripeEvents } from "./schema";
import { recordOwnerNotices, sendOwnerNotice } from "./owner-notices.server";
import { sendDuplicateNotice, type DuplicateNotice } from "./duplicate-refunds.server";
import { syncSubscriptionInTransaction, type SyncHints } from "./subscription-sync.server";

/** Event types that change a subscription row; enable exactly these on the Stripe endpoint. */
export const HANDLED_EVENT_TYPES = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

/** The HTTP answer for Stripe: status and a small JSON body. */
export interface WebhookResponse {
  /** 200 processed or already processed; 400 bad signature or body; 500 try again later. */
  status: 200 | 400 | 500;
  body: {
    received: boolean;
    duplicate?: boolean;
    ignored?: "unhandled_type" | "no_subscription" | "unknown_location";
    error?: string;
  };
}

/** Inputs of `handleStripeWebhook`. */
export interface StripeWebhookInput {
  db: Database;
  stripe: Stripe;
  /**
   * E-mails the owner after the commit: a refunded duplicate payment (ADR 032), a failed
   * payment, a plan that ended (ADR 051). Without it no e-mail is sent.
   */
  mailer?: Mailer;
  /** The site's origin for the links in those e-mails, e.g. `https://lancenter.example`. */
  publicUrl?: string;
  /** Endpoint signing secret (`whsec_...`). */
  webhookSecret: string;
  /** The request body exactly as received (`await request.text()`), never re-serialised. */
  rawBody: string;
  /** The `Stripe-Signature` header (`t=...,v1=...`), or null when absent. */
  signature: string | null;
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === "string" ? value : value.id;
}

/** The subscription an event concerns and the location/user its payload names. */
function subscriptionOf(event: Stripe.Event): { id: string | undefined; hints: SyncHints } {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      return {
        id: session.mode === "subscription" ? idOf(session.subscription) : undefined,
        hints: { locationId: session.metadata?.location_id, userId: session.metadata?.user_id },
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { id: event.data.object.id, hints: {} };
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const legacy = (invoice as unknown as { subscription?: string | { id: string } | null })
        .subscription;
      return {
        id: idOf(details?.subscription) ?? idOf(legacy),
        hints: { locationId: details?.metadata?.location_id, userId: details?.metadata?.user_id },
      };
    }
    default:
      return { id: undefined, hints: {} };
  }
}

function isHandled(type: string): type is (typeof HANDLED_EVENT_TYPES)[number] {
  return (HANDLED_EVENT_TYPES as readonly string[]).includes(type);
}

/**
 * Handles one webhook delivery (POST /api/stripe/webhook).
 * - Bad or missing signature: 400, nothing written.
 * - Event id already in the ledger: 200 `{ duplicate: true }`, nothing changed.
 * - Handled type: in one transaction, ledger row, subscription re-read from Stripe and upserted,
 *   ledger row marked processed; 200 after commit. Unknown location: recorded, logged, 200.
 * - Other types: recorded as processed, 200.
 * - Stripe or database failure: 500, nothing written (Stripe delivers again later).
 * - A duplicate payment refunded (ADR 032), a failed payment while the subscription is past_due,
 *   or a plan that ended (canceled, unpaid, incomplete_expired; ADR 051): the owner's e-mail is
 *   sent after the commit, once (`duplicate_refunds`, `billing_notices`); a mail failure answers
 *   500 and takes the event out of the ledger, so the retry sends it.
 * @returns the status and JSON body to answer; never throws
 */
export async function handleStripeWebhook(input: StripeWebhookInput): Promise<WebhookResponse> {
  const { db, stripe } = input;
  let event: Stripe.Event;
  try {
    if (!input.signature) throw new Error("missing Stripe-Signature header");
    event = stripe.webhooks.constructEvent(input.rawBody, input.signature, input.webhookSecret);
  } catch (error) {
    console.warn(`stripe webhook: rejected (${reasonOf(error).split("\n")[0]})`);
    return { status: 400, body: { received: false, error: "Invalid signature" } };
  }

  let notice: DuplicateNotice | undefined;
  let ownerNotices: string[] = [];
  let answer: WebhookResponse;
  try {
    answer = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing({ target: stripeEvents.id })
        .returning({ id: stripeEvents.id });
      if (inserted.length === 0) {
        return { status: 200, body: { received: true, duplicate: true } } as const;
      }
      let ignored: WebhookResponse["body"]["ignored"];
      if (!isHandled(event.type)) {
        ignored = "unhandled_type";
      } else {
        const { id, hints } = subscriptionOf(event);
        if (!id) {
          ignored = "no_subscription";
        } else {
          const outcome = await syncSubscriptionInTransaction(tx, stripe, id, hints);
          if (outcome.kind === "duplicate_canceled") notice = outcome.notice;
          if (outcome.kind === "saved") {
            ownerNotices = await recordOwnerNotices(tx, event, outcome.row);
          }
          if (outcome.kind === "unknown_location") {
            ignored = "unknown_location";
            console.warn(
              `stripe webhook: ${event.type} ${event.id} for subscription ${id} names unknown location ${outcome.locationId ?? "(none)"}; recorded and ignored`,
            );
          }
        }
      }
      await tx
        .update(stripeEvents)
        .set({ processedAt: new Date() })
        .where(eq(stripeEvents.id, event.id));
      return { status: 200, body: { received: true, ...(ignored ? { ignored } : {}) } } as const;
    });
  } catch (error) {
    console.error(
      `stripe webhook: ${event.type} ${event.id} failed, Stripe will retry: ${reasonOf(error)}`,
    );
    return { status: 500, body: { received: false, error: "Processing failed" } };
  }
  // The refund notice goes out after the commit (ADR 032). When the mailer fails, the event
  // leaves the ledger so that Stripe's next delivery finds the unsent notice again.
  if (notice && input.mailer) {
    try {
      await sendDuplicateNotice(db, input.mailer, notice);
    } catch (error) {
      console.error(
        `stripe webhook: refund notice for ${notice.stripeSubscriptionId} not sent, Stripe will retry: ${reasonOf(error)}`,
      );
      await db
        .delete(stripeEvents)
        .where(eq(stripeEvents.id, event.id))
        .catch(() => undefined);
      return { status: 500, body: { received: false, error: "Processing failed" } };
    }
  }
  // Payment failed and plan ended (ADR 051): the same way, once each.
  if (ownerNotices.length > 0 && input.mailer) {
    const mailer = guardMailer(input.mailer, { teamAddresses: [] });
    try {
      for (const key of ownerNotices) {
        await sendOwnerNotice(db, mailer, input.publicUrl ?? "", key);
      }
    } catch (error) {
      console.error(
        `stripe webhook: owner notice for ${event.type} ${event.id} not sent, Stripe will retry: ${reasonOf(error)}`,
      );
      await db
        .delete(stripeEvents)
        .where(eq(stripeEvents.id, event.id))
        .catch(() => undefined);
      return { status: 500, body: { received: false, error: "Processing failed" } };
    }
  }
  return answer;
}
