import { expect, test } from "@playwright/test";

test.describe("POST /api/stripe/webhook", () => {
  test("refuses an unsigned or badly signed event with 400", async ({ request }) => {
    const body = JSON.stringify({ id: "evt_1", object: "event", type: "invoice.paid" });
    const unsigned = await request.post("/api/stripe/webhook", {
      data: body,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.status()).toBe(400);
    expect(await unsigned.json()).toEqual({ received: false, error: "Invalid signature" });
    const forged = await request.post("/api/stripe/webhook", {
      data: body,
      headers: {
        "content-type": "application/json",
        "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`,
      },
    });
    expect(forged.status()).toBe(400);
  });

  test("answers 405 to other methods", async ({ request }) => {
    const response = await request.get("/api/stripe/webhook");
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toBe("POST");
  });
});
