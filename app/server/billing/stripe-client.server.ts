/**
 * Builds the Stripe SDK client the site uses (docs/architecture.md "Payments", "Modes"): with
 * `STRIPE_SECRET_KEY` the real Stripe API; without it, in local mode only, a local Stripe API
 * that the runtime starts (app/server/local/'s emulator) and this module points the same SDK at
 * through its `host`/`port`/`protocol` options. Production mode without a key is refused.
 */
import Stripe from "stripe";
import { ConfigError, type AppConfig } from "../config.server";
import {
  buildBillingPlans,
  EMULATOR_PRICE_IDS,
  localStripePrices,
  type BillingPlan,
} from "./plans.server";

/** A local stand-in for Stripe's API on 127.0.0.1 (local mode only): where and with which keys. */
export interface LocalStripeApi {
  /** Base URL, e.g. `http://127.0.0.1:43121`. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** The API key the SDK must send. */
  readonly secretKey: string;
  /** The webhook signing secret (`whsec_...`). */
  readonly webhookSecret: string;
  /** Stops it. */
  close(): Promise<void>;
}

/**
 * Starts a local Stripe API selling `prices` (monthly, integer cents) and POSTing signed
 * webhooks to `webhookTarget`. The runtime passes one in local mode (the emulator).
 */
export type StartLocalStripe = (options: {
  prices: { id: string; productName: string; unitAmount: number; currency: string }[];
  webhookTarget: string;
  /** The signing secret to use (`STRIPE_WEBHOOK_SECRET`); generated when undefined. */
  webhookSecret: string | undefined;
}) => Promise<LocalStripeApi>;

/** Everything billing code needs from Stripe: the client, webhook secret and priced plans. */
export interface StripeBilling {
  /** "stripe" with real keys, "emulator" for the local stand-in. */
  mode: "stripe" | "emulator";
  stripe: Stripe;
  /** Secret that webhook signatures are verified with (`whsec_...`). */
  webhookSecret: string;
  /** The two plans with the Stripe price ids of this mode. */
  plans: BillingPlan[];
  /** The running local Stripe API in emulator mode, else undefined. */
  emulator: LocalStripeApi | undefined;
  /** Stops the emulator when one was started; resolves at once otherwise. */
  close(): Promise<void>;
}

/** Where the SDK sends requests when it is not api.stripe.com (the emulator, or a test port). */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: "http" | "https";
}

/**
 * Creates a Stripe SDK client.
 * @param secretKey the API key (`sk_live_...`, `sk_test_...` or the emulator's key)
 * @param endpoint another API host, e.g. the emulator; omitted: api.stripe.com
 * @param options.maxNetworkRetries automatic retries with idempotency keys (default 1)
 * @param options.timeoutMs request timeout in milliseconds (default 20 000)
 */
export function createStripeClient(
  secretKey: string,
  endpoint?: StripeEndpoint,
  options: { maxNetworkRetries?: number; timeoutMs?: number } = {},
): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: "lan-center-network" },
    ...(endpoint ?? {}),
  });
}

/**
 * Creates the billing dependencies for a configuration: the real Stripe client, or (local
 * mode without `STRIPE_SECRET_KEY`) a freshly started emulator sending its webhooks to
 * `webhookUrl`.
 * @param webhookUrl where the emulator POSTs webhooks, e.g.
 *   `http://127.0.0.1:3000/api/stripe/webhook` (ignored with real keys: set it in Stripe)
 * @throws ConfigError in production without `STRIPE_SECRET_KEY`, or when a key is set without
 *   `STRIPE_WEBHOOK_SECRET`, `STRIPE_PRICE_VERIFIED` and `STRIPE_PRICE_SUBSCRIPTION`
 */
export async function startStripeBilling(
  config: Pick<AppConfig, "production" | "stripe">,
  webhookUrl: string,
  startLocalStripe?: StartLocalStripe,
): Promise<StripeBilling> {
  const { secretKey, webhookSecret, priceVerified, priceSubscription } = config.stripe;
  if (secretKey) {
    const missing = [
      ["STRIPE_WEBHOOK_SECRET", webhookSecret],
      ["STRIPE_PRICE_VERIFIED", priceVerified],
      ["STRIPE_PRICE_SUBSCRIPTION", priceSubscription],
    ]
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length > 0 || !webhookSecret || !priceVerified || !priceSubscription) {
      throw new ConfigError(
        `Invalid configuration: STRIPE_SECRET_KEY requires ${missing.join(", ")} to be set.`,
      );
    }
    return {
      mode: "stripe",
      stripe: createStripeClient(secretKey),
      webhookSecret,
      plans: buildBillingPlans({ verified: priceVerified, subscription: priceSubscription }),
      emulator: undefined,
      close: () => Promise.resolve(),
    };
  }
  if (config.production) {
    throw new ConfigError(
      "Invalid configuration: APP_ENV=production requires STRIPE_SECRET_KEY (the Stripe emulator is for local mode only).",
    );
  }
  if (!startLocalStripe) {
    throw new ConfigError("Invalid configuration: STRIPE_SECRET_KEY is required.");
  }
  const plans = buildBillingPlans(EMULATOR_PRICE_IDS);
  const emulator = await startLocalStripe({
    prices: localStripePrices(plans),
    webhookTarget: webhookUrl,
    webhookSecret,
  });
  return {
    mode: "emulator",
    stripe: createStripeClient(emulator.secretKey, {
      host: emulator.host,
      port: emulator.port,
      protocol: "http",
    }),
    webhookSecret: emulator.webhookSecret,
    plans,
    emulator,
    close: () => emulator.close(),
  };
}

/** Where Stripe Checkout pages are served with real keys. */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/** Where Stripe Customer Portal pages are served with real keys ('Manage billing'). */
export const STRIPE_PORTAL_ORIGIN = "https://billing.stripe.com";

/**
 * Origins the browser is redirected to after the /payment and /billing-portal form POSTs, for
 * the CSP `form-action` directive (Chromium applies it to the redirect target too): the
 * emulator's own origin in emulator mode, `https://checkout.stripe.com` and
 * `https://billing.stripe.com` with real keys.
 */
export function checkoutFormOrigins(billing: Pick<StripeBilling, "mode" | "emulator">): string[] {
  return billing.mode === "emulator" && billing.emulator
    ? [new URL(billing.emulator.url).origin]
    : [STRIPE_CHECKOUT_ORIGIN, STRIPE_PORTAL_ORIGIN];
}
