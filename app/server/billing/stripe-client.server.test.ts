import { describe, expect, it } from "vitest";
import { ConfigError } from "../config.server";
import { findPlanById, findPlanByPriceId } from "./plans.server";
import { startStripeEmulator } from "../local/stripe-emulator.server";
import { startStripeBilling } from "./stripe-client.server";
import { parseStripeParams } from "./stripe-form.server";

const stripeConfig = (overrides: Record<string, string | undefined> = {}) => ({
  secretKey: undefined,
  webhookSecret: undefined,
  priceVerified: undefined,
  priceSubscription: undefined,
  ...overrides,
});

describe("startStripeBilling", () => {
  it("refuses the emulator in production mode", async () => {
    await expect(
      startStripeBilling({ production: true, stripe: stripeConfig() }, "http://x/hook"),
    ).rejects.toThrow(ConfigError);
  });

  it("requires the webhook secret and both prices with a real key", async () => {
    await expect(
      startStripeBilling(
        { production: false, stripe: stripeConfig({ secretKey: "sk_test_1", priceVerified: "p" }) },
        "http://x/hook",
      ),
    ).rejects.toThrow(
      "Invalid configuration: STRIPE_SECRET_KEY requires STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_SUBSCRIPTION to be set.",
    );
  });

  it("uses the configured prices with a real key and starts nothing", async () => {
    const billing = await startStripeBilling(
      {
        production: true,
        stripe: stripeConfig({
          secretKey: "sk_live_1",
          webhookSecret: "whsec_1",
          priceVerified: "price_v",
          priceSubscription: "price_s",
        }),
      },
      "http://x/hook",
    );
    expect(billing.mode).toBe("stripe");
    expect(billing.emulator).toBeUndefined();
    expect(billing.webhookSecret).toBe("whsec_1");
    expect(findPlanByPriceId(billing.plans, "price_s")).toMatchObject({
      id: "subscription",
      name: "LAN Center Subscription",
      amountCents: 5000,
      mostPopular: true,
    });
    expect(findPlanById(billing.plans, "verified")).toMatchObject({
      name: "Verified Listing",
      amountCents: 1000,
      priceId: "price_v",
    });
  });

  it("starts the emulator in local mode without a key; the SDK reaches it", async () => {
    const billing = await startStripeBilling(
      { production: false, stripe: stripeConfig() },
      "http://127.0.0.1:9/api/stripe/webhook",
      startStripeEmulator,
    );
    try {
      expect(billing.mode).toBe("emulator");
      expect(billing.plans.map((plan) => plan.priceId)).toEqual([
        "price_local_verified",
        "price_local_subscription",
      ]);
      const customer = await billing.stripe.customers.create({ email: "a@example.com" });
      expect(customer.id).toMatch(/^cus_/);
      expect(billing.webhookSecret).toBe(billing.emulator!.webhookSecret);
    } finally {
      await billing.close();
    }
    await expect(fetch(`${billing.emulator!.url}/v1/customers`)).rejects.toThrow();
  });
});

describe("parseStripeParams", () => {
  it("decodes stripe-node's bracketed form encoding", () => {
    expect(
      parseStripeParams(
        "mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&metadata[location_id]=a%20b&expand[0]=x&expand[1]=y.z&subscription_data[metadata][k]=v",
      ),
    ).toEqual({
      mode: "subscription",
      line_items: [{ price: "price_1", quantity: "1" }],
      metadata: { location_id: "a b" },
      expand: ["x", "y.z"],
      subscription_data: { metadata: { k: "v" } },
    });
    expect(parseStripeParams("expand[]=a&expand[]=b")).toEqual({ expand: ["a", "b"] });
  });
});
