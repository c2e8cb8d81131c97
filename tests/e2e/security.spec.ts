/**
 * Security suite over HTTP (OWASP ASVS 5.0 level 2): security headers on every
 * page, session cookie flags (local and production), cross-site POSTs refused at every action
 * with nothing changed, no state change on GET, redirect parameters that never leave the site,
 * per-account sign-in and code limits that hold when the attacker rotates addresses, and a
 * client build free of server secrets. The access matrix is in security-access-matrix.spec.ts,
 * input fuzzing in app/security/.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { cspDirectives, expectScriptPolicyCovers } from "../support/csp";
import { test, uniqueEmail, uniqueIp } from "../support/auth-helpers";
import { readCode } from "../support/codes";
import { sessionCookie } from "../support/fixtures";
import {
  cookiesOf,
  createAccountByForm,
  postForm,
  spawnServerOnOwnUrl,
} from "../support/fault-helpers";
import { answerFor, routeMatrix } from "../support/route-matrix";
import { PRODUCTION_ENV, waitUntilUp, type ServerProcess } from "../support/server-process";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

const PASSWORD = "Secure-Suite-2026";
const EVIL = "https://evil.example";

/** Open-redirect payloads: other hosts in every spelling browsers accept. */
const HOSTILE_TARGETS = [
  "https://evil.example",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/.//evil.example",
  "https:evil.example",
  "javascript:alert(1)",
  " //evil.example",
  "/\t/evil.example",
  "http://127.0.0.1.evil.example/",
];

/** Paths every visitor can read (GET 200 in the access matrix). */
const publicPaths = Object.values(routeMatrix)
  .filter((entry) => answerFor(entry.get, "visitor") === 200)
  .map((entry) => entry.path({ centerA: "", partyA: "" }));

test("every page sends a nonce or hash CSP (no 'unsafe-inline' script), frame-ancestors 'none', nosniff and Referrer-Policy; every script is allowed by it", async ({
  request,
}) => {
  expect(publicPaths.length).toBeGreaterThan(30);
  const nonces: string[] = [];
  for (const pagePath of publicPaths) {
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(200);
    const headers = response.headers();
    expect(headers["x-content-type-options"], pagePath).toBe("nosniff");
    expect(headers["referrer-policy"], pagePath).toBe("strict-origin-when-cross-origin");
    const csp = cspDirectives(headers["content-security-policy"] ?? null);
    expect(csp.get("frame-ancestors"), pagePath).toEqual(["'none'"]);
    expect(csp.get("object-src"), pagePath).toEqual(["'none'"]);
    expect(csp.get("base-uri"), pagePath).toEqual(["'none'"]);
    const html = (headers["content-type"] ?? "").startsWith("text/html")
      ? await response.text()
      : "";
    // A page rendered for this request has a nonce; a kept anonymous page (ADR 091) the hashes
    // of its inline scripts.
    const policy = expectScriptPolicyCovers(html, headers["content-security-policy"], pagePath);
    if (policy.kind === "nonce") nonces.push(policy.nonce);
  }
  // A fresh nonce per response.
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces).size).toBe(nonces.length);
});

test("the session cookie is HttpOnly and SameSite=Lax, and signs in only on this site", async ({
  baseURL,
}) => {
  const email = uniqueEmail("cookie");
  const clientIp = uniqueIp();
  await createAccountByForm(baseURL!, { email, password: PASSWORD, clientIp });
  const signIn = await postForm(baseURL!, "/login", { email, password: PASSWORD }, { clientIp });
  expect(signIn.status).toBe(302);
  const session = signIn.headers.getSetCookie().find((c) => c.startsWith("lcn.session_token="));
  expect(session).toBeDefined();
  expect(session).toMatch(/;\s*HttpOnly/i);
  expect(session).toMatch(/;\s*SameSite=Lax/i);
  expect(session).toMatch(/;\s*Path=\//i);
  expect(session).not.toMatch(/;\s*Domain=/i);
});

test.describe("in production mode", () => {
  let server: ServerProcess | undefined;
  let smtp: SmtpSink | undefined;
  test.afterEach(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    server?.cleanup();
    await smtp?.close();
  });

  test("the session cookie is also Secure with the __Secure- prefix, and HSTS is sent", async () => {
    test.setTimeout(120_000);
    smtp = await startSmtpSink();
    server = await spawnServerOnOwnUrl({
      ...PRODUCTION_ENV,
      SMTP_URL: smtp.url,
      TRUSTED_PROXIES: "loopback",
    });
    await waitUntilUp(server);
    const baseUrl = server.baseUrl;
    const email = uniqueEmail("prod-cookie");
    const clientIp = uniqueIp();
    await createAccountByForm(baseUrl, { email, password: PASSWORD, clientIp }, smtp.mails);
    const signIn = await postForm(baseUrl, "/login", { email, password: PASSWORD }, { clientIp });
    expect(signIn.status).toBe(302);
    const session = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Secure-lcn.session_token="));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    const page = await fetch(`${baseUrl}/`);
    expect(page.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    // Issue 18 item 8: a malformed address gets a clean 400 in production mode too.
    await expectCleanBadRequest(baseUrl);
  });
});

test.describe("cross-site requests", () => {
  let cookie: string;
  test.beforeAll(async ({ baseURL }) => {
    ({ cookie } = await sessionCookie(baseURL!, { email: uniqueEmail("csrf") }));
  });

  /** Every path whose module has an action (POST is not 405 for a visitor). */
  const actionPaths = Object.entries(routeMatrix)
    .filter(([, entry]) => answerFor(entry.post, "visitor") !== 405)
    .map(([file, entry]) => ({ file, path: entry.path({ centerA: "", partyA: "" }) }));

  test("a POST from another origin to every action is refused with 403 before it runs", async ({
    baseURL,
  }) => {
    expect(actionPaths.length).toBeGreaterThan(20);
    for (const { file, path: target } of actionPaths) {
      const variants: Record<string, string>[] = [
        { origin: EVIL },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
        { origin: baseURL!, "sec-fetch-site": "same-site" },
      ];
      for (const headers of variants) {
        const response = await fetch(baseURL + target, {
          method: "POST",
          redirect: "manual",
          headers: {
            cookie,
            "content-type": "application/x-www-form-urlencoded",
            "x-forwarded-for": uniqueIp(),
            ...headers,
          },
          body: "intent=cancel&email=a%40example.com",
        });
        if (file === "api.stripe.webhook.ts") {
          // Stripe calls from its own servers; the signature check refuses the body instead.
          expect(response.status, `${file} ${JSON.stringify(headers)}`).toBe(400);
          continue;
        }
        expect(response.status, `${file} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).toBe("Cross-site request refused.");
      }
    }
  });

  test("a cross-site form that would register a party or log out changes nothing", async ({
    baseURL,
  }) => {
    const name = `Forged Party ${Date.now()}`;
    const forged = await fetch(`${baseURL}/register-lan-party`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie,
        origin: EVIL,
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": uniqueIp(),
      },
      body: new URLSearchParams({
        organizationName: name,
        startDate: "2031-05-01T18:00",
        endDate: "2031-05-02T10:00",
        timeZone: "UTC",
        description: "Forged.",
        communityName: "Forgers",
      }).toString(),
    });
    expect(forged.status).toBe(403);
    const logout = await fetch(`${baseURL}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "sec-fetch-site": "cross-site", "x-forwarded-for": uniqueIp() },
    });
    expect(logout.status).toBe(403);
    const dashboard = await (
      await fetch(`${baseURL}/dashboard`, { headers: { cookie, "x-forwarded-for": uniqueIp() } })
    ).text();
    expect(dashboard).toContain("Log Out");
    expect(dashboard).not.toContain(name);
  });

  test("GET never changes state: /logout keeps the session, a form's fields in a query store nothing", async ({
    baseURL,
  }) => {
    const get = (target: string) =>
      fetch(baseURL + target, {
        redirect: "manual",
        headers: { cookie, "x-forwarded-for": uniqueIp() },
      });
    expect((await get("/logout")).status).toBe(405);
    const name = `Query Party ${Date.now()}`;
    const query = new URLSearchParams({
      organizationName: name,
      startDate: "2031-05-01T18:00",
      endDate: "2031-05-02T10:00",
      timeZone: "UTC",
      description: "Via GET.",
      communityName: "Getters",
    });
    expect((await get(`/register-lan-party?${query}`)).status).toBe(200);
    expect((await get(`/api/subscriptions/sub_x?intent=cancel`)).status).toBe(405);
    const dashboard = await (await get("/dashboard")).text();
    expect(dashboard).toContain("Log Out");
    expect(dashboard).not.toContain(name);
  });
});

test.describe("redirect parameters never leave the site", () => {
  for (const target of HOSTILE_TARGETS) {
    test(`redirectTo, confirmation_url and the subscription redirect refuse ${JSON.stringify(target)}`, async ({
      baseURL,
    }) => {
      const encoded = encodeURIComponent(target);
      const confirm = await fetch(`${baseURL}/auth/confirm?confirmation_url=${encoded}`, {
        redirect: "manual",
      });
      expect(confirm.status).toBe(302);
      expect(confirm.headers.get("location")).toBe("/");

      const loginPage = await (await fetch(`${baseURL}/login?redirectTo=${encoded}`)).text();
      // No way back is kept; after sign-in the account's landing page decides (ADR 076).
      expect(loginPage).not.toContain('name="redirectTo"');

      const email = uniqueEmail("redirect");
      const clientIp = uniqueIp();
      const cookie = await createAccountByForm(baseURL!, { email, password: PASSWORD, clientIp });
      const signIn = await postForm(
        baseURL!,
        "/login",
        { email, password: PASSWORD, redirectTo: target },
        { clientIp },
      );
      expect(signIn.status).toBe(302);
      expect(signIn.headers.get("location")).toBe("/dashboard");
      const signedInLogin = await fetch(`${baseURL}/login?redirectTo=${encoded}`, {
        redirect: "manual",
        headers: { cookie, "x-forwarded-for": clientIp },
      });
      expect(signedInLogin.headers.get("location")).toBe("/dashboard");

      const subscription = await postForm(
        baseURL!,
        "/api/subscriptions/sub_unknown",
        { intent: "cancel", redirectTo: target },
        { clientIp, cookie },
      );
      // Without a same-site redirectTo the answer is JSON, never a redirect elsewhere.
      expect(subscription.status).toBe(403);
      expect(subscription.headers.get("location")).toBeNull();
    });
  }
});

test.describe("limits hold when the attacker rotates client addresses", () => {
  test("sign-in: after 20 wrong passwords for one account, even a new address and the right password are refused", async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("brute");
    await createAccountByForm(baseURL!, { email, password: PASSWORD, clientIp: uniqueIp() });
    // Each try comes from a new address, so only the per-account budget (20 per 15 minutes,
    // one already used by the sign-in above) can stop it; 5 per address would never trigger.
    let firstRefused = -1;
    for (let attempt = 1; attempt <= 25 && firstRefused < 0; attempt++) {
      const response = await postForm(
        baseURL!,
        "/login",
        { email, password: `Wrong-${attempt}-password` },
        { clientIp: uniqueIp() },
      );
      if (response.status === 429) firstRefused = attempt;
      else expect(response.status).toBe(400);
    }
    expect(firstRefused).toBe(20);
    const blocked = await postForm(
      baseURL!,
      "/login",
      { email, password: PASSWORD },
      { clientIp: uniqueIp() },
    );
    expect(blocked.status).toBe(429);
    const html = await blocked.text();
    expect(html).toContain("Too many login attempts. Please wait a moment before trying again.");
    expect(cookiesOf(blocked)).toBe("");
  });

  test("reset codes: after 12 wrong codes for one account from many addresses, the right code is refused too", async ({
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("code-brute");
    await createAccountByForm(baseURL!, { email, password: PASSWORD, clientIp: uniqueIp() });
    const forgot = await postForm(
      baseURL!,
      "/forgot-password",
      { email },
      { clientIp: uniqueIp() },
    );
    expect(forgot.status).toBe(302);
    const state = cookiesOf(forgot);
    // 12 checks per account per 10 minutes, whatever the address; the sign-up code used one.
    let firstRefused = -1;
    for (let attempt = 1; attempt <= 15 && firstRefused < 0; attempt++) {
      const response = await postForm(
        baseURL!,
        "/verify-reset-code",
        { code: String(100000 + attempt) },
        { clientIp: uniqueIp(), cookie: state },
      );
      if (response.status === 429) firstRefused = attempt;
      else expect(response.status).toBe(400);
    }
    expect(firstRefused).toBe(12);
    const code = await readCode(request, email, "reset code");
    expect(code).toBeDefined();
    const right = await postForm(
      baseURL!,
      "/verify-reset-code",
      { code: code! },
      { clientIp: uniqueIp(), cookie: state },
    );
    expect(right.status).not.toBe(302);
  });
});

test("better-auth's HTTP API is not exposed: sign-up, sessions and admin endpoints are not found", async ({
  request,
}) => {
  for (const endpoint of ["get-session", "list-sessions", "admin/list-users", "ok"]) {
    expect((await request.get(`/api/auth/${endpoint}`)).status(), endpoint).toBe(404);
  }
  for (const endpoint of ["sign-up/email", "sign-in/email", "update-user", "admin/set-role"]) {
    const response = await request.post(`/api/auth/${endpoint}`, {
      data: { email: "x@example.com", password: "Long-Enough-1", name: "X", role: "admin" },
    });
    expect(response.status(), endpoint).toBe(405);
  }
});

/** Words of a stack trace or server path that no answer may show. */
const LEAKS = ["node_modules", "at ", "/work", "Error:", "Unexpected Server Error"];

/** Malformed addresses answer a plain 400 with the security headers and nothing of the server. */
async function expectCleanBadRequest(baseUrl: string) {
  for (const address of ["/nope%ff", "/%E0%A4%A", "/lan-centers/%ff%fe", "/assets/%c0%af.js"]) {
    const response = await fetch(`${baseUrl}${address}`);
    const body = await response.text();
    expect(response.status, address).toBe(400);
    for (const leak of LEAKS) expect(body, `${address} shows "${leak}"`).not.toContain(leak);
    expect(response.headers.get("x-content-type-options"), address).toBe("nosniff");
    expect(response.headers.get("content-security-policy"), address).toContain(
      "frame-ancestors 'none'",
    );
  }
}

test("a write to a page or resource route without an action answers 405 with Allow and a plain message (issue 18 item 8)", async ({
  baseURL,
}) => {
  const targets = [
    "/faq",
    "/faq.data",
    "/edit-lan-center/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b",
    "/lan-centers/markers.json",
    "/privacy",
  ];
  for (const target of targets) {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await fetch(`${baseURL}${target}`, {
        method,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
        body: "a=1",
      });
      const body = await response.text();
      expect(response.status, `${method} ${target}`).toBe(405);
      expect(response.headers.get("allow"), `${method} ${target}`).toBe("GET, HEAD");
      expect(body, `${method} ${target}`).not.toContain("Unexpected Server Error");
      expect(body, `${method} ${target}`).toContain("does not accept sent forms");
    }
  }
  // Routes with an action still take their forms.
  const login = await fetch(`${baseURL}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
    body: "email=nobody%40example.com&password=x",
  });
  expect(login.status).not.toBe(405);
});

test("a malformed address answers a plain 400 without stack trace or file paths (issue 18 item 8)", async ({
  baseURL,
}) => {
  await expectCleanBadRequest(baseURL!);
});

test("a search with NUL, control characters or very long text is no outage (issue 18 item 2)", async ({
  request,
}) => {
  for (const query of [
    "q=%00",
    "q=a%00b%1b",
    `q=${"%F0%9F%98%80".repeat(300)}`,
    "page=%00&near=%00",
  ]) {
    for (const target of ["/lan-centers", "/lan-centers/markers.json"]) {
      const response = await request.get(`${target}?${query}`);
      expect(response.status(), `${target}?${query.slice(0, 40)}`).toBe(200);
    }
  }
});

test("a body over 1 MiB is refused with 413, a streamed body without a length with 411", async ({
  baseURL,
}) => {
  // The server answers from the headers and closes without reading the body, so a client may
  // still be writing it (EPIPE): what counts is the answer it sent, read as it arrives.
  const body = `message=${"x".repeat(1_100_000)}`;
  const bigStatus = await new Promise<number | undefined>((resolve, reject) => {
    const outgoing = httpRequest(`${baseURL}/signup`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": Buffer.byteLength(body),
        origin: baseURL!,
      },
    });
    outgoing.on("response", (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      // A write cut short after the answer came is expected; anything else fails the test.
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    outgoing.end(body);
  });
  expect(bigStatus).toBe(413);
  const streamed = await fetch(`${baseURL}/signup`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
    body: new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("message=hi"));
        controller.close();
      },
    }),
    duplex: "half",
  } as RequestInit);
  expect(streamed.status).toBe(411);
});

test("the client build holds no server secret, environment name or secret-shaped string", () => {
  const clientDir = path.resolve(import.meta.dirname, "../../build/client");
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(js|mjs|css|html|json|map|txt|xml)$/.test(name)) files.push(full);
    }
  };
  walk(clientDir);
  expect(files.length).toBeGreaterThan(10);
  const authSecretFile = path.resolve(import.meta.dirname, "../../.data/auth-secret");
  const generatedSecret = (() => {
    try {
      return readFileSync(authSecretFile, "utf8").trim();
    } catch {
      return undefined;
    }
  })();
  const forbidden: (string | RegExp)[] = [
    "DATABASE_URL",
    "BETTER_AUTH_SECRET",
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "SMTP_URL",
    "ADMIN_EMAILS",
    /sk_(test|live)_[A-Za-z0-9]/,
    /whsec_[A-Za-z0-9]/,
    /postgres(ql)?:\/\/[^"'\s]*@/,
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    ...(generatedSecret ? [generatedSecret] : []),
    ...["BETTER_AUTH_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "DATABASE_URL"]
      .map((name) => process.env[name])
      .filter((value): value is string => Boolean(value && value.length >= 8)),
  ];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const needle of forbidden) {
      const found = typeof needle === "string" ? text.includes(needle) : needle.test(text);
      expect(found, `${path.relative(clientDir, file)} contains ${String(needle)}`).toBe(false);
    }
  }
});

test.describe("password reset state (issue 18 item 9)", () => {
  /** Runs /forgot-password and /verify-reset-code; returns the checked reset cookie. */
  async function checkedResetCookie(baseURL: string, email: string, request: APIRequestContext) {
    const forgot = await postForm(baseURL, "/forgot-password", { email }, { clientIp: uniqueIp() });
    expect(forgot.status).toBe(302);
    const code = await readCode(request, email, "reset code");
    const verify = await postForm(
      baseURL,
      "/verify-reset-code",
      { code: code! },
      { clientIp: uniqueIp(), cookie: cookiesOf(forgot) },
    );
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/change-password");
    return cookiesOf(verify);
  }

  const signsIn = async (baseURL: string, email: string, password: string) =>
    (await postForm(baseURL, "/login", { email, password }, { clientIp: uniqueIp() })).status;

  test("a tampered reset cookie is refused and changes no password", async ({
    baseURL,
    request,
  }) => {
    const email = uniqueEmail("reset-tamper");
    await createAccountByForm(baseURL!, { email, password: PASSWORD, clientIp: uniqueIp() });
    const cookie = await checkedResetCookie(baseURL!, email, request);
    const [name, value] = [
      cookie.slice(0, cookie.indexOf("=")),
      cookie.slice(cookie.indexOf("=") + 1),
    ];
    // Flip one character of the signed value (payload and signature alike).
    for (const at of [2, value.length - 3]) {
      const flipped = value.slice(0, at) + (value[at] === "A" ? "B" : "A") + value.slice(at + 1);
      const response = await postForm(
        baseURL!,
        "/change-password",
        { password: "Tampered-Pass-2026", confirmPassword: "Tampered-Pass-2026" },
        { clientIp: uniqueIp(), cookie: `${name}=${flipped}` },
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/forgot-password");
    }
    expect(await signsIn(baseURL!, email, "Tampered-Pass-2026")).not.toBe(302);
    expect(await signsIn(baseURL!, email, PASSWORD)).toBe(302);
  });

  test("a replayed reset cookie is refused once the password was reset", async ({
    baseURL,
    request,
  }) => {
    const email = uniqueEmail("reset-replay");
    await createAccountByForm(baseURL!, { email, password: PASSWORD, clientIp: uniqueIp() });
    const cookie = await checkedResetCookie(baseURL!, email, request);
    const first = await postForm(
      baseURL!,
      "/change-password",
      { password: "First-Reset-2026", confirmPassword: "First-Reset-2026" },
      { clientIp: uniqueIp(), cookie },
    );
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/change-password?updated=1");
    const replay = await postForm(
      baseURL!,
      "/change-password",
      { password: "Replayed-Pass-2026", confirmPassword: "Replayed-Pass-2026" },
      { clientIp: uniqueIp(), cookie },
    );
    expect(replay.headers.get("location") ?? "").not.toContain("updated=1");
    expect(replay.status).toBeGreaterThanOrEqual(400);
    expect(await signsIn(baseURL!, email, "Replayed-Pass-2026")).not.toBe(302);
    expect(await signsIn(baseURL!, email, "First-Reset-2026")).toBe(302);
  });
});

test("another user's party: edit mode answers 404 with the spec's text and every party action changes nothing (issue 18 item 9)", async ({
  baseURL,
}) => {
  const owner = await sessionCookie(baseURL!);
  const other = await sessionCookie(baseURL!);
  const name = `Guarded Party ${Date.now().toString(36)}`;
  const registered = await postForm(
    baseURL!,
    "/register-lan-party",
    {
      organizationName: name,
      startDate: "2031-07-01T18:00",
      endDate: "2031-07-02T10:00",
      timeZone: "UTC",
      communityName: `${name} Crew`,
      description: "Only mine.",
    },
    { clientIp: uniqueIp(), cookie: owner.cookie },
  );
  expect(registered.status).toBe(200);
  const dashboard = await (
    await fetch(`${baseURL}/dashboard`, { headers: { cookie: owner.cookie } })
  ).text();
  const partyId = /\/edit-lan-party\/([0-9a-f-]{36})/.exec(dashboard)?.[1];
  expect(partyId).toBeDefined();
  const get = (id: string, cookie: string) =>
    fetch(`${baseURL}/edit-lan-party/${id}`, { headers: { cookie }, redirect: "manual" });

  const refused = await get(partyId!, other.cookie);
  expect(refused.status).toBe(404);
  expect(await refused.text()).toContain("You do not have permission to edit this event");
  const missing = await get("00000000-0000-4000-8000-000000000000", other.cookie);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain("Event not found");

  // The one party action (edit), in every shape, changes nothing.
  for (const form of [
    {
      organizationName: "Hijacked",
      description: "Not yours.",
      startDate: "2031-01-01T10:00",
      endDate: "2031-01-01T12:00",
      timeZone: "UTC",
    },
    { organizationName: "Hijacked", description: "x", startDate: "", endDate: "" },
    {},
  ] as Record<string, string>[]) {
    const response = await postForm(baseURL!, `/edit-lan-party/${partyId}`, form, {
      clientIp: uniqueIp(),
      cookie: other.cookie,
    });
    expect([400, 404]).toContain(response.status);
    // As rendered text: the page's texts also travel in its loader data (ADR 099).
    expect(await response.text()).not.toContain(">Changes Saved!<");
  }
  const own = await (await get(partyId!, owner.cookie)).text();
  expect(own).toContain(name);
  expect(own).not.toContain("Hijacked");
});

test("a party cannot attach itself to another owner's community: 409 on the field, nothing created (issue 18 item 4)", async ({
  baseURL,
}) => {
  const owner = await sessionCookie(baseURL!);
  const other = await sessionCookie(baseURL!);
  const community = `Closed Crew ${Date.now().toString(36)}`;
  const party = (name: string, communityName: string) => ({
    organizationName: name,
    startDate: "2031-08-01T18:00",
    endDate: "2031-08-02T10:00",
    timeZone: "UTC",
    communityName,
    description: "Ours.",
  });
  const first = await postForm(baseURL!, "/register-lan-party", party("Crew Night", community), {
    clientIp: uniqueIp(),
    cookie: owner.cookie,
  });
  expect(first.status).toBe(200);
  const stranger = `Stranger Night ${Date.now().toString(36)}`;
  const refused = await postForm(
    baseURL!,
    "/register-lan-party",
    party(stranger, `  ${community.toLowerCase()} `),
    { clientIp: uniqueIp(), cookie: other.cookie },
  );
  expect(refused.status).toBe(409);
  const html = await refused.text();
  expect(html).toContain("That community belongs to another organiser. Choose another name.");
  expect(html).toContain(stranger);
  const dashboard = await (
    await fetch(`${baseURL}/dashboard`, { headers: { cookie: other.cookie } })
  ).text();
  expect(dashboard).not.toContain(stranger);
});
