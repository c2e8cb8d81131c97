/**
 * The check that a browser-test run's server log carries no secret (issue 29 item 4, ADR 097):
 * no test password, e-mailed sign-in code, token, session cookie value or e-mail address. The
 * Playwright web server writes its JSON log lines to `serverLogPath(port)` (LOG_FILE);
 * `log-secrets.teardown.ts` runs this check after the whole e2e run.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { codeIn, type SentMail } from "./codes";

const root = path.resolve(import.meta.dirname, "../..");

/** Where the e2e web server on `port` writes its log (Playwright clears test-results first). */
export function serverLogPath(port: number): string {
  return path.join(root, "test-results", `server-${port}.log`);
}

/** One value that must not appear in the log, with what it is. */
export interface Secret {
  kind: string;
  value: string;
}

/**
 * The passwords the tests type: every string literal assigned to something named `password`
 * or `…PASSWORD` in tests/ (fixtures and specs), and every value filled into a Password field.
 */
export function testPasswords(dir = path.join(root, "tests")): string[] {
  const found = new Set<string>();
  const patterns = [
    /password\w*\s*[:=]\s*"([^"\n]{6,})"/gi,
    /PASSWORD\w*\s*=\s*"([^"\n]{6,})"/g,
    /getByLabel\("(?:New |Current |Confirm )?[Pp]assword"[^)]*\)\s*\.fill\("([^"\n]{6,})"/g,
  ];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".ts")) {
        const source = readFileSync(full, "utf8");
        for (const pattern of patterns) {
          for (const match of source.matchAll(pattern)) found.add(match[1]!);
        }
      }
    }
  };
  walk(dir);
  return [...found];
}

/** The codes, tokens in links and recipient addresses of the messages the run sent. */
export function secretsOfMail(messages: readonly SentMail[]): Secret[] {
  const secrets: Secret[] = [];
  for (const message of messages) {
    if (message.to) secrets.push({ kind: "recipient address", value: message.to });
    const code = codeIn(message.text);
    if (code) secrets.push({ kind: "sign-in code", value: code });
    for (const match of message.text.matchAll(/[?&](?:token|code)=([A-Za-z0-9._~-]{8,})/g)) {
      secrets.push({ kind: "token in a link", value: match[1]! });
    }
  }
  return secrets;
}

/** Fields of a log line that are the server's own numbers and ids, not anything a test sent. */
const OWN_FIELDS = new Set(["time", "pid", "hostname", "responseTime", "reqId"]);

function withoutOwnFields(line: string): string {
  try {
    const parsed = JSON.parse(line) as Record<string, unknown>;
    if (parsed === null || typeof parsed !== "object") return line;
    for (const field of OWN_FIELDS) delete parsed[field];
    const req = parsed.req as Record<string, unknown> | undefined;
    if (req && typeof req === "object") delete req.id;
    return JSON.stringify(parsed);
  } catch {
    return line; // not a JSON line: checked as it is
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Patterns that are a leak whatever the run's values. */
const ALWAYS: { kind: string; pattern: RegExp }[] = [
  {
    kind: "e-mail address",
    pattern: /[A-Za-z0-9._%+'-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/,
  },
  { kind: "session cookie value", pattern: /session_token=(?!\[redacted\])[^;\s"]/i },
  { kind: "token parameter", pattern: /[?&;]token=(?!\[redacted\])[^&\s"]/i },
  { kind: "code parameter", pattern: /[?&;]code=(?!\[redacted\])[^&\s"]/i },
  { kind: "bearer credential", pattern: /\bBearer\s+(?!\[redacted\])[A-Za-z0-9]/ },
  { kind: "cookie header", pattern: /"(?:cookie|set-cookie|authorization)":\s*"(?!\[redacted\])/i },
];

/**
 * The leaks in a log: lines (numbered from 1) containing one of `secrets` (a 6-digit code only
 * as a whole number) or matching one of the patterns that are always a leak (an e-mail address,
 * an unredacted session cookie, token or code parameter, bearer credential or cookie header).
 * The server's own fields (time, pid, host name, response time, request id) are left out first.
 * @returns one description per leak (kind, line number, the line's start), empty when clean
 */
export function findLeaks(log: string, secrets: readonly Secret[]): string[] {
  const checks = [
    ...ALWAYS,
    ...secrets
      .filter((secret) => secret.value.length >= 4)
      .map((secret) => ({
        kind: secret.kind,
        pattern: new RegExp(
          /^\d+$/.test(secret.value) ? `\\b${secret.value}\\b` : escape(secret.value),
        ),
      })),
  ];
  const leaks: string[] = [];
  log.split("\n").forEach((raw, index) => {
    if (!raw.trim()) return;
    const line = withoutOwnFields(raw);
    for (const check of checks) {
      if (check.pattern.test(line)) {
        leaks.push(`${check.kind} in line ${index + 1}: ${line.slice(0, 300)}`);
      }
    }
  });
  return leaks;
}
