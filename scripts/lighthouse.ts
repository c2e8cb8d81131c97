/**
 * Performance bench of the public site (public-site performance target): starts the production
 * build (`npm run build` first) on an in-memory database, audits /, /lantypes, /ltgamearenas,
 * /games, /faq and /signup (public site) and /lan-centers plus one center page (the directory) with
 * Lighthouse in mobile mode, and prints the four category
 * scores, LCP, TBT, CLS and the gzip bytes of JavaScript each page loads.
 *
 * Lighthouse is run through `npx` (pinned below), so it is no project dependency; Chromium is
 * Debian's (`CHROME_PATH`, default /usr/bin/chromium). Exits non-zero when an audit fails to
 * run, not when a target is missed (the figures are for the report).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";

const LIGHTHOUSE = "lighthouse@13.5.0";
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4325);
const base = `http://127.0.0.1:${port}`;
const pages = ["/", "/lantypes", "/ltgamearenas", "/games", "/faq", "/signup"];

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
}

async function waitForServer(server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error("server exited during start-up");
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start within 60 s");
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); one retry per page. */
async function audit(path: string): Promise<LighthouseResult> {
  try {
    return await auditOnce(path);
  } catch (error) {
    console.error(
      `retrying ${path}: ${error instanceof Error ? error.message.split("\n").pop() : ""}`,
    );
    return auditOnce(path);
  }
}

async function auditOnce(path: string): Promise<LighthouseResult> {
  const child = run(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      `${base}${path}`,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--form-factor=mobile",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
  );
  let out = "";
  let err = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`lighthouse failed for ${path}: ${err.trim().slice(-500)}`);
  return JSON.parse(out) as LighthouseResult;
}

const score = (result: LighthouseResult, id: string) => {
  const value = result.categories[id]?.score;
  return value === null || value === undefined ? "n/a" : String(Math.round(value * 100));
};

async function main() {
  if (!existsSync("build/server/index.js")) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
  if (
    await fetch(`${base}/healthz`).then(
      () => true,
      () => false,
    )
  ) {
    console.error(`Port ${port} is already in use: set LIGHTHOUSE_PORT to a free port.`);
    process.exit(1);
  }
  const server = run("node", ["server.ts"], {
    ...process.env,
    PORT: String(port),
    APP_ENV: "local",
    DATABASE_URL: "pglite://",
    SEED_DEMO: "true",
    LOG_REQUESTS: "false",
  });
  try {
    await waitForServer(server);
    const header = ["page", "perf", "a11y", "best", "seo", "LCP", "TBT", "CLS", "JS (gzip)"];
    const widths = [50, 5, 5, 5, 5, 9, 9, 6, 10];
    const print = (row: string[]) =>
      console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join("  "));
    print(header);
    // Directory pages too: the map page and one public center page (its id comes from the marker
    // data).
    const markers = (await (await fetch(`${base}/lan-centers/markers.json`)).json()) as {
      markers: [string][];
    };
    const centerPage = markers.markers[0] ? [`/lan-centers/${markers.markers[0][0]}`] : [];
    for (const path of [...pages, "/lan-centers", ...centerPage]) {
      const result = await audit(path);
      const scripts = result.audits["network-requests"]?.details?.items ?? [];
      const jsBytes = scripts
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const metric = (id: string) => result.audits[id]?.numericValue ?? NaN;
      print([
        path,
        score(result, "performance"),
        score(result, "accessibility"),
        score(result, "best-practices"),
        score(result, "seo"),
        `${Math.round(metric("largest-contentful-paint"))} ms`,
        `${Math.round(metric("total-blocking-time"))} ms`,
        metric("cumulative-layout-shift").toFixed(3),
        `${(jsBytes / 1024).toFixed(1)} KB`,
      ]);
    }
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
