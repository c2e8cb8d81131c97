/**
 * The production fleet as written down (issue 29 item 6, ADR 098): containers cannot run here,
 * so this reads compose.yaml, deploy/Caddyfile, deploy/production.env.example and
 * docs/deploy.md and checks them against the configuration schema (config.server.ts) itself,
 * not against a list kept here: a variable another change adds to the schema is checked too.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS } from "./http/keep-alive.server";
import { parse } from "yaml";
import { CONFIG_VARIABLES, parseConfig, REQUIRED_IN_PRODUCTION } from "./config.server";
import { JOB_QUEUE_CONNECTIONS } from "./jobs/index.server";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The parts of a compose service this test reads. */
interface Service {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null>;
  env_file?: string | string[];
  healthcheck?: { test?: string[] | string };
  ports?: string[];
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  stop_grace_period?: string;
  depends_on?: string[] | Record<string, unknown>;
}

const compose = parse(read("compose.yaml"), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
/** The app instances: every service built from this repository's image. */
const appNames = Object.keys(services).filter(
  (name) =>
    services[name]!.build !== undefined || services[name]!.image === "lan-center-network:latest",
);

/**
 * Variables an app service may set that the configuration schema does not read, and who reads
 * them instead. STORAGE_URL joins the schema with the photo store (issue 29 item 3, ADR 096);
 * until then the schema ignores it.
 */
const READ_ELSEWHERE: Record<string, string> = {
  AWS_ACCESS_KEY_ID: "the AWS SDK's credential chain (photos in S3, ADR 096)",
  AWS_SECRET_ACCESS_KEY: "the AWS SDK's credential chain (photos in S3, ADR 096)",
};

/** `NAME=value` lines of a .env file (compose's rules for unquoted and quoted values). */
function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2]!.trim();
    const quoted = /^(["'])(.*)\1$/.exec(value);
    if (quoted) value = quoted[2]!;
    else value = value.replace(/\s+#.*$/, "");
    values[match[1]!] = value;
  }
  return values;
}

/**
 * Compose's interpolation of `value` from `vars`: `${NAME}`, `${NAME:-default}`,
 * `${NAME-default}`, `${NAME:?message}`, `${NAME?message}`, `$NAME` and `$$`. A required
 * variable that `vars` lacks is added to `missing` (compose would stop there).
 */
function interpolate(value: string, vars: Record<string, string>, missing: Set<string>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (whole, braced?: string, operator?: string, argument?: string, bare?: string) => {
      if (whole === "$$") return "$";
      const name = (braced ?? bare)!;
      const current = vars[name];
      const unset = current === undefined || (operator?.startsWith(":") && current === "");
      if (operator?.endsWith("?") && unset) {
        missing.add(name);
        return "";
      }
      if (operator?.endsWith("-") && unset) return argument ?? "";
      return current ?? "";
    },
  );
}

const exampleEnv = parseDotenv(read("deploy/production.env.example"));

/** What a container of `service` sees: env_file (.env = the example), then `environment`. */
function containerEnv(service: Service): { env: Record<string, string>; missing: Set<string> } {
  const missing = new Set<string>();
  const env: Record<string, string> = {};
  const envFiles = service.env_file === undefined ? [] : [service.env_file].flat();
  for (const file of envFiles) {
    expect(file, "the apps read the operator's .env").toBe(".env");
    Object.assign(env, exampleEnv);
  }
  for (const [name, raw] of Object.entries(service.environment ?? {})) {
    env[name] = interpolate(String(raw ?? ""), exampleEnv, missing);
  }
  return { env, missing };
}

/** Seconds of a compose duration such as `15s` or `1m30s`. */
function seconds(duration: string): number {
  let total = 0;
  for (const [, amount, unit] of duration.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(amount) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit as "ms" | "s" | "m" | "h"];
  }
  return total;
}

/** The directives of Caddy's `reverse_proxy` block: upstreams and sub-directives. */
function caddyReverseProxy(caddyfile: string) {
  const lines = caddyfile.split("\n").map((line) => line.replace(/#.*$/, "").trim());
  const start = lines.findIndex((line) => line.startsWith("reverse_proxy "));
  expect(start, "deploy/Caddyfile has a reverse_proxy").toBeGreaterThanOrEqual(0);
  const upstreams = lines[start]!.replace(/\{$/, "").trim().split(/\s+/).slice(1);
  const settings = new Map<string, string>();
  let depth = 0;
  for (const line of lines.slice(start + 1)) {
    if (line === "}") {
      if (depth === 0) break;
      depth -= 1;
      continue;
    }
    const [key, ...rest] = line.split(/\s+/);
    if (line.endsWith("{")) depth += 1;
    // Sub-directives of a nested block (`transport http { keepalive 30s }`) are read flat.
    else if (key) settings.set(key, rest.join(" "));
  }
  return { upstreams, settings };
}

describe("compose.yaml: the app instances", () => {
  it("runs two or more instances of the app image", () => {
    expect(appNames.length).toBeGreaterThanOrEqual(2);
  });

  it("gives every instance a health check on /readyz and a stop grace longer than its drain", () => {
    for (const name of appNames) {
      const service = services[name]!;
      const test = [service.healthcheck?.test ?? []].flat().join(" ");
      expect(test, `${name} healthcheck`).toContain("/readyz");
      const drain = Number(containerEnv(service).env.SHUTDOWN_DRAIN_SECONDS ?? 1);
      // server.ts exits at the latest 8 s after the drain (SHUTDOWN_DEADLINE_AFTER_DRAIN_MS).
      expect(
        seconds(service.stop_grace_period ?? "10s"),
        `${name} stop_grace_period`,
      ).toBeGreaterThan(drain + 8);
    }
  });

  it("sets every variable production requires in each instance's environment", () => {
    for (const name of appNames) {
      const environment = services[name]!.environment ?? {};
      for (const variable of ["DATABASE_URL", ...REQUIRED_IN_PRODUCTION]) {
        const raw = String(environment[variable] ?? "");
        // A literal, or `${NAME:?message}`: compose stops while .env lacks it.
        expect(raw, `${name}: ${variable}`).not.toBe("");
        expect(raw, `${name}: ${variable} may not end up empty`).not.toMatch(
          /^\$\{[A-Za-z0-9_]+(:?-)?\}$/,
        );
      }
      expect(environment.APP_ENV, `${name}: APP_ENV`).toBe("production");
    }
  });

  it("passes the configuration schema with deploy/production.env.example as .env", () => {
    for (const name of appNames) {
      const { env, missing } = containerEnv(services[name]!);
      expect([...missing], `${name}: required values missing from the example .env`).toEqual([]);
      const config = parseConfig(env);
      expect(config.production).toBe(true);
      expect(config.database).toMatchObject({ kind: "postgres" });
      expect(new URL(config.publicUrl).protocol).toBe("https:");
    }
  });

  it("sets only variables the configuration (or a named library) reads", () => {
    const known = new Set([...CONFIG_VARIABLES, ...Object.keys(READ_ELSEWHERE)]);
    for (const name of appNames) {
      const unknown = Object.keys(services[name]!.environment ?? {}).filter((v) => !known.has(v));
      expect(unknown, `${name}: variables nothing reads`).toEqual([]);
    }
  });

  it("keeps every instance's pools within PostgreSQL's max_connections, with room for one more", () => {
    const command = [services.db?.command ?? []].flat().join(" ");
    const maxConnections = Number(/max_connections=(\d+)/.exec(command)?.[1] ?? 100);
    const perInstance = appNames.map((name) => {
      const { env } = containerEnv(services[name]!);
      expect(env.DATABASE_POOL_SIZE, `${name}: DATABASE_POOL_SIZE`).toMatch(/^\d+$/);
      return Number(env.DATABASE_POOL_SIZE) + JOB_QUEUE_CONNECTIONS;
    });
    const total = perInstance.reduce((sum, count) => sum + count, 0);
    // PostgreSQL keeps 3 for superusers; one more instance (a rolling update) must still fit.
    expect(total + Math.max(...perInstance)).toBeLessThanOrEqual(maxConnections - 3);
  });
});

describe("compose.yaml: the proxy", () => {
  const proxy = services.proxy!;
  const caddyMount = (proxy?.volumes ?? []).find((volume) => volume.includes("Caddyfile"));
  const caddyfile = read(caddyMount?.split(":")[0] ?? "deploy/Caddyfile");

  it("mounts deploy/Caddyfile and publishes HTTPS", () => {
    expect(proxy, "a service named proxy").toBeDefined();
    expect(caddyMount).toMatch(/^\.\/deploy\/Caddyfile:\/etc\/caddy\/Caddyfile/);
    expect(existsSync(path.join(root, "deploy/Caddyfile"))).toBe(true);
    expect(proxy.ports ?? []).toContain("443:443");
    // Its site address is the apps' PUBLIC_URL: the certificate is for the public origin.
    expect(caddyfile).toMatch(/^\{\$PUBLIC_URL\} \{$/m);
    expect(String(proxy.environment?.PUBLIC_URL)).toBe(
      String(services[appNames[0]!]!.environment?.PUBLIC_URL),
    );
  });

  it("routes to every app instance, and only to them, checking /readyz", () => {
    const { upstreams, settings } = caddyReverseProxy(caddyfile);
    const expected = appNames.map((name) => {
      const port = containerEnv(services[name]!).env.PORT ?? "3000";
      return `${name}:${port}`;
    });
    expect(upstreams.sort()).toEqual(expected.sort());
    expect(settings.get("health_uri")).toBe("/readyz");
    // An instance must leave the rotation before its drain ends (server.ts closes then).
    const interval = seconds(settings.get("health_interval") ?? "30s");
    for (const name of appNames) {
      const drain = Number(containerEnv(services[name]!).env.SHUTDOWN_DRAIN_SECONDS ?? 1);
      expect(drain, `${name}: SHUTDOWN_DRAIN_SECONDS > health_interval`).toBeGreaterThan(interval);
    }
    // A failed connection to one instance is retried on another.
    expect(seconds(settings.get("lb_try_duration") ?? "0s")).toBeGreaterThan(0);
  });

  it("closes idle connections to the apps before the apps close them", () => {
    const { settings } = caddyReverseProxy(caddyfile);
    // Caddy's own default is 2 minutes: the Caddyfile must set it.
    const keepalive = settings.get("keepalive");
    expect(keepalive, "transport http { keepalive … }").toBeDefined();
    expect(seconds(keepalive!) * 1000).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it("is the only address the apps trust for X-Forwarded-*", () => {
    const networks = proxy.networks;
    expect(networks && !Array.isArray(networks), "the proxy has fixed addresses").toBe(true);
    const addresses = Object.entries(networks as Record<string, { ipv4_address?: string } | null>)
      .map(([network, settings]) => ({ network, address: settings?.ipv4_address }))
      .filter((entry): entry is { network: string; address: string } => Boolean(entry.address));
    expect(addresses.length).toBeGreaterThan(0);
    for (const name of appNames) {
      const service = services[name]!;
      expect(service.environment?.TRUSTED_PROXIES, `${name}: TRUSTED_PROXIES`).toBe(
        addresses.map((entry) => entry.address).join(","),
      );
      const appNetworks = Array.isArray(service.networks)
        ? service.networks
        : Object.keys(service.networks ?? {});
      for (const { network } of addresses) expect(appNetworks, name).toContain(network);
    }
  });
});

describe("docs/deploy.md", () => {
  const doc = read("docs/deploy.md");
  const section = doc.split(/^## /m).find((part) => part.startsWith("Services"));

  it("names exactly the services compose.yaml has", () => {
    expect(section, 'docs/deploy.md has a "## Services" table').toBeDefined();
    const named = [...section!.matchAll(/^\| `([a-z0-9-]+)`/gm)].map((match) => match[1]!);
    expect(named.sort()).toEqual(Object.keys(services).sort());
  });

  it("names the Stripe webhook endpoint the app serves", () => {
    expect(doc).toContain("https://YOUR-DOMAIN/api/stripe/webhook");
    expect(existsSync(path.join(root, "app/routes/api.stripe.webhook.ts"))).toBe(true);
  });
});
