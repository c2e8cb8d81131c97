/**
 * Access control matrix (OWASP ASVS 5.0 V8): every module in
 * app/routes has one entry saying what GET (its loader, or the bare page) and POST (its action,
 * or 405 when it has none) answer to a visitor, user A (who owns a center and a party), user B
 * (another user) and an admin. The POST carries an empty form from our own origin, so it shows
 * what each role reaches before validation. A route module without an entry fails the first
 * test, so a new route cannot ship without a decision about who may call it.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { uniqueEmail, uniqueIp } from "../support/auth-helpers";
import { createSession, test } from "../support/fixtures";
import { registerCenter, registerParty } from "../support/owner-helpers";
import {
  ADMIN,
  answerFor,
  PASSWORD,
  ROLES,
  routeMatrix,
  type Answer,
  type Ids,
  type Role,
} from "../support/route-matrix";

const matrix = routeMatrix;

/** What a response means in the matrix's terms. */
function answerOf(status: number, location: string | undefined, origin: string): Answer {
  if (status >= 300 && status < 400 && location) {
    const url = new URL(location, origin);
    if (url.origin !== new URL(origin).origin) return "to:external";
    if (url.pathname === "/login" && url.searchParams.has("redirectTo")) return "login";
    return `to:${url.pathname}${url.search}`;
  }
  return status;
}

test("every route module in app/routes has an entry in the access matrix", () => {
  const files = readdirSync(path.resolve(import.meta.dirname, "../../app/routes")).sort();
  expect(Object.keys(matrix).sort()).toEqual(files);
});

test.describe("access matrix", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  const clients = {} as Record<Role, APIRequestContext>;
  let ids: Ids;

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const signedIn = async (email: string, password: string, firstName: string) => {
      const context = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
      });
      const tab = await context.newPage();
      await createSession(context.request, { email, password, firstName });
      await tab.goto("/dashboard");
      await expect(tab).toHaveURL(/\/dashboard$/);
      return { context, tab };
    };
    const a = await signedIn(uniqueEmail("matrix-a"), PASSWORD, "Ava");
    ids = {
      centerA: await registerCenter(a.tab, "Matrix Arena"),
      partyA: await registerParty(a.tab, "Matrix LAN"),
    };
    const b = await signedIn(uniqueEmail("matrix-b"), PASSWORD, "Ben");
    const admin = await signedIn(ADMIN.email, ADMIN.password, "Ada");
    const clientFor = async (from?: { context: { storageState(): Promise<unknown> } }) =>
      playwrightRequest.newContext({
        baseURL,
        maxRedirects: 0,
        extraHTTPHeaders: { "x-forwarded-for": uniqueIp(), origin: baseURL! },
        ...(from
          ? { storageState: (await from.context.storageState()) as { cookies: []; origins: [] } }
          : {}),
      });
    clients.visitor = await clientFor();
    clients.userA = await clientFor(a);
    clients.userB = await clientFor(b);
    clients.admin = await clientFor(admin);
    for (const session of [a, b, admin]) await session.context.close();
  });

  test.afterAll(async () => {
    await Promise.all(Object.values(clients).map((client) => client.dispose()));
  });

  // Logging out ends the session the other rows need, so logout.tsx goes last.
  const order = Object.keys(matrix).sort(
    (x, y) => Number(x === "logout.tsx") - Number(y === "logout.tsx"),
  );

  test("each role gets the expected answer from every loader and action", async ({ baseURL }) => {
    const mismatches: string[] = [];
    for (const file of order) {
      const entry = matrix[file]!;
      const target = entry.path(ids);
      for (const method of ["get", "post"] as const) {
        for (const role of ROLES) {
          const response =
            method === "get"
              ? await clients[role].get(target)
              : await clients[role].post(target, { form: entry.form?.(ids) ?? {} });
          const actual = answerOf(response.status(), response.headers()["location"], baseURL!);
          const want = answerFor(entry[method], role);
          const wanted = typeof want === "string" ? want.replace("<centerA>", ids.centerA) : want;
          const matches =
            typeof wanted === "string" && wanted.endsWith("*")
              ? String(actual).startsWith(wanted.slice(0, -1))
              : actual === wanted;
          if (!matches) {
            mismatches.push(
              `${file} ${method.toUpperCase()} ${target} as ${role}: ${actual} (expected ${wanted})`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
