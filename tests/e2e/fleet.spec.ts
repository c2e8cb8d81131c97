/**
 * The fleet (issue 29 items 6 and 7, ADR 098): an instance that gets SIGTERM answers /readyz
 * with 503 "draining" while it still serves, so a proxy takes it out before its listener
 * closes; two instances on one PostgreSQL behind a round-robin proxy keep answering when one
 * is killed with `kill -9`, and every write whose answer came back is in the database. The
 * long version is `LOADTEST_INSTANCES=2 LOADTEST_KILL=1 npm run loadtest`.
 */
import { expect, test } from "@playwright/test";
import pg from "pg";
import { createAccountByForm, postForm } from "../support/fault-helpers";
import { KILLED_IN_FLIGHT_HEADER, startBalancer, type Balancer } from "../support/fleet-balancer";
import { freePort, startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import { spawnServer, waitUntilUp, type ServerProcess } from "../support/server-process";

// Each test starts its own servers (migrations, demo data): slow on a busy machine.
test.describe.configure({ timeout: 240_000 });

const servers: ServerProcess[] = [];
let balancer: Balancer | undefined;
test.afterEach(async () => {
  await balancer?.close();
  balancer = undefined;
  for (const server of servers.splice(0)) server.cleanup();
});

/** GET /readyz: its status and JSON `status`, or null when nothing listens. */
async function readyz(baseUrl: string): Promise<{ code: number; status: string } | null> {
  try {
    const response = await fetch(`${baseUrl}/readyz`);
    const body = (await response.json()) as { status: string };
    return { code: response.status, status: body.status };
  } catch {
    return null;
  }
}

test("SIGTERM: /readyz answers 503 draining while the instance still serves, then it exits 0", async () => {
  const server = await spawnServer({ SHUTDOWN_DRAIN_SECONDS: "3", SEED_DEMO: "false" });
  servers.push(server);
  await waitUntilUp(server, 180_000);
  expect(await readyz(server.baseUrl)).toEqual({ code: 200, status: "ok" });

  server.child.kill("SIGTERM");
  // Within the 3 s drain: not ready any more, yet pages are still answered.
  await expect
    .poll(() => readyz(server.baseUrl), { timeout: 2_000, intervals: [50] })
    .toEqual({
      code: 503,
      status: "draining",
    });
  const page = await fetch(`${server.baseUrl}/faq`);
  expect(page.status).toBe(200);
  expect(await server.exited).toBe(0);
});

test.describe("two instances on one PostgreSQL", () => {
  let cluster: PostgresCluster | null = null;
  test.beforeAll(async () => {
    cluster = await startPostgresCluster();
  });
  test.afterAll(() => cluster?.stop());

  test("kill -9 of one: the other keeps answering and every acknowledged write is stored", async () => {
    test.skip(!cluster, "PostgreSQL server binaries are not installed");
    const proxyPort = await freePort();
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    // One after the other: the first applies the migrations and seeds the demo data.
    for (const seed of ["true", "false"]) {
      const server = await spawnServer({
        DATABASE_URL: cluster!.url,
        SEED_DEMO: seed,
        PUBLIC_URL: publicUrl,
        TRUSTED_PROXIES: "loopback",
      });
      servers.push(server);
      await waitUntilUp(server, 180_000);
    }
    const [survivor, victim] = servers as [ServerProcess, ServerProcess];
    const portOf = (server: ServerProcess) => Number(new URL(server.baseUrl).port);
    balancer = await startBalancer(proxyPort, [portOf(survivor), portOf(victim)]);

    const markers = (await (await fetch(`${publicUrl}/lan-centers/markers.json`)).json()) as {
      markers: [string, number, number, number][];
    };
    const centerIds = markers.markers.map(([id]) => id).slice(0, 12);
    expect(centerIds.length).toBeGreaterThan(5);
    const accounts = [];
    for (let i = 0; i < 3; i++) {
      const email = `fleet-${Date.now().toString(36)}-${i}@example.com`;
      const cookie = await createAccountByForm(publicUrl, {
        email,
        password: "Fleet-Pass-2026",
        clientIp: `10.9.0.${i + 1}`,
      });
      accounts.push({ email, cookie });
    }

    // 36 follows (3 accounts × 12 centers), 6 at a time through the proxy; after the first
    // 12 answers the second instance is killed.
    const pairs = accounts.flatMap((account) =>
      centerIds.map((centerId) => ({ account, centerId })),
    );
    const acknowledged = new Set<string>();
    const inFlightOnKilled: string[] = [];
    const other: string[] = [];
    let answers = 0;
    let next = 0;
    const worker = async () => {
      while (next < pairs.length) {
        const { account, centerId } = pairs[next++]!;
        const response = await postForm(
          publicUrl,
          "/follow",
          { kind: "center", id: centerId, follow: "1", returnTo: `/lan-centers/${centerId}` },
          { clientIp: "10.9.1.1", cookie: account.cookie },
        );
        const pair = `${account.email} ${centerId}`;
        if (response.status === 302) acknowledged.add(pair);
        else if (response.headers.get(KILLED_IN_FLIGHT_HEADER) === "1") inFlightOnKilled.push(pair);
        else other.push(`${pair}: ${response.status}`);
        answers += 1;
        if (answers === 12) {
          balancer!.markKilled(portOf(victim));
          victim.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(await victim.exited).toBeNull(); // killed by a signal, not exited

    // Only requests in flight on the killed instance failed; the rest were acknowledged.
    expect(other).toEqual([]);
    expect(acknowledged.size + inFlightOnKilled.length).toBe(pairs.length);
    expect(inFlightOnKilled.length).toBeLessThanOrEqual(6);
    const stats = balancer.stats();
    expect(stats.otherErrors).toBe(0);
    expect(stats.answeredAfterKill).toBeGreaterThan(0);

    // The survivor answers everything now, through the proxy and directly.
    for (const path of ["/", "/lan-centers", `/lan-centers/${centerIds[0]}`]) {
      expect((await fetch(publicUrl + path)).status, path).toBe(200);
    }
    expect(await readyz(survivor.baseUrl)).toEqual({ code: 200, status: "ok" });

    // Every acknowledged follow is in the database.
    const client = new pg.Client({ connectionString: cluster!.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ email: string; center_id: string }>(
        `select u.email, f.center_id from follows f join auth_user u on u.id = f.user_id
         where u.email = any($1)`,
        [accounts.map((account) => account.email)],
      );
      const stored = new Set(rows.map((row) => `${row.email} ${row.center_id}`));
      expect([...acknowledged].filter((pair) => !stored.has(pair))).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
