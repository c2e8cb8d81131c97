/**
 * Throwaway PostgreSQL cluster for tests: `initdb` into a temp folder and `pg_ctl` on a free
 * port (as the `postgres` user when running as root, since initdb refuses root). Returns null
 * when no PostgreSQL server binaries are installed.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A running cluster: its connection URL (database `postgres`) and how to stop it. */
export interface PostgresCluster {
  url: string;
  port: number;
  dataDir: string;
  stop(): void;
  /** Stops the server but keeps its data, e.g. to test an outage. */
  pause(): void;
  /** Starts a paused server again on the same port. */
  resume(): void;
}

function findBinDir(): string | null {
  for (const candidate of ["/usr/lib/postgresql"]) {
    if (!existsSync(candidate)) continue;
    const versions = readdirSync(candidate).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = path.join(candidate, version, "bin");
      if (existsSync(path.join(bin, "initdb"))) return bin;
    }
  }
  return null;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a new cluster, or resolves null when PostgreSQL is not installed. */
export async function startPostgresCluster(): Promise<PostgresCluster | null> {
  const bin = findBinDir();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const base = mkdtempSync(path.join(tmpdir(), "lcn-pg-"));
  chmodSync(base, 0o777);
  const dataDir = path.join(base, "data");
  const run = (command: string, args: string[]) => {
    const file = path.join(bin, command);
    if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", file, ...args], { stdio: "pipe" });
    else execFileSync(file, args, { stdio: "pipe" });
  };
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(base, "log"), "-w", "start"]);
  const stopServer = () => run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    stop() {
      try {
        stopServer();
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    },
    pause: stopServer,
    resume: start,
  };
}
