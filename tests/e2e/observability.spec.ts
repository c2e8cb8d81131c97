/**
 * Request ids and /metrics on the browser tests' server (issue 29 item 4, ADR 097): every answer
 * (Express and the stored-answer front alike) carries `X-Request-Id`, a sane incoming id is kept,
 * a failed page shows the id as its reference, and /metrics is 404 on the site's port when
 * neither METRICS_PORT nor METRICS_TOKEN is set. The log itself is checked for secrets after the
 * whole run (tests/support/log-secrets.teardown.ts).
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { serverLogPath } from "../support/log-secrets";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The server's JSON log lines for one request id. */
function linesOf(port: number, requestId: string): Record<string, unknown>[] {
  return readFileSync(serverLogPath(port), "utf8")
    .split("\n")
    .filter((line) => line.includes(requestId))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test("every answer carries a request id; a sane incoming one is kept", async ({ request }) => {
  const page = await request.get("/faq");
  expect(page.headers()["x-request-id"]).toMatch(UUID);
  // The second anonymous request is a kept answer sent by the front (ADR 091).
  const kept = await request.get("/faq");
  expect(kept.headers()["x-request-id"]).toMatch(UUID);
  expect(kept.headers()["x-request-id"]).not.toBe(page.headers()["x-request-id"]);
  const proxied = await request.get("/faq", { headers: { "X-Request-Id": "proxy-4404-abcdef" } });
  expect(proxied.headers()["x-request-id"]).toBe("proxy-4404-abcdef");
  const hostile = await request.get("/faq", { headers: { "X-Request-Id": "<script>x</script>" } });
  expect(hostile.headers()["x-request-id"]).toMatch(UUID);
});

test("a failed page shows its request id as the reference, and the log has it", async ({
  page,
  baseURL,
}) => {
  const response = await page.goto("/dev/fail");
  expect(response?.status()).toBe(500);
  const requestId = response!.headers()["x-request-id"]!;
  expect(requestId).toMatch(UUID);
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText(`Reference: ${requestId}`)).toBeVisible();
  const port = Number(new URL(baseURL!).port);
  await expect.poll(() => linesOf(port, requestId).length).toBeGreaterThanOrEqual(2);
  const lines = linesOf(port, requestId);
  expect(lines.some((line) => String(line.msg).includes("Deliberate failure of /dev/fail"))).toBe(
    true,
  );
  expect(lines).toContainEqual(
    expect.objectContaining({
      reqId: requestId,
      route: "routes/dev.fail",
      res: { statusCode: 500 },
    }),
  );
});

test("/metrics is not served on the site's port without METRICS_PORT or METRICS_TOKEN", async ({
  request,
}) => {
  const response = await request.get("/metrics");
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("lcn_http_request_duration_seconds");
});
