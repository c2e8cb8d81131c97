/**
 * The owner e-mails of the billing webhooks (issue 13 item 6, ADR 051): "payment failed" for
 * each `invoice.payment_failed` event while the subscription is past_due, and "listing off the
 * map because the plan ended" once per subscription when Stripe reports it ended (canceled,
 * unpaid or incomplete_expired) and the center has no other paid subscription. Decided in the
 * webhook's transaction from the state just re-read from Stripe (so a late or repeated event
 * sends nothing stale or twice), recorded in `billing_notices`, and sent after the commit to
 * the owner's account address through the mail area's rule (`guardMailer`, ADR 048).
 */
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { localizeHref } from "~/i18n/locales";
import { m } from "~/paraglide/messages";
import { findProfiles } from "../auth/index.server";
import { findOwnedCenter } from "../directory/index.server";
import { paymentFailedEmail, planEndedEmail, type GuardedMailer } from "../mail/index.server";
import {
  billingNotices,
  ENDED_STATUSES,
  lanCenterSubscriptions,
  OCCUPYING_STATUSES,
} from "./schema";
import type { SubscriptionRow } from "./subscription-sync.server";

/** Whether a subscription status means the plan is over (canceled, unpaid, incomplete_expired). */
export function isEndedStatus(status: string): boolean {
  return (ENDED_STATUSES as readonly string[]).includes(status);
}

/**
 * Records the notices one processed event calls for, inside the webhook's transaction.
 * @param tx the webhook's transaction (holding the subscription's and location's locks)
 * @param event the event's id and type
 * @param row the subscription row as just synced from Stripe
 * @returns the keys of this event's notices not sent yet (send them after the commit)
 * @throws the database error (the transaction rolls back; Stripe retries)
 */
export async function recordOwnerNotices(
  tx: Database,
  event: { id: string; type: string },
  row: SubscriptionRow,
): Promise<string[]> {
  const wanted: { key: string; kind: "payment_failed" | "plan_ended" }[] = [];
  if (event.type === "invoice.payment_failed" && row.status === "past_due") {
    wanted.push({ key: `payment_failed:${event.id}`, kind: "payment_failed" });
  }
  if (isEndedStatus(row.status)) {
    const [other] = await tx
      .select({ id: lanCenterSubscriptions.id })
      .from(lanCenterSubscriptions)
      .where(
        and(
          eq(lanCenterSubscriptions.locationId, row.locationId),
          inArray(lanCenterSubscriptions.status, [...OCCUPYING_STATUSES]),
          ne(lanCenterSubscriptions.stripeSubscriptionId, row.stripeSubscriptionId),
        ),
      )
      .limit(1);
    // A center that still has a paid plan (e.g. a refunded duplicate ended) is still listed.
    if (!other) wanted.push({ key: `plan_ended:${row.stripeSubscriptionId}`, kind: "plan_ended" });
  }
  const pending: string[] = [];
  for (const notice of wanted) {
    await tx
      .insert(billingNotices)
      .values({
        key: notice.key,
        kind: notice.kind,
        stripeSubscriptionId: row.stripeSubscriptionId,
        locationId: row.locationId,
        userId: row.userId,
      })
      .onConflictDoNothing({ target: billingNotices.key });
    const [stored] = await tx
      .select({ notifiedAt: billingNotices.notifiedAt })
      .from(billingNotices)
      .where(eq(billingNotices.key, notice.key));
    if (stored && !stored.notifiedAt) pending.push(notice.key);
  }
  return pending;
}

/**
 * Sends one recorded notice once: claims it (`notified_at` set where null, so concurrent
 * deliveries send one e-mail), writes to the owner's account address and gives the claim back
 * when the mailer fails.
 * @param publicUrl the site's origin for the e-mail's link
 * @returns true when this call sent it; false when it was sent before or the owner has no
 *   known address (logged)
 * @throws MailDeliveryError (claim given back; the webhook answers 500 so Stripe retries)
 */
export async function sendOwnerNotice(
  db: Database,
  mailer: GuardedMailer,
  publicUrl: string,
  key: string,
): Promise<boolean> {
  const [notice] = await db
    .update(billingNotices)
    .set({ notifiedAt: new Date() })
    .where(and(eq(billingNotices.key, key), isNull(billingNotices.notifiedAt)))
    .returning();
  if (!notice) return false;
  try {
    const owner = (await findProfiles(db, [notice.userId])).get(notice.userId);
    if (!owner?.email) {
      console.warn(`billing: no account address for ${notice.userId}; notice ${key} not sent`);
      return false;
    }
    const center = await findOwnedCenter(db, {
      userId: notice.userId,
      locationId: notice.locationId,
    });
    // In the owner's language (issue 28), links to the pages in it.
    const { locale } = owner;
    const centerName = center?.name ?? m.mail_fallback_your_center({}, { locale });
    const content =
      notice.kind === "payment_failed"
        ? await paymentFailedEmail({
            centerName,
            link: `${publicUrl}${localizeHref(locale, "/dashboard")}`,
            locale,
          })
        : await planEndedEmail({
            centerName,
            link: `${publicUrl}${localizeHref(locale, `/payment?location=${encodeURIComponent(notice.locationId)}`)}`,
            locale,
          });
    await mailer.send({ kind: "account", userId: notice.userId, email: owner.email }, content);
    return true;
  } catch (error) {
    await db
      .update(billingNotices)
      .set({ notifiedAt: null })
      .where(eq(billingNotices.key, key))
      .catch(() => undefined);
    throw error;
  }
}
