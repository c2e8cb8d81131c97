/**
 * `npm run lighthouse` (issue 15 item 6, ADR 064): Lighthouse 13 in mobile mode on the public
 * pages of the production build (`npm run build` first), 3 runs per page; prints the median of
 * each category score, LCP, TBT, CLS and the JavaScript bytes each page loads, the JavaScript
 * budget of each page (OK/OVER), and the audits that cost points in any page's median run.
 *
 * The server runs on its own PGlite database in a temporary folder: the demo data plus 8
 * generated photos on one public demo center, whose page is the audited center page. Nothing
 * leaves the machine: Lighthouse is run through `npx --prefer-offline` (pinned below, no
 * project dependency; cached after the first run) against 127.0.0.1, and Chromium is Debian's
 * (`CHROME_PATH`, default /usr/bin/chromium). LIGHTHOUSE_PORT (4325), LIGHTHOUSE_RUNS (3) and
 * LIGHTHOUSE_PAGES (comma-separated paths; `center` for the center page, `/de/center` and
 * `/ja/center` for its German and Japanese versions, `unsubscribe`, `attendees` and `insights`
 * for those pages) choose what runs; LIGHTHOUSE_REPORTS names a folder to keep every
 * run's JSON report in.
 *
 * The gamer side's pages (issue 25 "Done when") are audited signed in: the demo gamer (/me,
 * /me/notifications, /account/delete; going to the next demo party) and the demo admin (that
 * party's attendee list, the page its organiser sees; the Insights tab of a center the demo admin
 * owns, made through the local-mode /dev/seed-center; issue 26), each with a session from the local-mode
 * POST /dev/session, sent by Lighthouse as a Cookie header (`--extra-headers`). /unsubscribe gets the demo gamer's signed link for event reminders,
 * made with the server's auth secret (this script sets BETTER_AUTH_SECRET for its server).
 * Exits non-zero when an audit fails to run, not when a score or budget is missed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { seedPhotoCenter } from "./seed-photo-center";
import { DEMO_ADMIN_EMAIL } from "~/server/config.server";
import { DEMO_GAMER_EMAIL, DEMO_PASSWORD } from "~/server/local/demo-accounts.server";
import { unsubscribeToken } from "~/server/mail/unsubscribe.server";

const LIGHTHOUSE = "lighthouse@13.5.0";
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4325);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;

/** The placeholder for the center page with photos in `PAGES` (its id is known at run time). */
const CENTER = "center";
/** Placeholders for the demo gamer's unsubscribe link and a demo party's attendee list. */
const UNSUBSCRIBE = "unsubscribe";
const ATTENDEES = "attendees";
/** Placeholder for the owner's Insights tab (issue 26 "Done when"), of a center made for it. */
const INSIGHTS = "insights";

/** Whose session a page is audited with (issue 25): the demo gamer's or the demo admin's. */
type Viewer = "gamer" | "admin";

/**
 * The audited pages and each one's JavaScript budget: KiB of script transferred (brotli, as
 * served) on first load, measured by Lighthouse. The one place budgets are defined (ADR 064).
 */
export const PAGES: readonly {
  path: string;
  jsBudgetKiB: number;
  as?: Viewer;
  /**
   * Kept out of search engines on purpose: Lighthouse's `is-crawlable` audit is skipped (and
   * said so). /unsubscribe's URL carries a person's token (noindex); the attendee list is an
   * organiser's page under /dashboard, which robots.txt disallows (ADR 014).
   */
  notForSearch?: true;
}[] = [
  { path: "/", jsBudgetKiB: 140 },
  { path: "/lan-centers", jsBudgetKiB: 230 },
  { path: CENTER, jsBudgetKiB: 230 },
  { path: "/events", jsBudgetKiB: 140 },
  { path: "/games", jsBudgetKiB: 140 },
  { path: "/faq", jsBudgetKiB: 140 },
  { path: "/signup-form", jsBudgetKiB: 160 },
  { path: "/lantypes", jsBudgetKiB: 140 },
  // The gamer side (issue 25 "Done when").
  { path: "/me", jsBudgetKiB: 140, as: "gamer" },
  { path: "/me/notifications", jsBudgetKiB: 140, as: "gamer" },
  { path: "/account/delete", jsBudgetKiB: 140, as: "gamer" },
  { path: UNSUBSCRIBE, jsBudgetKiB: 140, notForSearch: true },
  { path: ATTENDEES, jsBudgetKiB: 140, as: "admin", notForSearch: true },
  // The owner side's Insights tab (issue 26 "Done when"), under /dashboard like the list above.
  { path: INSIGHTS, jsBudgetKiB: 160, as: "admin", notForSearch: true },
];

/** Languages whose versions of the 8 public pages are audited too (issue 28 "Done when"). */
const AUDITED_LANGUAGES = ["de", "ja"] as const;

/**
 * Every audited page: {@link PAGES}, then the German and Japanese versions of its first 8 (the
 * public pages), under their language prefix (`/de`, `/de/faq`, `/de/center`, …) with the same
 * budget.
 */
const ALL_PAGES: readonly (typeof PAGES)[number][] = [
  ...PAGES,
  ...AUDITED_LANGUAGES.flatMap((language) =>
    PAGES.slice(0, 8).map((page) => ({
      ...page,
      path: page.path === "/" ? `/${language}` : `/${language}/${page.path.replace(/^\//, "")}`,
    })),
  ),
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface LighthouseAudit {
  title?: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] };
}

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
}

/** The figures of one run of one page. */
interface Figures {
  scores: number[];
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  /** Audits that cost points (weight > 0, score < 1), with their display value. */
  lost: string[];
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
}

async function waitForServer(server: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 180; attempt++) {
    if (server.exitCode !== null) throw new Error(`server exited during start-up:\n${output()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start within 90 s");
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); one retry per run. */
async function audit(
  url: string,
  cookie?: string,
  notForSearch?: boolean,
): Promise<LighthouseResult> {
  try {
    return await auditOnce(url, cookie, notForSearch);
  } catch (error) {
    console.error(
      `retrying ${url}: ${error instanceof Error ? error.message.split("\n").pop() : ""}`,
    );
    return auditOnce(url, cookie, notForSearch);
  }
}

/**
 * Signs a demo account in through the local-mode POST /dev/session (creating it: this script's
 * database got the demo data before the server started, so the server made no demo accounts).
 * @returns its id and the session as a Cookie header value
 */
async function demoSession(viewer: Viewer): Promise<{ userId: string; cookie: string }> {
  const email = viewer === "admin" ? DEMO_ADMIN_EMAIL : DEMO_GAMER_EMAIL;
  const response = await fetch(`${base}/dev/session`, {
    method: "POST",
    body: new URLSearchParams({
      email,
      password: DEMO_PASSWORD,
      admin: viewer === "admin" ? "true" : "",
      firstName: viewer === "admin" ? "Demo" : "Gamer",
      lastName: viewer === "admin" ? "Admin" : "Demo",
    }),
    redirect: "manual",
  });
  if (!response.ok) throw new Error(`/dev/session refused ${email}: ${await response.text()}`);
  const { userId } = (await response.json()) as { userId: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
  return { userId, cookie };
}

/**
 * A center owned by the signed-in account of `cookie` (local-mode POST /dev/seed-center), so
 * that its Insights tab has a listing to show.
 * @returns its id
 */
async function ownedCenter(cookie: string): Promise<string> {
  const response = await fetch(`${base}/dev/seed-center`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ name: "Lighthouse Insights Arena" }),
    redirect: "manual",
  });
  const id = /location=([0-9a-f-]{36})/.exec(response.headers.get("location") ?? "")?.[1];
  if (!id) throw new Error(`/dev/seed-center refused: ${response.status}`);
  return id;
}

/**
 * The next demo party (the first on /events), with the demo gamer going to it (the event page's
 * RSVP form), so that /me and the attendee list show a row. The demo accounts' own parties are
 * not there: this script's database got the demo data before the server started.
 * @returns the party's id
 */
async function partyWithGamer(gamerCookie: string): Promise<string> {
  const html = await (await fetch(`${base}/events`)).text();
  const id = /href="\/events\/([0-9a-f-]{36})"/.exec(html)?.[1];
  if (!id) throw new Error("/events lists no demo party");
  const response = await fetch(`${base}/events/${id}`, {
    method: "POST",
    headers: { cookie: gamerCookie },
    body: new URLSearchParams({ intent: "rsvp" }),
    redirect: "manual",
  });
  if (response.status >= 400) throw new Error(`RSVP refused: ${response.status}`);
  return id;
}

async function auditOnce(
  url: string,
  cookie?: string,
  notForSearch?: boolean,
): Promise<LighthouseResult> {
  const child = run(
    "npx",
    [
      "--yes",
      "--prefer-offline",
      LIGHTHOUSE,
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--form-factor=mobile",
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ...(notForSearch ? ["--skip-audits=is-crawlable"] : []),
      `--only-categories=${CATEGORIES.join(",")}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run",
    ],
    { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
  );
  let out = "";
  let err = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`lighthouse failed for ${url}: ${err.trim().slice(-500)}`);
  return JSON.parse(out) as LighthouseResult;
}

function figuresOf(result: LighthouseResult): Figures {
  const requests = result.audits["network-requests"]?.details?.items ?? [];
  const metric = (id: string) => result.audits[id]?.numericValue ?? NaN;
  const lost = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        lost.add(`${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      }
    }
  }
  return {
    scores: CATEGORIES.map((id) => Math.round((result.categories[id]?.score ?? NaN) * 100)),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    jsBytes: requests
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    lost: [...lost],
  };
}

/** The median of a list of numbers (the middle one of an odd count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

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
  const dataDir = mkdtempSync(path.join(tmpdir(), "lcn-lighthouse-"));
  const centerId = await seedPhotoCenter(path.join(dataDir, "db"));
  const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((p) => p.trim());
  const selected = ALL_PAGES.filter((page) => !only || only.includes(page.path));
  // The server's auth secret, so that this script can sign the unsubscribe link.
  const authSecret = randomBytes(32).toString("base64url");
  let serverOutput = "";
  const server = run("node", ["server.ts"], {
    ...process.env,
    PORT: String(port),
    APP_ENV: "local",
    DATABASE_URL: `pglite://${path.join(dataDir, "db")}`,
    SEED_DEMO: "true",
    LOG_REQUESTS: "false",
    PUBLIC_URL: base,
    BETTER_AUTH_SECRET: authSecret,
  });
  server.stdout!.on("data", (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (serverOutput += chunk.toString()));
  try {
    await waitForServer(server, () => serverOutput);
    const sessions: Partial<Record<Viewer, { userId: string; cookie: string }>> = {};
    const needs = (viewer: Viewer) =>
      selected.some((page) => page.as === viewer) ||
      (viewer === "gamer" &&
        selected.some((page) => page.path === UNSUBSCRIBE || page.path === ATTENDEES));
    if (needs("gamer")) sessions.gamer = await demoSession("gamer");
    if (needs("admin")) sessions.admin = await demoSession("admin");
    // The demo gamer goes to the next party: /me lists it, its attendee list has a row.
    const partyId = sessions.gamer ? await partyWithGamer(sessions.gamer.cookie) : "";
    const pathOf = async (page: (typeof PAGES)[number]) => {
      if (page.path === CENTER) return `/lan-centers/${centerId}`;
      const localizedCenter = /^\/([a-z]{2})\/center$/.exec(page.path);
      if (localizedCenter) return `/${localizedCenter[1]}/lan-centers/${centerId}`;
      if (page.path === ATTENDEES) {
        return `/dashboard/events/${partyId}/attendees`;
      }
      if (page.path === INSIGHTS) {
        const centerOwned = await ownedCenter(sessions.admin!.cookie);
        return `/dashboard/insights?listing=center:${centerOwned}&days=30`;
      }
      if (page.path === UNSUBSCRIBE) {
        const token = await unsubscribeToken(authSecret, {
          userId: sessions.gamer!.userId,
          kind: "event_reminders",
        });
        return `/unsubscribe?token=${token}`;
      }
      return page.path;
    };
    const pages = [];
    for (const page of selected) {
      const url = await pathOf(page);
      // The unsubscribe link's token and the insights center's id differ every run: shown as "…".
      const label = url.replace(/token=.*/, "token=…").replace(/center:[0-9a-f-]{36}/, "center:…");
      pages.push({ ...page, url, label });
    }
    console.log(
      `Lighthouse ${LIGHTHOUSE.split("@")[1]}, mobile, median of ${runs} runs per page` +
        ` (center page: 8 photos)\n`,
    );
    const header = ["page", "perf", "a11y", "best", "seo", "LCP", "TBT", "CLS", "JS", "budget", ""];
    const widths = [50, 4, 4, 4, 4, 8, 7, 5, 9, 9, 4];
    const print = (row: string[]) =>
      console.log(
        row
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
          .join("  "),
      );
    print(header);
    const notes: string[] = [];
    let over = 0;
    for (const page of pages) {
      const all: Figures[] = [];
      for (let n = 0; n < runs; n++) {
        const result = await audit(
          `${base}${page.url}`,
          page.as ? sessions[page.as]!.cookie : undefined,
          page.notForSearch,
        );
        all.push(figuresOf(result));
        const reports = process.env.LIGHTHOUSE_REPORTS;
        if (reports) {
          mkdirSync(reports, { recursive: true });
          const name = page.label.replace(/^\/$/, "home").replace(/[^a-z0-9]+/gi, "-");
          writeFileSync(path.join(reports, `${name}-${n + 1}.json`), JSON.stringify(result));
        }
      }
      const scores = CATEGORIES.map((_, i) => median(all.map((f) => f.scores[i]!)));
      const jsKiB = median(all.map((f) => f.jsBytes)) / 1024;
      const ok = jsKiB <= page.jsBudgetKiB;
      if (!ok) over++;
      print([
        page.label,
        ...scores.map(String),
        `${Math.round(median(all.map((f) => f.lcp)))} ms`,
        `${Math.round(median(all.map((f) => f.tbt)))} ms`,
        median(all.map((f) => f.cls)).toFixed(3),
        `${jsKiB.toFixed(1)} KiB`,
        `${page.jsBudgetKiB} KiB`,
        ok ? "OK" : "OVER",
      ]);
      // What cost points in most runs (an audit failing in one run only is noise).
      const counts = new Map<string, number>();
      for (const f of all) for (const id of f.lost) counts.set(id, (counts.get(id) ?? 0) + 1);
      const lost = [...counts].filter(([, n]) => n * 2 > runs).map(([id]) => id);
      if (lost.length > 0) notes.push(`${page.label}: ${lost.join(", ")}`);
    }
    console.log(
      `\nJS = script bytes transferred (brotli as served); budget per page in scripts/lighthouse.ts PAGES. ${over === 0 ? "All pages within budget." : `${over} page(s) OVER budget.`}`,
    );
    const skipped = pages.filter((page) => page.notForSearch).map((page) => page.label);
    if (skipped.length > 0) {
      console.log(
        `\nKept out of search engines on purpose, so SEO's 'page can be crawled' audit is skipped: ${skipped.join(", ")}`,
      );
    }
    console.log(
      notes.length > 0
        ? `\nAudits losing points in most runs:\n${notes.map((n) => `  ${n}`).join("\n")}`
        : "\nNo audit lost points in most runs.",
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) =>
      server.exitCode === null ? server.on("exit", resolve) : resolve(null),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
