/**
 * Playwright fixtures for specs that need a signed-in user but do not test signing up or in:
 * `login()` creates a verified account (profile included) and its session through the
 * local-mode route POST /dev/session and puts the session cookie into the page's browser
 * context (or another one). Only the account specs go through the sign-up pages
 * (auth-helpers.ts). `test` also gives each test its own client address, as auth-helpers' does.
 */
import { request as playwrightRequest } from "@playwright/test";
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { test as base, uniqueEmail } from "./auth-helpers";

/** The password `login` gives an account when none is asked for. */
export const LOGIN_PASSWORD = "Login-Fixture-2026";

/** What to sign in as. */
export interface LoginOptions {
  /** Default: a fresh address, or with `admin` the first ADMIN_EMAILS address. */
  email?: string;
  /** The address must be an administrator's (listed in ADMIN_EMAILS). */
  admin?: boolean;
  /** Default `LOGIN_PASSWORD`; an existing account must have this password. */
  password?: string;
  /** Profile names of a new account; default Casey Jones, like the sign-up helper. */
  firstName?: string;
  lastName?: string;
  /** The browser context to sign in (default: the test page's). */
  context?: BrowserContext;
}

/** The signed-in account. */
export interface LoggedIn {
  userId: string;
  email: string;
  password: string;
  role: "admin" | "user";
}

/**
 * Creates the account when it does not exist (verified, with its profile) and signs it in
 * through `request`, whose cookie jar keeps the session (a browser context's `request` shares
 * the context's cookies).
 * @throws when the server refuses (e.g. an existing account with another password)
 */
export async function createSession(
  request: APIRequestContext,
  options: Omit<LoginOptions, "context"> = {},
): Promise<LoggedIn> {
  const password = options.password ?? LOGIN_PASSWORD;
  const email = options.email ?? (options.admin ? "" : uniqueEmail("login"));
  const response = await request.post("/dev/session", {
    form: {
      email,
      password,
      admin: options.admin ? "true" : "",
      firstName: options.firstName ?? "Casey",
      lastName: options.lastName ?? "Jones",
    },
    maxRedirects: 0,
  });
  if (!response.ok()) {
    throw new Error(`POST /dev/session answered ${response.status()}: ${await response.text()}`);
  }
  const body = (await response.json()) as Omit<LoggedIn, "password">;
  return { ...body, password };
}

/**
 * `createSession` for clients outside a browser (plain `fetch`): signs a new or existing account
 * in on the server at `baseURL`.
 * @returns the account and its session as a Cookie header value
 */
export async function sessionCookie(
  baseURL: string,
  options: Omit<LoginOptions, "context"> = {},
): Promise<LoggedIn & { cookie: string }> {
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    const account = await createSession(request, options);
    const { cookies } = await request.storageState();
    return { ...account, cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
  } finally {
    await request.dispose();
  }
}

/** The `login` fixture: signs a (new or existing) account in, in the page's browser context. */
export type Login = (options?: LoginOptions) => Promise<LoggedIn>;

/** Playwright's `test` with the `login` fixture (and a client address per test). */
export const test = base.extend<{ login: Login }>({
  login: async ({ page }, provide) => {
    await provide(({ context, ...options } = {}) =>
      createSession(context?.request ?? page.request, options),
    );
  },
});
