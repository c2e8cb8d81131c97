/**
 * Auth test fixtures for unit and integration tests: `useAuthFixture()` gives a suite a fresh
 * migrated database of one engine, a mailer that keeps every message in that database's outbox
 * (or one the suite supplies) and a better-auth instance on them, plus helpers to create
 * verified users. The helpers below it also work on a started runtime (`getAccountsContext()` of app/server/runtime.server.ts).
 */
import { afterAll, beforeAll } from "vitest";
import {
  signUp,
  verifySignUpCode,
  type AccountsContext,
  type Client,
} from "~/server/auth/accounts.server";
import { createAuth, type Auth } from "~/server/auth/auth.server";
import type { Database, DatabaseHandle } from "~/server/db/client.server";
import { createMailer, type Mailer } from "~/server/mail/mailer.server";
import { listOutbox, type OutboxMessage } from "~/server/mail/outbox.server";
import { readCode, type SentMail } from "./codes";
import { openTestDatabase, type databaseEngines } from "./test-databases";

/** The password `createVerifiedUser` gives when none is asked for. */
export const TEST_PASSWORD = "Correct-Horse-42";

let clientCounter = 0;
/** A caller with no cookies from a fresh client address (100.64.0.0/10, unique per call). */
export function newClient(): Client {
  clientCounter += 1;
  return {
    headers: new Headers(),
    ip: `100.64.${Math.floor(clientCounter / 250) % 250}.${(clientCounter % 250) + 1}`,
  };
}

/** The newest message of the outbox of `db` to `email`, if any. */
export async function latestMail(db: Database, email: string): Promise<OutboxMessage | undefined> {
  return (await listOutbox(db)).find((m) => m.toAddress === email);
}

/** The outbox of `db` as a mail source for `readCode`, newest first. */
export function outboxOf(db: Database): () => Promise<SentMail[]> {
  return async () =>
    (await listOutbox(db)).map((m) => ({ to: m.toAddress, subject: m.subject, text: m.textBody }));
}

/** The Cookie header value (`name=value; ...`) of better-auth's Set-Cookie headers. */
export function cookieHeader(setCookies: Headers): string {
  return setCookies
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Signs `email` in straight through better-auth (none of our limits); the Cookie header. */
export async function signInCookie(auth: Auth, email: string, password: string): Promise<string> {
  const { headers } = await auth.api.signInEmail({
    body: { email, password },
    headers: new Headers(),
    returnHeaders: true,
  });
  return cookieHeader(headers);
}

/** A user created by `createVerifiedUser`. */
export interface VerifiedUser {
  email: string;
  password: string;
  /** The client that signed up; it carries no cookies. */
  client: Client;
  /** Set-Cookie headers of the session verification started. */
  headers: Headers;
  /** The same session as a Cookie header value. */
  cookie: string;
}

/**
 * Creates an account through the sign-up actions (profile names included) and verifies it
 * with the code from the outbox of `ctx.db`, which signs it in.
 * @throws when sign-up does not answer `{ ok: true, mailFailed: false }` or verification fails
 */
export async function createVerifiedUser(
  ctx: AccountsContext,
  input: { email: string; password?: string; firstName?: string; lastName?: string },
  client: Client = newClient(),
): Promise<VerifiedUser> {
  const { email, password = TEST_PASSWORD, firstName = "Ada", lastName = "Lovelace" } = input;
  const signedUp = await signUp(ctx, { firstName, lastName, email, password }, client);
  if (!signedUp.ok || signedUp.mailFailed) {
    throw new Error(`sign-up of ${email} answered ${JSON.stringify(signedUp)}`);
  }
  const code = await readCode(outboxOf(ctx.db), email, "verification code");
  const verified = await verifySignUpCode(ctx, { email, code }, client);
  if (!verified.ok) throw new Error(`verification of ${email}: ${verified.message}`);
  return {
    email,
    password,
    client,
    headers: verified.headers,
    cookie: cookieHeader(verified.headers),
  };
}

/** What `useAuthFixture` gives a suite once its `beforeAll` has run. */
export interface AuthFixture {
  handle: DatabaseHandle;
  db: Database;
  mailer: Mailer;
  auth: Auth;
  adminEmails: readonly string[];
  /** What the account actions take: better-auth, the database, ADMIN_EMAILS and the mailer. */
  ctx: AccountsContext & { mailer: Mailer };
  /** The code of the newest message to `email` (whose subject contains `subject`). */
  readCode(email: string, subject?: string): Promise<string>;
  /** The newest message to `email` in the outbox. */
  latestMail(email: string): Promise<OutboxMessage | undefined>;
  /** `createVerifiedUser` on this fixture. */
  createVerifiedUser(
    input: { email: string; password?: string; firstName?: string; lastName?: string },
    client?: Client,
  ): Promise<VerifiedUser>;
}

/**
 * Registers the shared set-up of an auth test suite: before all tests a fresh migrated
 * database of `engine`, a mailer (the dev outbox in that database unless `mailer` builds
 * another) and better-auth on them; the database is closed after all tests. Call it inside
 * `describe`; read the returned fixture's fields inside hooks and tests only.
 */
export function useAuthFixture(
  engine: (typeof databaseEngines)[number]["name"],
  options: { adminEmails?: readonly string[]; mailer?: (db: Database) => Mailer } = {},
): AuthFixture {
  const adminEmails = options.adminEmails ?? [];
  let ready: Omit<AuthFixture, "readCode" | "latestMail" | "createVerifiedUser"> | undefined;
  const get = () => {
    if (!ready) throw new Error("useAuthFixture: used before its beforeAll ran");
    return ready;
  };
  beforeAll(async () => {
    const handle = await openTestDatabase(engine);
    const db = handle.db;
    const mailer =
      options.mailer?.(db) ??
      createMailer({ smtpUrl: undefined, from: "t@example.com", db, log: () => {} });
    const auth = createAuth({
      db,
      mailer,
      secret: "x".repeat(40),
      baseURL: "http://localhost:3000",
      production: false,
      adminEmails,
    });
    ready = { handle, db, mailer, auth, adminEmails, ctx: { auth, db, adminEmails, mailer } };
  });
  afterAll(() => ready?.handle.close());
  return {
    get handle() {
      return get().handle;
    },
    get db() {
      return get().db;
    },
    get mailer() {
      return get().mailer;
    },
    get auth() {
      return get().auth;
    },
    adminEmails,
    get ctx() {
      return get().ctx;
    },
    readCode: (email, subject) => readCode(outboxOf(get().db), email, subject),
    latestMail: (email) => latestMail(get().db, email),
    createVerifiedUser: (input, client) => createVerifiedUser(get().ctx, input, client),
  };
}
