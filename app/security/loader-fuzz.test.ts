/**
 * Input fuzzing of every route loader (issue 18 item 2, "query parameters are input too"):
 * fast-check sends hostile query strings (known parameter names and random ones, with NUL, lone
 * surrogates, over-long text, SQL and HTML fragments from hostile-input.ts) and hostile route
 * params (`$id`) to each module in app/routes that exports `loader`, as a visitor and as a
 * signed-in user. Oracle: the answer is 2xx, 3xx, 400 or 404 (or the 401, 403 or 405 a loader
 * gives whatever the query; a thrown response counts by its status), never a 5xx or another
 * thrown error, and nothing is logged at error level.
 * A deeper local search: FUZZ_RUNS=100 npx vitest run app/security/loader-fuzz.test.ts
 */
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { createVerifiedUser, signInCookie } from "../../tests/support/auth-fixture";
import { answerOf, hostileString, preview } from "../../tests/support/hostile-input";

process.env.DATABASE_URL = "pglite://";
process.env.SEED_DEMO = "false";

const { startRuntime, stopRuntime, getAuth, getServices } = await import("~/server/runtime.server");
const { servicesContext } = await import("~/server/services.server");
const { getAccountsContext: accountsContext } = await import("~/server/runtime.server");
const { nonceContext } = await import("~/lib/nonce");
const { clientIpContext } = await import("~/lib/client-ip");

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const ORIGIN = "http://localhost:3000";
const PASSWORD = "Fuzz-Horse-Battery-42";
const USER_EMAIL = "loader-fuzz@example.com";

/** Parameter names the loaders read (grep `searchParams` in app/routes and app/lib). */
const KNOWN_PARAMS = [
  "q",
  "community",
  "near",
  "page",
  "from",
  "to",
  "category",
  "edit",
  "location",
  "tab",
  "step",
  "redirectTo",
  "message",
  "session_id",
  "confirmation_url",
  "updated",
  "subscriptionError",
  "index",
  "type",
  "limit",
  // The map's view (issue 15 item 4, ADR 062): /lan-centers/markers.json.
  "bbox",
  "zoom",
  "platform",
  "open",
  // /unsubscribe's signed link and /me/notifications' saved notice (ADR 075).
  "token",
  "saved",
];
/**
 * Loaders left out: dev.slow waits as long as it is asked to, dev.fail fails on purpose (its
 * error page and reference are the test, ADR 097); both development pages.
 */
const SKIPPED = new Set(["dev.slow", "dev.fail"]);

type LoaderFn = (args: {
  request: Request;
  params: Record<string, string>;
  context: RouterContextProvider;
}) => unknown;
interface RouteModule {
  loader?: LoaderFn;
}

const routeFiles = import.meta.glob<RouteModule>("/app/routes/*.{ts,tsx}");
const routeName = (file: string) => file.replace(/^.*\//, "").replace(/\.tsx?$/, "");

/** The route params a file name declares (`api.subscriptions.$id` → ["id"]). */
const paramsOf = (name: string) =>
  name
    .split(".")
    .filter((part) => part.startsWith("$") && part.length > 1)
    .map((part) => part.slice(1));

let ipCounter = 0;
function loadContext(): RouterContextProvider {
  ipCounter += 1;
  const context = new RouterContextProvider();
  context.set(nonceContext, "fuzz-nonce");
  context.set(
    clientIpContext,
    `198.19.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
  );
  context.set(servicesContext, getServices());
  return context;
}

/** A query string of known and random names with hostile values. */
const hostileQuery = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...KNOWN_PARAMS) },
        { weight: 1, arbitrary: hostileString },
      ),
      fc.oneof(hostileString, fc.constantFrom("", "1", "-1", "1e9", "%00", "52.5,13.4")),
    ),
    { maxLength: 5 },
  )
  .map((pairs) =>
    new URLSearchParams(pairs.map(([k, v]) => [k.toWellFormed(), v.toWellFormed()])).toString(),
  );

const hostileParam = fc.oneof(
  fc.uuid(),
  hostileString.map((value) => value.toWellFormed()),
  fc.constantFrom("sub_local_123", "x".repeat(5000), "\u0000"),
);

/**
 * 2xx, 3xx, 400 and 404; also 401, 403 and 405, which some loaders answer whatever the query
 * (a page for admins or owners only, an endpoint that only takes POST).
 */
const ALLOWED = (status: number) =>
  (status >= 200 && status < 400) || [400, 401, 403, 404, 405].includes(status);

let errorSpy: MockInstance<typeof console.error>;
const spies: MockInstance[] = [];
const cookies = { visitor: "", user: "" };

describe("every route loader survives hostile query strings and params", () => {
  beforeAll(async () => {
    await startRuntime();
    await createVerifiedUser(
      accountsContext(),
      { firstName: "Loader", lastName: "Fuzz", email: USER_EMAIL, password: PASSWORD },
      { headers: new Headers(), ip: "198.19.255.1" },
    );
    cookies.user = await signInCookie(getAuth(), USER_EMAIL, PASSWORD);
    spies.push(vi.spyOn(console, "warn").mockImplementation(() => undefined));
    spies.push(vi.spyOn(console, "log").mockImplementation(() => undefined));
    errorSpy = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    errorSpy.mockRestore();
    await stopRuntime();
  });

  const names = Object.keys(routeFiles)
    .map(routeName)
    .filter((name) => !SKIPPED.has(name))
    .sort();

  for (const name of names) {
    it(`${name}: no 5xx and no error log`, { timeout: 60_000 }, async () => {
      const file = Object.keys(routeFiles).find((f) => routeName(f) === name)!;
      const mod = await routeFiles[file]!();
      if (!mod.loader) return;
      const loader = mod.loader;
      const paramNames = paramsOf(name);
      await fc.assert(
        fc.asyncProperty(
          hostileQuery,
          fc.array(hostileParam, { minLength: paramNames.length, maxLength: paramNames.length }),
          fc.constantFrom<"visitor" | "user">("visitor", "user"),
          async (query, values, role) => {
            errorSpy.mockClear();
            const params = Object.fromEntries(paramNames.map((p, i) => [p, values[i]!]));
            const pathname = `/${name.replace(/_index$/, "").replace(/\./g, "/")}`;
            const request = new Request(`${ORIGIN}${pathname}?${query}`, {
              headers: role === "user" ? { cookie: cookies.user } : {},
            });
            const input = `${name} as ${role}: ?${preview(query, 300)} ${preview(params, 200)}`;
            let status: number;
            try {
              status = (await answerOf(() => loader({ request, params, context: loadContext() })))
                .status;
            } catch (error) {
              throw new Error(`${input} threw ${preview(String(error), 300)}`, { cause: error });
            }
            expect(ALLOWED(status), `${input} -> ${status}`).toBe(true);
            expect(errorSpy, `${input} logged an error`).not.toHaveBeenCalled();
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});
