/**
 * In-memory state and operations of the local Stripe emulator: customers, payment methods,
 * Checkout Sessions, subscriptions, invoices and the events they produce, in the shapes of
 * Stripe API version 2026-08-26.dahlia (the version of the installed stripe SDK): for example
 * the period end is on the subscription item (`items.data[].current_period_end`) and an
 * invoice names its subscription in `parent.subscription_details.subscription`.
 * Times are integer seconds since epoch on the emulator's clock, which tests can move forward.
 */
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

/** A JSON object as returned by the emulated API. */
export type StripeObject = { [key: string]: unknown };

/** A price the emulator sells: a monthly recurring price of one product. */
export interface EmulatorPrice {
  id: string;
  productName: string;
  /** Integer cents per month. */
  unitAmount: number;
  currency: string;
}

/** An API failure in Stripe's error format, with the HTTP status Stripe would use. */
export class EmulatorApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: "invalid_request_error" | "card_error" | "authentication_error" | "api_error",
    readonly code: string | undefined,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }

  /** The response body: `{ error: { type, code, message, param } }`. */
  toBody(): StripeObject {
    return {
      error: {
        type: this.type,
        ...(this.code ? { code: this.code } : {}),
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

/** Test cards accepted on the hosted checkout page. */
export const TEST_CARDS = {
  success: "4242424242424242",
  decline: "4000000000000002",
} as const;

/** Length of one billing period in the emulator: 30 days in seconds. */
export const PERIOD_SECONDS = 30 * 24 * 60 * 60;

/** Result of paying a Checkout Session with a card. */
export type CheckoutPaymentResult =
  | { paid: true; session: StripeObject; subscription: StripeObject }
  | { paid: false; declineMessage: string };

const ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let id = "";
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}_${id}`;
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

function notFound(kind: string, id: string, param = "id"): EmulatorApiError {
  return new EmulatorApiError(
    404,
    "invalid_request_error",
    "resource_missing",
    `No such ${kind}: '${id}'`,
    param,
  );
}

/** A copy of the object `id` of `objects`. @throws EmulatorApiError 404 (`kind` names it) */
function copyOf(
  objects: ReadonlyMap<string, StripeObject>,
  kind: string,
  id: string,
): StripeObject {
  const object = objects.get(id);
  if (!object) throw notFound(kind, id);
  return clone(object);
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** The emulator's state. Every mutating method records the events Stripe would send. */
export class StripeEmulatorStore {
  private clockOffsetSeconds = 0;
  private readonly prices = new Map<string, EmulatorPrice>();
  private readonly customers = new Map<string, StripeObject>();
  private readonly paymentMethods = new Map<string, StripeObject>();
  private readonly sessions = new Map<string, StripeObject>();
  private readonly subscriptionData = new Map<string, Record<string, string>>();
  private readonly subscriptions = new Map<string, StripeObject>();
  private readonly invoices = new Map<string, StripeObject>();
  private readonly paymentIntents = new Map<string, StripeObject>();
  private readonly charges = new Map<string, StripeObject>();
  private readonly refundObjects = new Map<string, StripeObject>();
  /** Every event in creation order. */
  readonly events: StripeObject[] = [];

  /**
   * @param prices the prices Checkout may sell
   * @param onEvent called synchronously with each new event (e.g. to queue its delivery)
   */
  constructor(
    prices: readonly EmulatorPrice[],
    private readonly onEvent: (event: StripeObject) => void = () => undefined,
  ) {
    for (const price of prices) this.prices.set(price.id, price);
  }

  /** The emulator clock in integer seconds since epoch (real time plus advances). */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffsetSeconds;
  }

  /** Moves the clock forward so that `now()` is at least `timestamp` (seconds since epoch). */
  advanceClockTo(timestamp: number): void {
    const now = this.now();
    if (timestamp > now) this.clockOffsetSeconds += timestamp - now;
  }

  private emit(type: string, object: StripeObject, previousAttributes?: StripeObject): void {
    const event: StripeObject = {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: this.now(),
      data: {
        object: clone(object),
        ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    this.onEvent(clone(event));
  }

  private priceObject(price: EmulatorPrice): StripeObject {
    return {
      id: price.id,
      object: "price",
      active: true,
      billing_scheme: "per_unit",
      currency: price.currency,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: price.productName,
      product: `prod_${price.id.replace(/^price_/, "")}`,
      recurring: { interval: "month", interval_count: 1, usage_type: "licensed" },
      type: "recurring",
      unit_amount: price.unitAmount,
      unit_amount_decimal: String(price.unitAmount),
    };
  }

  /** The price with this id. @throws EmulatorApiError 404 */
  getPrice(id: string): EmulatorPrice {
    const price = this.prices.get(id);
    if (!price) throw notFound("price", id);
    return price;
  }

  /** POST /v1/customers. */
  createCustomer(params: { email?: string; name?: string; metadata: Record<string, string> }) {
    const customer: StripeObject = {
      id: newId("cus"),
      object: "customer",
      created: this.now(),
      email: params.email ?? null,
      name: params.name ?? null,
      invoice_settings: { default_payment_method: null },
      livemode: false,
      metadata: params.metadata,
    };
    this.customers.set(customer.id as string, customer);
    return clone(customer);
  }

  /** GET /v1/customers/:id. @throws EmulatorApiError 404 */
  getCustomer(id: string): StripeObject {
    return copyOf(this.customers, "customer", id);
  }

  /** GET /v1/payment_methods/:id. @throws EmulatorApiError 404 */
  getPaymentMethod(id: string): StripeObject {
    return copyOf(this.paymentMethods, "payment_method", id);
  }

  /**
   * POST /v1/checkout/sessions (subscription mode only).
   * @param hostedPageUrl builds the hosted page URL for a session id
   * @throws EmulatorApiError 400 for a missing or unsupported parameter, 404 for unknown ids
   */
  createCheckoutSession(
    params: {
      mode?: string;
      customer?: string;
      customerEmail?: string;
      clientReferenceId?: string;
      lineItems: { price?: string; quantity?: string }[];
      metadata: Record<string, string>;
      subscriptionMetadata: Record<string, string>;
      successUrl?: string;
      cancelUrl?: string;
    },
    hostedPageUrl: (sessionId: string) => string,
  ): StripeObject {
    if (!params.mode) {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        "parameter_missing",
        "Missing required param: mode.",
        "mode",
      );
    }
    if (params.mode !== "subscription") {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        "parameter_invalid_string",
        "The local Stripe emulator supports mode=subscription only.",
        "mode",
      );
    }
    if (!params.successUrl) {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        "parameter_missing",
        "Missing required param: success_url.",
        "success_url",
      );
    }
    const [item] = params.lineItems;
    if (!item?.price || params.lineItems.length !== 1) {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        "parameter_missing",
        "line_items must hold exactly one item with a price.",
        "line_items",
      );
    }
    if (!this.prices.has(item.price)) throw notFound("price", item.price, "line_items[0][price]");
    if (params.customer && !this.customers.has(params.customer)) {
      throw notFound("customer", params.customer, "customer");
    }
    const price = this.getPrice(item.price);
    const id = newId("cs_test");
    const created = this.now();
    const session: StripeObject = {
      id,
      object: "checkout.session",
      amount_subtotal: price.unitAmount,
      amount_total: price.unitAmount,
      cancel_url: params.cancelUrl ?? null,
      client_reference_id: params.clientReferenceId ?? null,
      created,
      currency: price.currency,
      customer: params.customer ?? null,
      customer_email: params.customerEmail ?? null,
      expires_at: created + 24 * 60 * 60,
      invoice: null,
      livemode: false,
      metadata: params.metadata,
      mode: "subscription",
      payment_method_types: ["card"],
      payment_status: "unpaid",
      status: "open",
      subscription: null,
      success_url: params.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", id),
      ui_mode: "hosted",
      url: hostedPageUrl(id),
      line_items_price: price.id,
    };
    this.sessions.set(id, session);
    this.subscriptionData.set(id, params.subscriptionMetadata);
    return this.publicSession(session);
  }

  private publicSession(session: StripeObject): StripeObject {
    const copy = clone(session);
    delete copy.line_items_price;
    return copy;
  }

  /** GET /v1/checkout/sessions/:id. @throws EmulatorApiError 404 */
  getCheckoutSession(id: string): StripeObject {
    const session = this.sessions.get(id);
    if (!session) throw notFound("checkout.session", id);
    return this.publicSession(session);
  }

  /**
   * POST /v1/checkout/sessions/:id/expire: an open session becomes `expired` (its page no longer
   * takes payment) and checkout.session.expired is recorded.
   * @throws EmulatorApiError 404 unknown id, 400 when the session is not open (complete or
   *   already expired), as Stripe answers
   */
  expireCheckoutSession(id: string): StripeObject {
    const session = this.sessions.get(id);
    if (!session) throw notFound("checkout.session", id);
    if (session.status !== "open") {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        undefined,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
      );
    }
    Object.assign(session, { status: "expired", url: null });
    this.emit("checkout.session.expired", this.publicSession(session));
    return this.publicSession(session);
  }

  /** What the hosted page shows for a session: its price and customer e-mail. */
  describeCheckoutSession(id: string): {
    session: StripeObject;
    price: EmulatorPrice;
    email: string | null;
  } {
    const session = this.sessions.get(id);
    if (!session) throw notFound("checkout.session", id);
    const price = this.getPrice(session.line_items_price as string);
    const customer = session.customer ? this.customers.get(session.customer as string) : undefined;
    const email = (customer?.email as string | null) ?? (session.customer_email as string | null);
    return { session: this.publicSession(session), price, email };
  }

  /**
   * Pays an open session with a test card: creates the customer (when none), the card payment
   * method, the active subscription (period of 30 days from now) and its paid invoice, completes
   * the session and records checkout.session.completed, customer.subscription.created and
   * invoice.paid. A declined or unknown card changes nothing.
   * @param cardNumber digits, spaces allowed
   * @throws EmulatorApiError 404 for an unknown session, 400 when it is not open
   */
  payCheckoutSession(id: string, cardNumber: string): CheckoutPaymentResult {
    const session = this.sessions.get(id);
    if (!session) throw notFound("checkout.session", id);
    if (session.status !== "open") {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        "checkout_session_not_open",
        "This Checkout Session is no longer open.",
      );
    }
    const digits = cardNumber.replace(/[\s-]/g, "");
    if (digits === TEST_CARDS.decline) {
      return { paid: false, declineMessage: "Your card was declined." };
    }
    if (digits !== TEST_CARDS.success) {
      return {
        paid: false,
        declineMessage: luhnValid(digits)
          ? "Your card was declined. This is test mode: use a test card listed on this page."
          : "Your card number is incorrect.",
      };
    }
    const now = this.now();
    let customerId = session.customer as string | null;
    if (!customerId) {
      customerId = this.createCustomer({
        email: (session.customer_email as string | null) ?? undefined,
        metadata: {},
      }).id as string;
    }
    const paymentMethod: StripeObject = {
      id: newId("pm"),
      object: "payment_method",
      billing_details: { email: null, name: null },
      card: {
        brand: "visa",
        country: "US",
        exp_month: 12,
        exp_year: new Date(now * 1000).getUTCFullYear() + 3,
        funding: "credit",
        last4: digits.slice(-4),
      },
      created: now,
      customer: customerId,
      livemode: false,
      metadata: {},
      type: "card",
    };
    this.paymentMethods.set(paymentMethod.id as string, paymentMethod);
    const price = this.getPrice(session.line_items_price as string);
    const subscriptionId = newId("sub");
    const metadata = this.subscriptionData.get(id) ?? {};
    const subscription: StripeObject = {
      id: subscriptionId,
      object: "subscription",
      billing_cycle_anchor: now,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: "charge_automatically",
      created: now,
      currency: price.currency,
      customer: customerId,
      default_payment_method: paymentMethod.id,
      ended_at: null,
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            created: now,
            current_period_end: now + PERIOD_SECONDS,
            current_period_start: now,
            metadata: {},
            price: this.priceObject(price),
            quantity: 1,
            subscription: subscriptionId,
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata,
      start_date: now,
      status: "active",
      trial_end: null,
      trial_start: null,
    };
    const invoice = this.newInvoice(subscription, "subscription_create", "paid", now);
    subscription.latest_invoice = invoice.id;
    this.subscriptions.set(subscriptionId, subscription);
    Object.assign(session, {
      customer: customerId,
      invoice: invoice.id,
      payment_status: "paid",
      status: "complete",
      subscription: subscriptionId,
      url: null,
    });
    this.emit("checkout.session.completed", this.publicSession(session));
    this.emit("customer.subscription.created", subscription);
    this.emit("invoice.paid", invoice);
    return { paid: true, session: this.publicSession(session), subscription: clone(subscription) };
  }

  private newInvoice(
    subscription: StripeObject,
    billingReason: "subscription_create" | "subscription_cycle",
    status: "paid" | "open",
    periodStart: number,
  ): StripeObject {
    const item = (subscription.items as { data: StripeObject[] }).data[0]!;
    const price = item.price as StripeObject;
    const amount = price.unit_amount as number;
    const invoice: StripeObject = {
      id: newId("in"),
      object: "invoice",
      amount_due: amount,
      amount_paid: status === "paid" ? amount : 0,
      amount_remaining: status === "paid" ? 0 : amount,
      attempt_count: 1,
      attempted: true,
      billing_reason: billingReason,
      collection_method: "charge_automatically",
      created: this.now(),
      currency: price.currency,
      customer: subscription.customer,
      livemode: false,
      metadata: {},
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: {
          metadata: clone(subscription.metadata),
          subscription: subscription.id,
        },
      },
      period_start: periodStart,
      period_end: periodStart + PERIOD_SECONDS,
      status,
      status_transitions: { paid_at: status === "paid" ? this.now() : null },
      total: amount,
      payments: { object: "list", data: [], has_more: false, url: "/v1/invoice_payments" },
    };
    if (status === "paid") {
      const paymentIntentId = newId("pi");
      const charge: StripeObject = {
        id: newId("ch"),
        object: "charge",
        amount,
        amount_captured: amount,
        amount_refunded: 0,
        captured: true,
        created: this.now(),
        currency: price.currency,
        customer: subscription.customer,
        livemode: false,
        paid: true,
        payment_intent: paymentIntentId,
        payment_method: subscription.default_payment_method,
        refunded: false,
        status: "succeeded",
      };
      const paymentIntent: StripeObject = {
        id: paymentIntentId,
        object: "payment_intent",
        amount,
        amount_received: amount,
        created: this.now(),
        currency: price.currency,
        customer: subscription.customer,
        latest_charge: charge.id,
        livemode: false,
        metadata: {},
        payment_method: subscription.default_payment_method,
        status: "succeeded",
      };
      this.charges.set(charge.id as string, charge);
      this.paymentIntents.set(paymentIntentId, paymentIntent);
      (invoice.payments as { data: StripeObject[] }).data.push({
        id: newId("inpay"),
        object: "invoice_payment",
        amount_paid: amount,
        amount_requested: amount,
        created: this.now(),
        currency: price.currency,
        invoice: invoice.id,
        is_default: true,
        livemode: false,
        payment: { type: "payment_intent", payment_intent: paymentIntentId },
        status: "paid",
        status_transitions: { canceled_at: null, paid_at: this.now() },
      });
    }
    this.invoices.set(invoice.id as string, invoice);
    return invoice;
  }

  /** GET /v1/invoices/:id. @throws EmulatorApiError 404 */
  getInvoice(id: string): StripeObject {
    return copyOf(this.invoices, "invoice", id);
  }

  /** GET /v1/payment_intents/:id. @throws EmulatorApiError 404 */
  getPaymentIntent(id: string): StripeObject {
    return copyOf(this.paymentIntents, "payment_intent", id);
  }

  /** GET /v1/charges/:id. @throws EmulatorApiError 404 */
  getCharge(id: string): StripeObject {
    return copyOf(this.charges, "charge", id);
  }

  /** Every refund made, oldest first (test inspection). */
  get refunds(): StripeObject[] {
    return [...this.refundObjects.values()].map(clone);
  }

  /**
   * POST /v1/refunds: refunds a charge, named directly (`charge`) or through its PaymentIntent
   * (`payment_intent`), in full or `amount` integer cents of what is left; marks the charge
   * refunded and records charge.refunded.
   * @throws EmulatorApiError 400 without charge or payment_intent, for an amount above what is
   *   left, or when the charge is already fully refunded (`charge_already_refunded`); 404 for
   *   unknown ids
   */
  createRefund(params: {
    charge?: string;
    paymentIntent?: string;
    amount?: string;
    reason?: string;
    metadata: Record<string, string>;
  }): StripeObject {
    let chargeId = params.charge;
    if (!chargeId && params.paymentIntent) {
      const paymentIntent = this.paymentIntents.get(params.paymentIntent);
      if (!paymentIntent) throw notFound("payment_intent", params.paymentIntent, "payment_intent");
      chargeId = paymentIntent.latest_charge as string;
    }
    if (!chargeId) {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        "parameter_missing",
        "One of the following params should be provided for this request: payment_intent or charge.",
      );
    }
    const charge = this.charges.get(chargeId);
    if (!charge) throw notFound("charge", chargeId, "charge");
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    if (left <= 0) {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        "charge_already_refunded",
        `Charge ${chargeId} has already been refunded.`,
      );
    }
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        "amount_too_large",
        `Refund amount (${String(params.amount)}) is greater than unrefunded amount on charge (${left})`,
        "amount",
      );
    }
    const refund: StripeObject = {
      id: newId("re"),
      object: "refund",
      amount,
      charge: chargeId,
      created: this.now(),
      currency: charge.currency,
      metadata: params.metadata,
      payment_intent: charge.payment_intent,
      reason: params.reason ?? null,
      status: "succeeded",
    };
    this.refundObjects.set(refund.id as string, refund);
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.emit("charge.refunded", charge);
    return clone(refund);
  }

  private subscription(id: string): StripeObject {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw notFound("subscription", id);
    return subscription;
  }

  /** GET /v1/subscriptions/:id (canceled subscriptions stay retrievable). @throws 404 */
  getSubscription(id: string): StripeObject {
    return clone(this.subscription(id));
  }

  /**
   * POST /v1/subscriptions/:id with `cancel_at_period_end` (and/or `metadata`); records
   * customer.subscription.updated when something changed.
   * @throws EmulatorApiError 404 unknown id, 400 when the subscription is canceled
   */
  updateSubscription(
    id: string,
    params: { cancelAtPeriodEnd?: boolean; metadata?: Record<string, string> },
  ): StripeObject {
    const subscription = this.subscription(id);
    if (subscription.status === "canceled") {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        undefined,
        "A canceled subscription can only update its cancellation_details and metadata.",
      );
    }
    const previous: StripeObject = {};
    if (
      params.cancelAtPeriodEnd !== undefined &&
      params.cancelAtPeriodEnd !== subscription.cancel_at_period_end
    ) {
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      previous.cancel_at = subscription.cancel_at;
      previous.canceled_at = subscription.canceled_at;
      subscription.cancel_at_period_end = params.cancelAtPeriodEnd;
      subscription.cancel_at = params.cancelAtPeriodEnd ? this.periodEnd(subscription) : null;
      subscription.canceled_at = params.cancelAtPeriodEnd ? this.now() : null;
      subscription.cancellation_details = {
        comment: null,
        feedback: null,
        reason: params.cancelAtPeriodEnd ? "cancellation_requested" : null,
      };
    }
    if (params.metadata) {
      previous.metadata = clone(subscription.metadata);
      subscription.metadata = { ...(subscription.metadata as object), ...params.metadata };
    }
    if (Object.keys(previous).length > 0) {
      this.emit("customer.subscription.updated", subscription, previous);
    }
    return clone(subscription);
  }

  /**
   * DELETE /v1/subscriptions/:id: cancels at once and records customer.subscription.deleted.
   * @throws EmulatorApiError 404 unknown id, 400 already canceled
   */
  cancelSubscription(id: string): StripeObject {
    const subscription = this.subscription(id);
    if (subscription.status === "canceled") {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        "resource_missing",
        `No such subscription: '${id}'`,
        "id",
      );
    }
    this.endSubscription(subscription, "cancellation_requested");
    return clone(subscription);
  }

  private endSubscription(subscription: StripeObject, reason: string): void {
    const now = this.now();
    subscription.status = "canceled";
    subscription.ended_at = now;
    subscription.canceled_at ??= now;
    subscription.cancellation_details = { comment: null, feedback: null, reason };
    this.emit("customer.subscription.deleted", subscription);
  }

  private periodEnd(subscription: StripeObject): number {
    const item = (subscription.items as { data: StripeObject[] }).data[0]!;
    return item.current_period_end as number;
  }

  /**
   * Test control: moves the clock to the end of the current period and bills the next one.
   * With `cancel_at_period_end` the subscription ends instead (customer.subscription.deleted).
   * Otherwise `outcome` "paid" records invoice.paid and customer.subscription.updated (period
   * advanced 30 days, status active); "failed" records invoice.payment_failed and
   * customer.subscription.updated with status past_due (the period still advances, as on Stripe).
   * @throws EmulatorApiError 404 unknown id, 400 when canceled
   */
  billNextPeriod(id: string, outcome: "paid" | "failed"): StripeObject {
    const subscription = this.subscription(id);
    if (subscription.status === "canceled") {
      throw new EmulatorApiError(400, "invalid_request_error", undefined, "Subscription ended.");
    }
    const periodEnd = this.periodEnd(subscription);
    this.advanceClockTo(periodEnd);
    if (subscription.cancel_at_period_end) {
      this.endSubscription(subscription, "cancellation_requested");
      return clone(subscription);
    }
    const item = (subscription.items as { data: StripeObject[] }).data[0]!;
    const previous: StripeObject = {
      status: subscription.status,
      items: clone(subscription.items),
      latest_invoice: subscription.latest_invoice,
    };
    item.current_period_start = periodEnd;
    item.current_period_end = periodEnd + PERIOD_SECONDS;
    const invoice = this.newInvoice(
      subscription,
      "subscription_cycle",
      outcome === "paid" ? "paid" : "open",
      periodEnd,
    );
    subscription.latest_invoice = invoice.id;
    subscription.status = outcome === "paid" ? "active" : "past_due";
    this.emit(outcome === "paid" ? "invoice.paid" : "invoice.payment_failed", invoice);
    this.emit("customer.subscription.updated", subscription, previous);
    return clone(subscription);
  }

  /**
   * Replaces ids by objects along each `expand` path (e.g. `default_payment_method`,
   * `subscription.default_payment_method`, `latest_invoice`); unknown paths are left as they are.
   */
  expand(object: StripeObject, paths: readonly string[]): StripeObject {
    let result = object;
    for (const path of paths) result = this.expandPath(result, path.split(".")) as StripeObject;
    return result;
  }

  private expandPath(value: unknown, segments: string[]): unknown {
    if (segments.length === 0) return value;
    if (Array.isArray(value)) return value.map((item) => this.expandPath(item, segments));
    if (typeof value !== "object" || value === null) return value;
    const [head, ...rest] = segments as [string, ...string[]];
    let child = (value as StripeObject)[head];
    if (typeof child === "string") child = this.lookup(child) ?? child;
    return { ...(value as StripeObject), [head]: this.expandPath(child, rest) };
  }

  private lookup(id: string): StripeObject | undefined {
    const maps: [string, Map<string, StripeObject>][] = [
      ["cus_", this.customers],
      ["pm_", this.paymentMethods],
      ["sub_", this.subscriptions],
      ["in_", this.invoices],
      ["cs_", this.sessions],
      ["pi_", this.paymentIntents],
      ["ch_", this.charges],
      ["re_", this.refundObjects],
    ];
    for (const [prefix, map] of maps) {
      const found = id.startsWith(prefix) ? map.get(id) : undefined;
      if (found) return map === this.sessions ? this.publicSession(found) : clone(found);
    }
    return undefined;
  }
}
