/**
 * Local Stripe emulator (docs/architecture.md "Modes"): an HTTP server
 * on 127.0.0.1 that speaks the subset of Stripe's REST API this site calls, so the official
 * `stripe` SDK works against it through its `host`/`port`/`protocol` options. Form-encoded
 * requests, JSON responses in Stripe's object shapes and error format, idempotency keys, a hosted
 * checkout page with test cards, and signed webhooks (`Stripe-Signature`, made by
 * `stripe.webhooks.generateTestHeaderString`) sent in order to the configured endpoint.
 * State lives in memory and, with `statePath`, in a JSON file saved after every change and read
 * at start (ADR 051). Used only in local mode without `STRIPE_SECRET_KEY`; never in production.
 *
 * Endpoints: POST/GET /v1/customers[/:id] (`test_clock`), DELETE /v1/customers/:id; POST/GET /v1/checkout/sessions[/:id];
 * POST /v1/checkout/sessions/:id/expire; GET/POST/DELETE /v1/subscriptions/:id;
 * GET /v1/payment_methods/:id; GET /v1/invoices/:id (with its `payments`);
 * GET /v1/payment_intents/:id; GET /v1/charges/:id; POST /v1/refunds;
 * POST /v1/billing_portal/sessions; POST/GET /v1/test_helpers/test_clocks[/:id];
 * POST /v1/test_helpers/test_clocks/:id/advance;
 * GET/POST /checkout/:sessionId (the hosted page); GET /portal/:sessionId and
 * POST /portal/:sessionId/{card,cancel,renew} (the Customer Portal page).
 */
import { reasonOf } from "../errors/app-error";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import http from "node:http";
import { dirname } from "node:path";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { renderCheckoutPage } from "./stripe-emulator-page.server";
import { renderPortalPage, type PortalNotice } from "./stripe-emulator-portal.server";
import {
  EmulatorApiError,
  StripeEmulatorStore,
  type EmulatorPrice,
  type StripeObject,
} from "./stripe-emulator-store.server";
import { listParam, mapParam, parseStripeParams, stringParam } from "../billing/stripe-form.server";

/** Receives one signed webhook; resolves with the HTTP status the endpoint answered. */
export type WebhookReceiver = (payload: string, signature: string) => Promise<number>;

/** Where webhooks go: an endpoint URL (POSTed like Stripe does) or a function (tests). */
export type WebhookTarget = string | WebhookReceiver;

/** Outcome of one webhook delivery attempt. */
export interface WebhookDelivery {
  eventId: string;
  type: string;
  /** HTTP status answered, or 0 when the endpoint could not be reached. */
  status: number;
}

/** Options of `startStripeEmulator`. */
export interface StripeEmulatorOptions {
  /** The prices Checkout may sell (monthly, integer cents). */
  prices: readonly EmulatorPrice[];
  /** Webhook endpoint; undefined records events without sending them. */
  webhookTarget?: WebhookTarget;
  /** Signing secret (`whsec_...`); generated when omitted. */
  webhookSecret?: string;
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Milliseconds to wait for one webhook response (default 10 000). */
  webhookTimeoutMs?: number;
  /**
   * A JSON file keeping the state across restarts: read at start when it exists, written
   * after every change. Undefined: memory only.
   */
  statePath?: string;
}

/** A running emulator: its address and keys, test controls, and `close`. */
export interface StripeEmulator {
  /** Base URL, e.g. `http://127.0.0.1:43121`. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** The API key the SDK must send (`sk_test_...`); other keys get 401. */
  readonly secretKey: string;
  /** The webhook signing secret (`whsec_...`). */
  readonly webhookSecret: string;
  /** The in-memory state (events, objects) for tests. */
  readonly store: StripeEmulatorStore;
  /** Every webhook delivery attempt, in order. */
  readonly deliveries: readonly WebhookDelivery[];
  /** Changes (or with undefined, stops) webhook delivery. */
  setWebhookTarget(target: WebhookTarget | undefined): void;
  /** Resolves when every queued webhook has been delivered (or has failed). */
  idle(): Promise<void>;
  /**
   * Pays a Checkout Session as the hosted page does; webhooks are queued.
   * @param cardNumber e.g. "4242 4242 4242 4242" (success) or "4000 0000 0000 0002" (decline)
   */
  payCheckoutSession: StripeEmulatorStore["payCheckoutSession"];
  /** Test control: bills the next period successfully (invoice.paid, subscription.updated). */
  renewSubscription(subscriptionId: string): StripeObject;
  /** Test control: the next period's payment fails (invoice.payment_failed, past_due). */
  failNextPayment(subscriptionId: string): StripeObject;
  /** Writes the state to `statePath` now (it is also written after every change). */
  save(): void;
  /** The JSON payload and `Stripe-Signature` header Stripe would send for an event. */
  signEvent(event: StripeObject): { payload: string; signature: string };
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new EmulatorApiError(413, "invalid_request_error", undefined, "Body too large."));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/**
 * Starts the emulator on 127.0.0.1.
 * @returns the running emulator once it listens
 * @throws the listen error (e.g. EADDRINUSE for a fixed port)
 */
export async function startStripeEmulator(options: StripeEmulatorOptions): Promise<StripeEmulator> {
  const secretKey = `sk_test_emulator_${randomBytes(12).toString("hex")}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString("hex")}`;
  const timeoutMs = options.webhookTimeoutMs ?? 10_000;
  let target = options.webhookTarget;
  let queue: Promise<void> = Promise.resolve();
  const deliveries: WebhookDelivery[] = [];

  const signEvent = (event: StripeObject) => {
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return { payload, signature };
  };

  const deliver = async (event: StripeObject) => {
    const current = target;
    if (!current) return;
    const { payload, signature } = signEvent(event);
    let status = 0;
    try {
      if (typeof current === "string") {
        const response = await fetch(current, {
          method: "POST",
          headers: {
            "content-type": "application/json; charset=utf-8",
            "stripe-signature": signature,
            "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
          body: payload,
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.arrayBuffer();
        status = response.status;
      } else {
        status = await current(payload, signature);
      }
    } catch (error) {
      console.error(
        `stripe emulator: webhook ${String(event.type)} not delivered: ${reasonOf(error)}`,
      );
    }
    deliveries.push({ eventId: event.id as string, type: event.type as string, status });
  };

  const store = new StripeEmulatorStore(options.prices, (event) => {
    queue = queue.then(() => deliver(event));
  });
  const statePath = options.statePath;
  if (statePath && existsSync(statePath)) {
    store.restore(JSON.parse(readFileSync(statePath, "utf8")) as StripeObject);
  }
  const save = () => {
    if (!statePath) return;
    mkdirSync(dirname(statePath), { recursive: true });
    const temporary = `${statePath}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(store), { mode: 0o600 });
    renameSync(temporary, statePath);
  };
  /**
   * Bills what fell due (clocks running with real time), then saves when anything changed.
   * Run before each request, not at start: the site's webhook endpoint is not listening yet
   * while the runtime starts, and the emulator does not retry deliveries.
   */
  const catchUp = () => {
    const before = store.events.length;
    store.runDueWork();
    if (store.events.length !== before) save();
  };

  let baseUrl = "";
  const hostedPageUrl = (sessionId: string) =>
    `${baseUrl}/checkout/${encodeURIComponent(sessionId)}`;
  const portalPageUrl = (sessionId: string) => `${baseUrl}/portal/${encodeURIComponent(sessionId)}`;

  const idle = async () => {
    let seen: Promise<void> | undefined;
    while (seen !== queue) {
      seen = queue;
      await seen;
    }
  };

  const idempotent = new Map<string, { path: string; status: number; body: StripeObject }>();

  const handleApi = (
    method: string,
    path: string,
    params: ReturnType<typeof parseStripeParams>,
  ): StripeObject => {
    const expand = listParam(params, "expand");
    const segments = path.split("/").filter(Boolean).map(decodeURIComponent);
    const [, resource, ...rest] = segments;
    if (resource === "customers") {
      if (method === "POST" && rest.length === 0) {
        return store.createCustomer({
          email: stringParam(params, "email"),
          name: stringParam(params, "name"),
          metadata: mapParam(params, "metadata"),
          testClock: stringParam(params, "test_clock"),
        });
      }
      if (method === "GET" && rest.length === 1) {
        return store.expand(store.getCustomer(rest[0]!), expand);
      }
      if (method === "DELETE" && rest.length === 1) return store.deleteCustomer(rest[0]!);
    }
    if (resource === "checkout" && rest[0] === "sessions") {
      if (method === "POST" && rest.length === 1) {
        const lineItems = Array.isArray(params.line_items) ? params.line_items : [];
        const subscriptionData = params.subscription_data;
        return store.expand(
          store.createCheckoutSession(
            {
              mode: stringParam(params, "mode"),
              customer: stringParam(params, "customer"),
              customerEmail: stringParam(params, "customer_email"),
              clientReferenceId: stringParam(params, "client_reference_id"),
              lineItems: lineItems.map((item) =>
                typeof item === "object" && !Array.isArray(item)
                  ? {
                      price: stringParam(item, "price"),
                      quantity: stringParam(item, "quantity"),
                    }
                  : {},
              ),
              metadata: mapParam(params, "metadata"),
              subscriptionMetadata:
                typeof subscriptionData === "object" && !Array.isArray(subscriptionData)
                  ? mapParam(subscriptionData, "metadata")
                  : {},
              successUrl: stringParam(params, "success_url"),
              cancelUrl: stringParam(params, "cancel_url"),
            },
            hostedPageUrl,
          ),
          expand,
        );
      }
      if (method === "GET" && rest.length === 2) {
        return store.expand(store.getCheckoutSession(rest[1]!), expand);
      }
      if (method === "POST" && rest.length === 3 && rest[2] === "expire") {
        return store.expand(store.expireCheckoutSession(rest[1]!), expand);
      }
    }
    if (resource === "subscriptions" && rest.length === 1) {
      const id = rest[0]!;
      if (method === "GET") return store.expand(store.getSubscription(id), expand);
      if (method === "POST") {
        const flag = stringParam(params, "cancel_at_period_end");
        const metadata = params.metadata === undefined ? undefined : mapParam(params, "metadata");
        return store.expand(
          store.updateSubscription(id, {
            cancelAtPeriodEnd: flag === undefined ? undefined : flag === "true",
            metadata,
          }),
          expand,
        );
      }
      if (method === "DELETE") return store.expand(store.cancelSubscription(id), expand);
    }
    if (resource === "payment_methods" && rest.length === 1 && method === "GET") {
      return store.expand(store.getPaymentMethod(rest[0]!), expand);
    }
    if (resource === "invoices" && rest.length === 1 && method === "GET") {
      return store.expand(store.getInvoice(rest[0]!), expand);
    }
    if (resource === "payment_intents" && rest.length === 1 && method === "GET") {
      return store.expand(store.getPaymentIntent(rest[0]!), expand);
    }
    if (resource === "charges" && rest.length === 1 && method === "GET") {
      return store.expand(store.getCharge(rest[0]!), expand);
    }
    if (resource === "billing_portal" && rest[0] === "sessions" && rest.length === 1) {
      if (method === "POST") {
        return store.createPortalSession(
          {
            customer: stringParam(params, "customer"),
            returnUrl: stringParam(params, "return_url"),
          },
          portalPageUrl,
        );
      }
    }
    if (resource === "test_helpers" && rest[0] === "test_clocks") {
      if (method === "POST" && rest.length === 1) {
        return store.createTestClock({
          frozenTime: stringParam(params, "frozen_time"),
          name: stringParam(params, "name"),
        });
      }
      if (method === "GET" && rest.length === 2) return store.getTestClock(rest[1]!);
      if (method === "POST" && rest.length === 3 && rest[2] === "advance") {
        return store.advanceTestClock(rest[1]!, { frozenTime: stringParam(params, "frozen_time") });
      }
    }
    if (resource === "refunds" && rest.length === 0 && method === "POST") {
      return store.expand(
        store.createRefund({
          charge: stringParam(params, "charge"),
          paymentIntent: stringParam(params, "payment_intent"),
          amount: stringParam(params, "amount"),
          reason: stringParam(params, "reason"),
          metadata: mapParam(params, "metadata"),
        }),
        expand,
      );
    }
    throw new EmulatorApiError(
      404,
      "invalid_request_error",
      undefined,
      `Unrecognized request URL (${method}: ${path}). The local Stripe emulator implements only the endpoints this site calls.`,
    );
  };

  const sendJson = (response: http.ServerResponse, status: number, body: StripeObject) => {
    response.writeHead(status, {
      "content-type": "application/json",
      "request-id": `req_${randomBytes(8).toString("hex")}`,
      "stripe-version": Stripe.API_VERSION,
      "cache-control": "no-store",
    });
    response.end(JSON.stringify(body));
  };

  const sendHtml = (response: http.ServerResponse, status: number, html: string) => {
    response.writeHead(status, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
    });
    response.end(html);
  };

  const handleHostedPage = async (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    sessionId: string,
  ) => {
    const { session, price, email } = store.describeCheckoutSession(sessionId);
    const model = {
      sessionId,
      price,
      email,
      cancelUrl: session.cancel_url as string | null,
    };
    if (session.status !== "open") {
      sendHtml(
        response,
        200,
        renderCheckoutPage({
          ...model,
          closedMessage:
            session.status === "complete"
              ? "This checkout session is already paid."
              : "This checkout session has expired.",
          continueUrl: session.status === "complete" ? (session.success_url as string) : null,
        }),
      );
      return;
    }
    if (request.method === "GET") {
      sendHtml(response, 200, renderCheckoutPage(model));
      return;
    }
    const form = new URLSearchParams(await readBody(request));
    const cardNumber = form.get("card_number") ?? "";
    const result = store.payCheckoutSession(sessionId, cardNumber);
    if (!result.paid) {
      sendHtml(
        response,
        402,
        renderCheckoutPage({ ...model, errorMessage: result.declineMessage, cardNumber }),
      );
      return;
    }
    // Like Stripe, the webhooks go out around the redirect; waiting here makes local runs
    // deterministic (the site already knows about the payment when /success loads).
    await idle();
    response.writeHead(303, { location: result.session.success_url as string });
    response.end();
  };

  const handlePortalPage = async (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    sessionId: string,
    action: string | undefined,
    query: URLSearchParams,
  ) => {
    const pageUrl = portalPageUrl(sessionId);
    const render = (status: number, notice?: PortalNotice) =>
      sendHtml(
        response,
        status,
        renderPortalPage({
          sessionId,
          portal: store.describePortal(sessionId),
          notice,
        }),
      );
    if (request.method === "GET") {
      store.describePortal(sessionId);
      const done = query.get("done");
      const notices: Record<string, PortalNotice> = {
        card: { tone: "success", text: "Your card was updated." },
        cancel: {
          tone: "success",
          text: "Your subscription will be canceled at the end of the billing period.",
        },
        renew: { tone: "success", text: "Your subscription will renew." },
      };
      render(200, done ? notices[done] : undefined);
      return;
    }
    const form = new URLSearchParams(await readBody(request));
    if (action === "card") {
      const result = store.portalUpdateCard(sessionId, form.get("card_number") ?? "");
      if (!result.ok) {
        render(402, {
          tone: "error",
          text: result.message,
          cardNumber: form.get("card_number") ?? "",
        });
        return;
      }
    } else if (action === "cancel" || action === "renew") {
      store.portalSetCancel(sessionId, form.get("subscription") ?? "", action === "cancel");
    } else {
      throw new EmulatorApiError(404, "invalid_request_error", undefined, "Not found.");
    }
    save();
    // As on the checkout page: the site has the webhooks before the owner returns to it.
    await idle();
    response.writeHead(303, { location: `${pageUrl}?done=${action}` });
    response.end();
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const method = (request.method ?? "GET").toUpperCase();
      try {
        catchUp();
        const page = /^\/checkout\/([^/]+)$/.exec(url.pathname);
        if (page && (method === "GET" || method === "POST")) {
          await handleHostedPage(request, response, decodeURIComponent(page[1]!));
          if (method === "POST") save();
          return;
        }
        const portal = /^\/portal\/([^/]+)(?:\/(card|cancel|renew))?$/.exec(url.pathname);
        if (portal && (method === "GET" ? !portal[2] : method === "POST" && portal[2])) {
          await handlePortalPage(
            request,
            response,
            decodeURIComponent(portal[1]!),
            portal[2],
            url.searchParams,
          );
          return;
        }
        if (!url.pathname.startsWith("/v1/")) {
          throw new EmulatorApiError(404, "invalid_request_error", undefined, "Not found.");
        }
        if (request.headers.authorization !== `Bearer ${secretKey}`) {
          throw new EmulatorApiError(
            401,
            "authentication_error",
            undefined,
            "Invalid API Key provided to the local Stripe emulator.",
          );
        }
        const body = await readBody(request);
        const params = parseStripeParams(method === "GET" ? url.search.slice(1) : body);
        const key = request.headers["idempotency-key"];
        if (method === "POST" && typeof key === "string") {
          const cached = idempotent.get(key);
          if (cached) {
            if (cached.path !== url.pathname) {
              throw new EmulatorApiError(
                400,
                "invalid_request_error",
                "idempotency_key_in_use",
                "Keys for idempotent requests can only be used for the same endpoint.",
              );
            }
            sendJson(response, cached.status, cached.body);
            return;
          }
          try {
            const result = handleApi(method, url.pathname, params);
            save();
            if (url.pathname.includes("/test_clocks/")) await idle();
            idempotent.set(key, { path: url.pathname, status: 200, body: result });
            sendJson(response, 200, result);
          } catch (error) {
            if (error instanceof EmulatorApiError && error.status < 500) {
              idempotent.set(key, {
                path: url.pathname,
                status: error.status,
                body: error.toBody(),
              });
            }
            throw error;
          }
          return;
        }
        const result = handleApi(method, url.pathname, params);
        if (method !== "GET") save();
        // Advancing a clock answers once its webhooks were delivered (deterministic local runs).
        if (url.pathname.includes("/test_clocks/")) await idle();
        sendJson(response, 200, result);
      } catch (error) {
        const apiError =
          error instanceof EmulatorApiError
            ? error
            : new EmulatorApiError(500, "api_error", undefined, "Emulator error.");
        if (!(error instanceof EmulatorApiError)) console.error(error);
        if (!response.headersSent) sendJson(response, apiError.status, apiError.toBody());
        else response.end();
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    host: "127.0.0.1",
    port,
    secretKey,
    webhookSecret,
    store,
    deliveries,
    setWebhookTarget: (next) => {
      target = next;
    },
    idle,
    payCheckoutSession: (id, cardNumber) => {
      const result = store.payCheckoutSession(id, cardNumber);
      save();
      return result;
    },
    renewSubscription: (id) => {
      const result = store.billNextPeriod(id, "paid");
      save();
      return result;
    },
    failNextPayment: (id) => {
      const result = store.billNextPeriod(id, "failed");
      save();
      return result;
    },
    save,
    signEvent,
    close: async () => {
      await idle();
      save();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
