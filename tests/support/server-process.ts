/**
 * Starts `node server.ts` (the production build) as a child process with its own environment,
 * for tests of start-up, readiness, outages and shutdown.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./postgres-cluster";

/** A running (or finished) server process with captured output. */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  cleanup: () => void;
}

/**
 * The variables production mode requires, with placeholder values (no request reaches Stripe);
 * add `PUBLIC_URL` and `SMTP_URL` per test.
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  APP_ENV: "production",
  SEED_DEMO: "false",
  BETTER_AUTH_SECRET: "Xq7v2LmN9pR4sT8wZ1yB6cD3fG5hJ0kQ",
  MAIL_FROM: "LAN Center Network <no-reply@lancenter.example>",
  STRIPE_SECRET_KEY: "sk_test_placeholder",
  STRIPE_WEBHOOK_SECRET: "whsec_placeholder",
  STRIPE_PRICE_VERIFIED: "price_verified",
  STRIPE_PRICE_SUBSCRIPTION: "price_subscription",
};

const root = path.resolve(import.meta.dirname, "../..");

/**
 * `npm start` taken apart: `NAME=value ... exec node <flags> server.ts` in package.json, the one
 * place the server's start environment and flags are written (ADR 065, ADR 068).
 * @throws when the start script no longer has that shape
 */
function startScript(): { env: Record<string, string>; flags: string[] } {
  const scripts = (
    JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const match = /^((?:[A-Z_][A-Z0-9_]*=\S+\s+)*)exec node((?:\s+--\S+)*)\s+server\.ts$/.exec(
    scripts.start ?? "",
  );
  if (!match) throw new Error(`unexpected start script: ${scripts.start}`);
  const pairs = match[1]!.split(/\s+/).filter(Boolean);
  return {
    env: Object.fromEntries(pairs.map((pair) => pair.split("=", 2) as [string, string])),
    flags: match[2]!.split(/\s+/).filter(Boolean),
  };
}

/** The Node and V8 flags production starts the server with: those of `npm start` (ADR 065). */
export function serverNodeFlags(): string[] {
  return startScript().flags;
}

/**
 * The environment variables `npm start` sets before Node starts: glibc's
 * `MALLOC_MMAP_THRESHOLD_`, so freed image buffers go back to the system (ADR 068).
 */
export function serverStartEnv(): Record<string, string> {
  return startScript().env;
}

/**
 * The flags a benchmark starts the server with: `BENCH_NODE_FLAGS` when set (to compare flags,
 * space-separated; "none" for no flags), else those of `npm start`.
 */
export function benchNodeFlags(): string[] {
  const flags = process.env.BENCH_NODE_FLAGS;
  if (flags === undefined) return serverNodeFlags();
  return flags === "none" ? [] : flags.split(/\s+/).filter(Boolean);
}

/**
 * Spawns the server; `env` is added to a quiet local default (fresh PGlite folder) and the
 * variables of `npm start`. A numeric `env.PORT` is the port to listen on (default: a free one).
 * @param nodeFlags the flags before `server.ts` (default: those of `npm start`)
 */
export async function spawnServer(
  env: Record<string, string> = {},
  nodeFlags: string[] = serverNodeFlags(),
): Promise<ServerProcess> {
  const port = /^\d+$/.test(env.PORT ?? "") ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "lcn-server-"));
  const child = spawn(process.execPath, [...nodeFlags, "server.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      LOG_REQUESTS: "false",
      DATABASE_URL: `pglite://${dataDir}/db`,
      SEED_DEMO: "true",
      ...serverStartEnv(),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    cleanup: () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until GET /healthz answers 200, or throws with the server's output. */
export async function waitUntilUp(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      const response = await fetch(`${server.baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not come up:\n${server.output()}`);
}
