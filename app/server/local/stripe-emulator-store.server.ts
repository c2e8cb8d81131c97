/**
 * In-memory state and operations of the local Stripe emulator: customers, payment methods,
 * Checkout Sessions, subscriptions, invoices and the events they produce, in the shapes of
 * Stripe API version 2026-08-26.dahlia (the version of the installed stripe SDK): for example
 * the period end is on the subscription item (`items.data[].current_period_end`) and an
 * invoice names its subscription in `parent.subscription_details.subscription`.
 * Times are integer seconds since epoch. Every customer is on a test clock
 * (`test_helpers/test_clocks`, ADR 051): one named at creation, or else one of its own that runs
 * with real time; advancing a clock bills what fell due on it (renewals, retries of a failed
 * payment, the end of a period canceled at its end). The whole state can be saved as JSON and
 * restored (`toJSON`, `restore`), so a restart keeps what the database remembers.
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

/**
 * Test cards, as on Stripe: `success` pays; `decline` is declined (at checkout and in the
 * portal); `declineLater` is accepted and attached but every later charge fails (Stripe's
 * 4000 0000 0000 0341): declined at checkout, accepted as the new card in the portal.
 */
export const TEST_CARDS = {
  success: "4242424242424242",
  decline: "4000000000000002",
  declineLater: "4000000000000341",
} as const;

/** Length of one billing period in the emulator: 30 days in seconds. */
export const PERIOD_SECONDS = 30 * 24 * 60 * 60;

/** Seconds between attempts to collect a failed renewal: 3 days. */
export const RETRY_SECONDS = 3 * 24 * 60 * 60;

/**
 * Attempts to collect one renewal invoice (the first at the period end, then every
 * `RETRY_SECONDS`); after the last failure the subscription is canceled
 * (`customer.subscription.deleted`, cancellation reason `payment_failed`), like Stripe's
 * "cancel the subscription if all retries fail" setting.
 */
export const MAX_PAYMENT_ATTEMPTS = 3;

/** Outcome of offering a card (hosted checkout or portal). */
type CardCheck =
  { ok: true; digits: string; declinesLater: boolean } | { ok: false; message: string };

/** A test clock: frozen (made through the API, as on Stripe) or running with real time. */
interface EmulatorClock {
  id: string;
  name: string | null;
  created: number;
  /** True for a customer's own clock: real time plus what it was advanced. */
  running: boolean;
  /** Frozen: the frozen time; running: the offset from real time. Seconds. */
  value: number;
}

/** A Customer Portal session (`billing_portal.session`). */
export interface PortalSession {
  id: string;
  customer: string;
  returnUrl: string | null;
  created: number;
  url: string;
}

/** Version of the saved JSON state. */
const STATE_VERSION = 1;

function realNow(): number {
  return Math.floor(Date.now() / 1000);
}

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

/** Checks a test card number (spaces and dashes allowed) as Stripe's test mode would. */
function checkCard(cardNumber: string): CardCheck {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (digits === TEST_CARDS.decline) return { ok: false, message: "Your card was declined." };
  if (digits === TEST_CARDS.success || digits === TEST_CARDS.declineLater) {
    return { ok: true, digits, declinesLater: digits === TEST_CARDS.declineLater };
  }
  return {
    ok: false,
    message: luhnValid(digits)
      ? "Your card was declined. This is test mode: use a test card listed on this page."
      : "Your card number is incorrect.",
  };
}

/** The emulator's state. Every mutating method records the events Stripe would send. */
export class StripeEmulatorStore {
  private clockOffsetSeconds = 0;
  /** While billing due work: the time it is billed at (the clock's time of the due moment). */
  private timeOverride: number | undefined;
  private readonly clocks = new Map<string, EmulatorClock>();
  private readonly portalSessions = new Map<string, PortalSession>();
  /** Payment methods whose charges fail (`TEST_CARDS.declineLater`). */
  private readonly decliningMethods = new Set<string>();
  /** Test control: the outcome of a subscription's next charge, whatever its card. */
  private readonly forcedOutcomes = new Map<string, "paid" | "failed">();
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

  /**
   * The emulator's default clock in integer seconds since epoch (real time plus advances), for
   * objects of no customer; while due work is billed, the time it is billed at.
   */
  now(): number {
    return this.timeOverride ?? realNow() + this.clockOffsetSeconds;
  }

  /** Moves the clock forward so that `now()` is at least `timestamp` (seconds since epoch). */
  advanceClockTo(timestamp: number): void {
    const now = this.now();
    if (timestamp > now) this.clockOffsetSeconds += timestamp - now;
  }

  private clockTime(clock: EmulatorClock): number {
    return clock.running ? realNow() + clock.value : clock.value;
  }

  private clockObject(clock: EmulatorClock): StripeObject {
    return {
      id: clock.id,
      object: "test_helpers.test_clock",
      created: clock.created,
      deletes_after: clock.created + 30 * 24 * 60 * 60,
      frozen_time: this.clockTime(clock),
      livemode: false,
      name: clock.name,
      status: "ready",
      status_details: {},
    };
  }

  private clock(id: string): EmulatorClock {
    const clock = this.clocks.get(id);
    if (!clock) throw notFound("test_helpers.test_clock", id);
    return clock;
  }

  /** The time on the clock of customer `customerId` (the default clock without one). */
  private customerTime(customerId: unknown): number {
    if (this.timeOverride !== undefined) return this.timeOverride;
    const customer = typeof customerId === "string" ? this.customers.get(customerId) : undefined;
    const clockId = customer?.test_clock;
    const clock = typeof clockId === "string" ? this.clocks.get(clockId) : undefined;
    return clock ? this.clockTime(clock) : this.now();
  }

  /** Runs `work` with `now()` on the clock of customer `customerId`. */
  private onCustomerClock<T>(customerId: unknown, work: () => T): T {
    if (this.timeOverride !== undefined) return work();
    this.timeOverride = this.customerTime(customerId);
    try {
      return work();
    } finally {
      this.timeOverride = undefined;
    }
  }

  /**
   * POST /v1/test_helpers/test_clocks: a frozen clock at `frozenTime` (seconds since epoch).
   * @throws EmulatorApiError 400 without a valid frozen_time
   */
  createTestClock(params: { frozenTime?: string; name?: string }): StripeObject {
    const frozenTime = Number(params.frozenTime);
    if (params.frozenTime === undefined || !Number.isInteger(frozenTime) || frozenTime <= 0) {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        "parameter_missing",
        "Missing required param: frozen_time.",
        "frozen_time",
      );
    }
    const clock: EmulatorClock = {
      id: newId("clock"),
      name: params.name ?? null,
      created: realNow(),
      running: false,
      value: frozenTime,
    };
    this.clocks.set(clock.id, clock);
    return this.clockObject(clock);
  }

  /** GET /v1/test_helpers/test_clocks/:id. @throws EmulatorApiError 404 */
  getTestClock(id: string): StripeObject {
    return this.clockObject(this.clock(id));
  }

  /**
   * POST /v1/test_helpers/test_clocks/:id/advance: moves the clock to `frozenTime` and bills,
   * in time order, what fell due for the subscriptions of its customers: renewals
   * (invoice.paid or invoice.payment_failed, customer.subscription.updated), retries of a
   * failed renewal, the end of a period canceled at its end (customer.subscription.deleted).
   * The clock is `ready` again when this returns (Stripe advances asynchronously).
   * @throws EmulatorApiError 404 unknown clock, 400 when `frozenTime` is not after its time
   */
  advanceTestClock(id: string, params: { frozenTime?: string }): StripeObject {
    const clock = this.clock(id);
    const target = Number(params.frozenTime);
    if (params.frozenTime === undefined || !Number.isInteger(target)) {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        "parameter_missing",
        "Missing required param: frozen_time.",
        "frozen_time",
      );
    }
    if (target <= this.clockTime(clock)) {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        undefined,
        "The frozen_time must be after the test clock's current frozen_time.",
        "frozen_time",
      );
    }
    this.moveClock(clock, target);
    return this.clockObject(clock);
  }

  private moveClock(clock: EmulatorClock, target: number): void {
    const now = this.clockTime(clock);
    if (target > now) {
      if (clock.running) clock.value += target - now;
      else clock.value = target;
    }
    this.runDueWork();
  }

  /**
   * Bills everything that fell due on every clock (running clocks move with real time); the
   * server calls it before each request. Renewals, retries and period ends, oldest first.
   */
  runDueWork(): void {
    for (const subscription of this.subscriptions.values()) this.settle(subscription);
  }

  private openRenewal(subscription: StripeObject): StripeObject | undefined {
    const invoice = this.invoices.get(subscription.latest_invoice as string);
    return invoice?.status === "open" && typeof invoice.next_payment_attempt === "number"
      ? invoice
      : undefined;
  }

  private settle(subscription: StripeObject): void {
    for (let step = 0; step < 10_000; step++) {
      if (!["active", "trialing", "past_due"].includes(subscription.status as string)) return;
      const time = this.customerTime(subscription.customer);
      const periodEnd = this.periodEnd(subscription);
      const open = this.openRenewal(subscription);
      const retryAt = open ? (open.next_payment_attempt as number) : Infinity;
      const due = Math.min(periodEnd, retryAt);
      if (due > time) return;
      this.timeOverride = due;
      try {
        if (open && retryAt <= periodEnd) this.attemptRenewal(subscription, open);
        else if (subscription.cancel_at_period_end) {
          this.endSubscription(subscription, "cancellation_requested");
        } else this.renew(subscription);
      } finally {
        this.timeOverride = undefined;
      }
    }
  }

  private chargeSucceeds(subscription: StripeObject): boolean {
    const forced = this.forcedOutcomes.get(subscription.id as string);
    if (forced) {
      this.forcedOutcomes.delete(subscription.id as string);
      return forced === "paid";
    }
    return !this.decliningMethods.has(subscription.default_payment_method as string);
  }

  /** The period end has come: next period, its invoice, and the first attempt to collect it. */
  private renew(subscription: StripeObject): void {
    const periodEnd = this.periodEnd(subscription);
    const item = (subscription.items as { data: StripeObject[] }).data[0]!;
    const previous: StripeObject = {
      status: subscription.status,
      items: clone(subscription.items),
      latest_invoice: subscription.latest_invoice,
    };
    item.current_period_start = periodEnd;
    item.current_period_end = periodEnd + PERIOD_SECONDS;
    const invoice = this.newInvoice(subscription, "subscription_cycle", "open", periodEnd);
    subscription.latest_invoice = invoice.id;
    if (this.chargeSucceeds(subscription)) {
      this.payInvoice(invoice, subscription);
      subscription.status = "active";
      this.emit("invoice.paid", invoice);
    } else {
      invoice.next_payment_attempt = this.now() + RETRY_SECONDS;
      subscription.status = "past_due";
      this.emit("invoice.payment_failed", invoice);
    }
    this.emit("customer.subscription.updated", subscription, previous);
  }

  /** A retry of an open renewal invoice (at its next attempt, or after a new card). */
  private attemptRenewal(subscription: StripeObject, invoice: StripeObject): void {
    invoice.attempt_count = (invoice.attempt_count as number) + 1;
    if (this.chargeSucceeds(subscription)) {
      this.payInvoice(invoice, subscription);
      this.emit("invoice.paid", invoice);
      if (subscription.status !== "active") {
        const previous = { status: subscription.status };
        subscription.status = "active";
        this.emit("customer.subscription.updated", subscription, previous);
      }
      return;
    }
    const last = (invoice.attempt_count as number) >= MAX_PAYMENT_ATTEMPTS;
    invoice.next_payment_attempt = last ? null : this.now() + RETRY_SECONDS;
    if (last) invoice.status = "uncollectible";
    this.emit("invoice.payment_failed", invoice);
    if (last) this.endSubscription(subscription, "payment_failed");
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

  /**
   * POST /v1/customers. With `testClock` the customer is on that clock; without, on a clock of
   * its own that runs with real time (named "Local clock of cus_..."), so that each customer's
   * time can be advanced alone (ADR 051).
   * @throws EmulatorApiError 404 for an unknown test clock
   */
  createCustomer(params: {
    email?: string;
    name?: string;
    metadata: Record<string, string>;
    testClock?: string;
  }) {
    const id = newId("cus");
    let clock: EmulatorClock;
    if (params.testClock) {
      clock =
        this.clocks.get(params.testClock) ??
        (() => {
          throw notFound("test_helpers.test_clock", params.testClock!, "test_clock");
        })();
    } else {
      clock = {
        id: newId("clock"),
        name: `Local clock of ${id}`,
        created: realNow(),
        running: true,
        value: this.now() - realNow(),
      };
      this.clocks.set(clock.id, clock);
    }
    const customer: StripeObject = {
      id,
      object: "customer",
      created: this.clockTime(clock),
      email: params.email ?? null,
      name: params.name ?? null,
      invoice_settings: { default_payment_method: null },
      livemode: false,
      metadata: params.metadata,
      test_clock: clock.id,
    };
    this.customers.set(customer.id as string, customer);
    return clone(customer);
  }

  /** GET /v1/customers/:id. @throws EmulatorApiError 404 */
  getCustomer(id: string): StripeObject {
    return copyOf(this.customers, "customer", id);
  }

  /**
   * DELETE /v1/customers/:id: Stripe's deleted-customer answer; later reads of it answer 404, and
   * its subscriptions still running end at once (as Stripe cancels them).
   * @throws EmulatorApiError 404 for an unknown or already deleted customer
   */
  deleteCustomer(id: string): StripeObject {
    copyOf(this.customers, "customer", id);
    for (const subscription of this.subscriptions.values()) {
      if (subscription.customer === id && subscription.status !== "canceled") {
        this.onCustomerClock(id, () =>
          this.endSubscription(subscription, "cancellation_requested"),
        );
      }
    }
    this.customers.delete(id);
    return { id, object: "customer", deleted: true };
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
    const card = checkCard(cardNumber);
    if (!card.ok) return { paid: false, declineMessage: card.message };
    // Stripe's 0341 card attaches but its charges fail: the first payment is declined.
    if (card.declinesLater) return { paid: false, declineMessage: "Your card was declined." };
    let customerId = session.customer as string | null;
    if (!customerId) {
      customerId = this.createCustomer({
        email: (session.customer_email as string | null) ?? undefined,
        metadata: {},
      }).id as string;
    }
    return this.onCustomerClock(customerId, () =>
      this.completeCheckout(session, id, customerId, card.digits),
    );
  }

  private newCardMethod(customerId: string, digits: string): StripeObject {
    const now = this.now();
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
    if (digits === TEST_CARDS.declineLater) this.decliningMethods.add(paymentMethod.id as string);
    return paymentMethod;
  }

  private completeCheckout(
    session: StripeObject,
    id: string,
    customerId: string,
    digits: string,
  ): CheckoutPaymentResult {
    const now = this.now();
    const paymentMethod = this.newCardMethod(customerId, digits);
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
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 1,
      attempted: true,
      billing_reason: billingReason,
      collection_method: "charge_automatically",
      created: this.now(),
      currency: price.currency,
      customer: subscription.customer,
      description: price.nickname ?? null,
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
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
      status: "open",
      status_transitions: { paid_at: null },
      total: amount,
      payments: { object: "list", data: [], has_more: false, url: "/v1/invoice_payments" },
    };
    this.invoices.set(invoice.id as string, invoice);
    if (status === "paid") this.payInvoice(invoice, subscription);
    return invoice;
  }

  /** Charges the subscription's card for an open invoice: charge, PaymentIntent, payment. */
  private payInvoice(invoice: StripeObject, subscription: StripeObject): void {
    const amount = invoice.amount_due as number;
    const currency = invoice.currency as string;
    const paymentIntentId = newId("pi");
    const charge: StripeObject = {
      id: newId("ch"),
      object: "charge",
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      captured: true,
      created: this.now(),
      currency,
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
      currency,
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
      currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: "payment_intent", payment_intent: paymentIntentId },
      status: "paid",
      status_transitions: { canceled_at: null, paid_at: this.now() },
    });
    Object.assign(invoice, {
      amount_paid: amount,
      amount_remaining: 0,
      next_payment_attempt: null,
      status: "paid",
      status_transitions: { paid_at: this.now() },
    });
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
    return this.onCustomerClock(subscription.customer, () =>
      this.applySubscriptionUpdate(subscription, params),
    );
  }

  private applySubscriptionUpdate(
    subscription: StripeObject,
    params: { cancelAtPeriodEnd?: boolean; metadata?: Record<string, string> },
  ): StripeObject {
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
    this.onCustomerClock(subscription.customer, () =>
      this.endSubscription(subscription, "cancellation_requested"),
    );
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
   * Test control: advances the subscription's clock to the end of its current period, which
   * bills the next one (see `advanceTestClock`). With `cancel_at_period_end` the subscription
   * ends instead (customer.subscription.deleted). Otherwise `outcome` decides this one charge
   * whatever the card: "paid" records invoice.paid and customer.subscription.updated (period
   * advanced 30 days, status active); "failed" records invoice.payment_failed and
   * customer.subscription.updated with status past_due (the period still advances, as on
   * Stripe; later retries use the card).
   * @throws EmulatorApiError 404 unknown id, 400 when canceled
   */
  billNextPeriod(id: string, outcome: "paid" | "failed"): StripeObject {
    const subscription = this.subscription(id);
    if (subscription.status === "canceled") {
      throw new EmulatorApiError(400, "invalid_request_error", undefined, "Subscription ended.");
    }
    if (!subscription.cancel_at_period_end) this.forcedOutcomes.set(id, outcome);
    const customer = this.customers.get(subscription.customer as string);
    const clock = this.clocks.get(customer?.test_clock as string);
    const periodEnd = this.periodEnd(subscription);
    if (clock) this.moveClock(clock, periodEnd);
    else {
      this.advanceClockTo(periodEnd);
      this.runDueWork();
    }
    return clone(subscription);
  }

  /** The test clock of a customer (`test_clock`), or undefined. */
  clockOfCustomer(customerId: string): StripeObject | undefined {
    const clockId = this.customers.get(customerId)?.test_clock;
    const clock = typeof clockId === "string" ? this.clocks.get(clockId) : undefined;
    return clock ? this.clockObject(clock) : undefined;
  }

  /**
   * POST /v1/billing_portal/sessions: a Customer Portal session for `customer`.
   * @param portalUrl builds the portal page URL for a session id
   * @throws EmulatorApiError 400 without customer, 404 for an unknown customer
   */
  createPortalSession(
    params: { customer?: string; returnUrl?: string },
    portalUrl: (sessionId: string) => string,
  ): StripeObject {
    if (!params.customer) {
      throw new EmulatorApiError(
        400,
        "invalid_request_error",
        "parameter_missing",
        "Missing required param: customer.",
        "customer",
      );
    }
    if (!this.customers.has(params.customer)) {
      throw notFound("customer", params.customer, "customer");
    }
    const id = newId("bps");
    const session: PortalSession = {
      id,
      customer: params.customer,
      returnUrl: params.returnUrl ?? null,
      created: realNow(),
      url: portalUrl(id),
    };
    this.portalSessions.set(id, session);
    return this.portalSessionObject(session);
  }

  private portalSessionObject(session: PortalSession): StripeObject {
    return {
      id: session.id,
      object: "billing_portal.session",
      configuration: "bpc_local_default",
      created: session.created,
      customer: session.customer,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: session.returnUrl,
      url: session.url,
    };
  }

  /**
   * What the portal page shows for a session: the customer, its subscriptions and invoices
   * (newest first) and its current card.
   * @throws EmulatorApiError 404 for an unknown (or expired: older than a day) session
   */
  describePortal(sessionId: string): {
    session: PortalSession;
    customer: StripeObject;
    subscriptions: StripeObject[];
    invoices: StripeObject[];
    card: { brand: string; last4: string } | null;
  } {
    const session = this.portalSessions.get(sessionId);
    if (!session || realNow() - session.created > 24 * 60 * 60) {
      throw notFound("billing_portal.session", sessionId);
    }
    const customer = clone(this.customers.get(session.customer)!);
    const mine = (object: StripeObject) => object.customer === session.customer;
    const newestFirst = (a: StripeObject, b: StripeObject) =>
      (b.created as number) - (a.created as number);
    const subscriptions = [...this.subscriptions.values()].filter(mine).sort(newestFirst);
    const invoices = [...this.invoices.values()].filter(mine).sort(newestFirst);
    const live = subscriptions.find((s) => s.status !== "canceled") ?? subscriptions[0];
    const methodId =
      (customer.invoice_settings as { default_payment_method: string | null })
        .default_payment_method ?? (live?.default_payment_method as string | undefined);
    const method = methodId ? this.paymentMethods.get(methodId) : undefined;
    const card = method?.card as { brand: string; last4: string } | undefined;
    return {
      session,
      customer,
      subscriptions: subscriptions.map(clone),
      invoices: invoices.map(clone),
      card: card ? { brand: card.brand, last4: card.last4 } : null,
    };
  }

  private portalSubscription(sessionId: string, subscriptionId: string): StripeObject {
    const { session } = this.describePortal(sessionId);
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription || subscription.customer !== session.customer) {
      throw notFound("subscription", subscriptionId);
    }
    return subscription;
  }

  /**
   * The portal's Cancel (at the end of the period, `cancel` true) or Don't cancel (`cancel`
   * false) for one of the session's customer's subscriptions; records
   * customer.subscription.updated.
   * @throws EmulatorApiError 404 for another customer's subscription, 400 when canceled
   */
  portalSetCancel(sessionId: string, subscriptionId: string, cancel: boolean): StripeObject {
    const subscription = this.portalSubscription(sessionId, subscriptionId);
    return this.updateSubscription(subscription.id as string, { cancelAtPeriodEnd: cancel });
  }

  /**
   * The portal's Update card: a new card becomes the customer's default and every live
   * subscription's (customer.subscription.updated); a past_due subscription's open renewal is
   * retried with it at once (invoice.paid and status active, or invoice.payment_failed).
   * @returns ok, or the decline message (nothing changed)
   * @throws EmulatorApiError 404 for an unknown session
   */
  portalUpdateCard(
    sessionId: string,
    cardNumber: string,
  ): { ok: true; last4: string } | { ok: false; message: string } {
    const { session } = this.describePortal(sessionId);
    const card = checkCard(cardNumber);
    if (!card.ok) return { ok: false, message: card.message };
    return this.onCustomerClock(session.customer, () => {
      const customer = this.customers.get(session.customer)!;
      const method = this.newCardMethod(session.customer, card.digits);
      customer.invoice_settings = { default_payment_method: method.id };
      const live = [...this.subscriptions.values()].filter(
        (s) => s.customer === session.customer && s.status !== "canceled",
      );
      for (const subscription of live) {
        const previous = { default_payment_method: subscription.default_payment_method };
        subscription.default_payment_method = method.id;
        this.emit("customer.subscription.updated", subscription, previous);
      }
      for (const subscription of live) {
        const open = this.openRenewal(subscription);
        if (subscription.status === "past_due" && open) this.attemptRenewal(subscription, open);
      }
      return { ok: true as const, last4: card.digits.slice(-4) };
    });
  }

  /** The state as JSON-ready data (`restore` reads it back); events are not kept. */
  toJSON(): StripeObject {
    const entries = (map: Map<string, unknown>) => [...map.entries()];
    return {
      version: STATE_VERSION,
      clockOffsetSeconds: this.clockOffsetSeconds,
      customers: entries(this.customers),
      paymentMethods: entries(this.paymentMethods),
      sessions: entries(this.sessions),
      subscriptionData: entries(this.subscriptionData),
      subscriptions: entries(this.subscriptions),
      invoices: entries(this.invoices),
      paymentIntents: entries(this.paymentIntents),
      charges: entries(this.charges),
      refunds: entries(this.refundObjects),
      clocks: entries(this.clocks),
      portalSessions: entries(this.portalSessions),
      decliningMethods: [...this.decliningMethods],
    };
  }

  /**
   * Replaces the state with one saved by `toJSON` (prices stay those of the constructor).
   * @throws Error for another version or a malformed state
   */
  restore(state: StripeObject): void {
    if (state.version !== STATE_VERSION) {
      throw new Error(`unknown emulator state version ${String(state.version)}`);
    }
    const fill = <T>(map: Map<string, T>, key: string) => {
      const rows = state[key];
      if (!Array.isArray(rows)) throw new Error(`emulator state: ${key} is not a list`);
      map.clear();
      for (const [id, value] of rows as [string, T][]) map.set(id, value);
    };
    fill(this.customers, "customers");
    fill(this.paymentMethods, "paymentMethods");
    fill(this.sessions, "sessions");
    fill(this.subscriptionData, "subscriptionData");
    fill(this.subscriptions, "subscriptions");
    fill(this.invoices, "invoices");
    fill(this.paymentIntents, "paymentIntents");
    fill(this.charges, "charges");
    fill(this.refundObjects, "refunds");
    fill(this.clocks, "clocks");
    fill(this.portalSessions, "portalSessions");
    this.decliningMethods.clear();
    for (const id of (state.decliningMethods as string[] | undefined) ?? []) {
      this.decliningMethods.add(id);
    }
    this.clockOffsetSeconds = Number(state.clockOffsetSeconds) || 0;
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
