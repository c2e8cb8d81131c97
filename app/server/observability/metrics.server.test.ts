/**
 * Metrics and request observation (issue 29 item 4, ADR 097): the exposition's series, durations
 * labelled by route pattern (never the raw URL) for Express and stored answers alike, the request
 * id header and log line, and `/metrics` access: a separate port, a bearer token (401 without or
 * with a wrong one), and 404 on the site's port when neither is set.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, test } from "vitest";
import {
  bearerMatches,
  createMetricsHandler,
  createRequestObserver,
  createRouteLabeler,
  startMetricsServer,
  type MetricsAccess,
} from "./http.server";
import { createLogger } from "./logger.server";
import { createMetrics, type Metrics } from "./metrics.server";

const routes = {
  root: { id: "root", path: "", module: {} },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true, module: {} },
  "routes/faq": { id: "routes/faq", parentId: "root", path: "faq", module: {} },
  "routes/lan-centers.$slug": {
    id: "routes/lan-centers.$slug",
    parentId: "root",
    path: "lan-centers/:slug",
    module: {},
  },
};

function fakeMetrics(): Metrics {
  return createMetrics(
    {
      jobs: async () => ({
        depth: [
          { queue: "mail-delivery", state: "created", count: 3 },
          { queue: "mail-delivery", state: "failed", count: 1 },
        ],
        failedAttempts: { "mail-delivery": 2 },
      }),
      mail: async () => ({
        sent: 5,
        failedAttempts: 2,
        failed: 1,
        byStatus: { sent: 5, pending: 1, failed: 1 },
      }),
      pool: () => ({ driver: "postgres", total: 4, idle: 3, waiting: 0 }),
    },
    { defaultMetrics: false },
  );
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("createMetrics", () => {
  test("reports queue depth and failures, mail, the pool and page-cache hits and misses", async () => {
    const metrics = fakeMetrics();
    metrics.pageCacheHit();
    metrics.pageCacheHit();
    metrics.pageCacheMiss();
    const text = await metrics.render();
    expect(text).toContain('lcn_jobs{queue="mail-delivery",state="created"} 3');
    expect(text).toContain('lcn_jobs{queue="mail-delivery",state="failed"} 1');
    expect(text).toContain('lcn_job_failures_total{queue="mail-delivery"} 2');
    expect(text).toContain("lcn_mail_sent_total 5");
    expect(text).toContain("lcn_mail_failed_attempts_total 2");
    expect(text).toContain("lcn_mail_failed_total 1");
    expect(text).toContain('lcn_mail_outbox_messages{status="pending"} 1');
    expect(text).toContain('lcn_db_pool_connections{driver="postgres",state="idle"} 3');
    expect(text).toContain("lcn_page_cache_hits_total 2");
    expect(text).toContain("lcn_page_cache_misses_total 1");
  });

  test("a source that fails leaves its series out and the rest in", async () => {
    const metrics = createMetrics(
      { jobs: () => Promise.reject(new Error("database down")) },
      { defaultMetrics: false },
    );
    const text = await metrics.render();
    expect(text).not.toMatch(/^lcn_jobs\{/m);
    expect(text).toContain("lcn_page_cache_hits_total 0");
  });

  test("default metrics include the process's memory", async () => {
    const text = await createMetrics({}).render();
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
  });
});

describe("createRouteLabeler", () => {
  test("labels by route id, never by the raw URL", () => {
    const label = createRouteLabeler(routes);
    expect(label("/lan-centers/azulejo-arcade?ref=x")).toBe("routes/lan-centers.$slug");
    expect(label("/lan-centers/azulejo-arcade.data")).toBe("routes/lan-centers.$slug.data");
    expect(label("/faq")).toBe("routes/faq");
    expect(label("/")).toBe("routes/_index");
    expect(label("/assets/entry-abc123.js")).toBe("assets");
    expect(label("/healthz")).toBe("healthz");
    expect(label("/no/such/page")).toBe("unmatched");
    expect(label("/nope%ff")).toBe("unmatched");
  });
});

describe("createRequestObserver", () => {
  test("gives each answer a request id, one log line and a duration by route pattern", async () => {
    const metrics = fakeMetrics();
    let logged = "";
    const logger = createLogger({
      destination: new Writable({
        write(chunk: Buffer, _e, callback) {
          logged += chunk.toString();
          callback();
        },
      }),
    });
    const observer = createRequestObserver({ logger, metrics, routes, logRequests: true });
    const base = await listen((req, res) => {
      observer.begin(req, res);
      if (req.url === "/faq") {
        // As the fast-answers front sends a kept answer.
        res.writeHead(200, ["content-type", "text/html", "content-length", "5"]);
        res.end("hello");
        observer.markStored(res);
        return;
      }
      res.statusCode = 404;
      res.end("nope");
    });

    const stored = await fetch(`${base}/faq`);
    expect(stored.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored.text()).toBe("hello");
    const kept = await fetch(`${base}/lan-centers/a?token=secret-token-1`, {
      headers: { "X-Request-Id": "proxy-id-0001" },
    });
    expect(kept.headers.get("x-request-id")).toBe("proxy-id-0001");
    await kept.text();

    await expect.poll(() => logged.trim().split("\n").length).toBe(2);
    const [first, second] = logged
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, never>);
    expect(first).toMatchObject({
      reqId: stored.headers.get("x-request-id"),
      res: { statusCode: 200, contentLength: 5 },
      route: "routes/faq",
      source: "stored",
    });
    expect(second).toMatchObject({
      level: "warn",
      reqId: "proxy-id-0001",
      req: { method: "GET", url: "/lan-centers/a?token=[redacted]" },
      res: { statusCode: 404 },
      route: "routes/lan-centers.$slug",
      source: "app",
    });
    expect(logged).not.toContain("secret-token-1");

    const text = await metrics.render();
    expect(text).toMatch(
      /lcn_http_request_duration_seconds_count\{method="GET",route="routes\/faq",status="200",source="stored"\} 1/,
    );
    expect(text).toMatch(
      /lcn_http_request_duration_seconds_count\{method="GET",route="routes\/lan-centers.\$slug",status="404",source="app"\} 1/,
    );
    expect(text).not.toContain("/lan-centers/a");
  });
});

describe("/metrics access", () => {
  const TOKEN = "metrics-token-0123456789";
  async function site(access: MetricsAccess) {
    const handle = createMetricsHandler(fakeMetrics(), access, true);
    return listen((req, res) => {
      if (handle(req, res)) return;
      res.statusCode = 404; // the app's own 404 page
      res.end("Page not found");
    });
  }

  test("with neither METRICS_PORT nor METRICS_TOKEN, /metrics is the site's 404", async () => {
    const base = await site({ port: null, token: null });
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Page not found");
  });

  test("METRICS_TOKEN: 401 without a token and with a wrong one, the metrics with it", async () => {
    const base = await site({ port: null, token: TOKEN });
    const without = await fetch(`${base}/metrics`);
    expect(without.status).toBe(401);
    expect(without.headers.get("www-authenticate")).toContain("Bearer");
    const wrong = await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
    const longer = await fetch(`${base}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}x` },
    });
    expect(longer.status).toBe(401);
    const right = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.headers.get("content-type")).toContain("text/plain");
    expect(await right.text()).toContain("lcn_mail_sent_total 5");
    // Other paths are the app's.
    expect((await fetch(`${base}/faq`)).status).toBe(404);
  });

  test("METRICS_PORT: served on its own port only; the site's /metrics is 404", async () => {
    const metrics = fakeMetrics();
    const server = await startMetricsServer(metrics, { port: null, token: null });
    servers.push(server);
    const port = (server.address() as AddressInfo).port;
    const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('lcn_jobs{queue="mail-delivery",state="created"} 3');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    const base = await site({ port, token: null });
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
  });

  test("METRICS_PORT with METRICS_TOKEN: the port asks for the token too", async () => {
    const server = await startMetricsServer(fakeMetrics(), { port: null, token: TOKEN });
    servers.push(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const right = await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
  });

  test("bearerMatches compares the whole token", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches("Bearer ", TOKEN)).toBe(false);
  });
});
