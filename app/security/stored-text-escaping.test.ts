/**
 * Stored text is never rendered as HTML (security test suite: hostile input, OWASP ASVS 5.0 V3.2
 * stored XSS). fast-check fills valid forms with script-injection strings (hostile-input.ts
 * `HTML_FRAGMENTS` plus unicode tails): the owner's sign-up names, a LAN center with its
 * community and contact, a LAN party, a partner lead, a setup request and an admin's rejection
 * reason. Every action must accept them; then the pages that show the stored text are rendered
 * on the server through their real loaders and components (React Router's static handler and
 * `renderToString`, as the production entry does with streaming): the admin review queue and
 * contacts, the public center and party pages and lists (JSON-LD included), the owner's
 * dashboard and edit forms. Each page must show the text escaped (`&lt;script&gt;`) and never
 * contain the raw markup; the e-mails the outbox stored for the setup request and the
 * rejection must be escaped the same way.
 */
import fc from "fast-check";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  UNSAFE_withComponentProps,
  type RouteObject,
} from "react-router";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createVerifiedUser, signInCookie } from "../../tests/support/auth-fixture";
import { answerOf, HTML_FRAGMENTS } from "../../tests/support/hostile-input";

process.env.DATABASE_URL = "pglite://";
process.env.SEED_DEMO = "false";
process.env.ADMIN_EMAILS = "xss-admin@lancenter.example";

const { startRuntime, stopRuntime, getDb, getAuth, getServices } =
  await import("~/server/runtime.server");
const { servicesContext } = await import("~/server/services.server");
const { listOutbox } = await import("~/server/mail/outbox.server");
const { getAccountsContext: accountsContext } = await import("~/server/runtime.server");
const { communities, locations } = await import("~/server/db/schema");
const { nonceContext } = await import("~/lib/nonce");
const { clientIpContext } = await import("~/lib/client-ip");

const ORIGIN = "http://localhost:3000";
const PASSWORD = "Escape-Horse-Battery-42";
const OWNER = "xss-owner@example.com";
const ADMIN = "xss-admin@lancenter.example";
/** The owner's names as typed at sign-up: shown on the dashboard and in the review queue. */
const OWNER_FIRST = "<img src=x onerror=alert(1)>";
const OWNER_LAST = "<script>alert(1)</script>";

type Action = (args: {
  request: Request;
  params: Record<string, string>;
  context: RouterContextProvider;
}) => unknown;
interface RouteModule {
  action?: Action;
  loader?: RouteObject["loader"];
  default: Parameters<typeof UNSAFE_withComponentProps>[0];
}

const modules = import.meta.glob<RouteModule>("/app/routes/*.{ts,tsx}");
async function routeModule(name: string): Promise<RouteModule> {
  const load = modules[`/app/routes/${name}.tsx`] ?? modules[`/app/routes/${name}.ts`];
  if (!load) throw new Error(`no route module ${name}`);
  return load();
}

/** Pages that show stored user text, with their URL patterns. */
const PAGES: Record<string, string> = {
  "admin.review": "admin/review",
  "admin.listings": "admin/listings",
  contacts: "contacts",
  "lan-centers.$id": "lan-centers/:id",
  "lan-centers._index": "lan-centers",
  "events.$id": "events/:id",
  "events._index": "events",
  dashboard: "dashboard",
  "edit-lan-party.$id": "edit-lan-party/:id",
  "register-lan-center": "register-lan-center",
};

let ip = 0;
function loadContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, "escape-nonce");
  ip += 1;
  context.set(clientIpContext, `198.19.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`);
  context.set(servicesContext, getServices());
  return context;
}

/** Escapes like React does for text and attribute values. */
function reactEscaped(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/** Raw markup any of our fragments would produce if rendered as HTML. */
const RAW_MARKUP = /<script>alert|<img src=x|<svg onload|<iframe src=|<a href="javascript:/i;

/** Fails when `html` carries one of `stored` (or any fragment) as raw markup. */
function expectInert(html: string, stored: readonly string[], where: string): void {
  expect(RAW_MARKUP.exec(html)?.[0], `${where}: raw markup`).toBeUndefined();
  for (const text of stored) {
    if (/[<>]/.test(text)) expect(html.includes(text), `${where}: raw ${text}`).toBe(false);
  }
}

/** Fails unless `html` shows `text`, escaped (so the inertness check is not vacuous). */
function expectShown(html: string, text: string, where: string): void {
  expect(html.includes(reactEscaped(text)), `${where}: shows ${reactEscaped(text)}`).toBe(true);
}

let handler: ReturnType<typeof createStaticHandler>;

/** Server-renders `url` through the real loaders and components of `PAGES`. */
async function render(url: string, cookie = ""): Promise<string> {
  const request = new Request(`${ORIGIN}${url}`, { headers: cookie ? { cookie } : {} });
  const context = await handler.query(request, { requestContext: loadContext() });
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  expect(context.errors, `${url} loader errors`).toBeNull();
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context }));
}

/** Runs a route action with a form and returns its answer; it must accept the input. */
async function post(
  name: string,
  url: string,
  fields: Record<string, string>,
  cookie: string,
): Promise<unknown> {
  const { action } = await routeModule(name);
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const request = new Request(`${ORIGIN}${url}`, {
    method: "POST",
    body,
    headers: { cookie, origin: ORIGIN },
  });
  const answer = await answerOf(() => action!({ request, params: {}, context: loadContext() }));
  expect(answer.status, `${name}: ${JSON.stringify(answer.data)}`).toBeLessThan(400);
  return answer.data;
}

async function createAccount(email: string, firstName: string, lastName: string): Promise<string> {
  const client = { headers: new Headers(), ip: `198.19.250.${(ip++ % 250) + 1}` };
  await createVerifiedUser(
    accountsContext(),
    { firstName, lastName, email, password: PASSWORD },
    client,
  );
  return signInCookie(getAuth(), email, PASSWORD);
}

/**
 * A hostile text that passes validation: a fragment, a unicode tail, a unique number. (Bidi
 * overrides such as U+202E are refused in single-line fields since ADR 069; the marks U+200F and
 * U+200E are allowed inside.)
 */
const hostileText = fc
  .tuple(
    fc.constantFrom(...HTML_FRAGMENTS.filter((f) => /[<>]/.test(f))),
    fc.constantFrom("", " 👾🎮", " \u200Flive\u200E", " ' OR '1'='1", " &amp; co"),
    fc.integer({ min: 1, max: 1_000_000 }),
  )
  .map(([fragment, tail, n]) => `${fragment}${tail} #${n}`);

describe("stored text is rendered escaped, never as HTML", () => {
  let ownerCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    // The dev outbox logs a line per mail; the assertions read the outbox itself.
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    await startRuntime();
    ownerCookie = await createAccount(OWNER, OWNER_FIRST, OWNER_LAST);
    adminCookie = await createAccount(ADMIN, "Ada", "Admin");
    const routes: RouteObject[] = [];
    for (const [name, path] of Object.entries(PAGES)) {
      const mod = await routeModule(name);
      const route: RouteObject = {
        id: name,
        path,
        loader: mod.loader,
        Component: UNSAFE_withComponentProps(mod.default),
      };
      // A layout route renders its index child, as the app's route tree does.
      const index = modules[`/app/routes/${name}._index.tsx`];
      if (index) {
        const child = await index();
        route.children = [
          {
            id: `${name}._index`,
            index: true,
            loader: child.loader,
            Component: UNSAFE_withComponentProps(child.default),
          },
        ];
      }
      routes.push(route);
    }
    handler = createStaticHandler(routes);
  });

  afterAll(async () => {
    await stopRuntime();
    vi.restoreAllMocks();
  });

  it("centers, parties, leads, names, setup requests and rejection reasons", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostileText, { minLength: 12, maxLength: 12 }), async (texts) => {
        const [
          centerName,
          address,
          description,
          communityName,
          communityDescription,
          contactName,
          partyName,
          partyDescription,
          partyLocation,
          leadName,
          leadMessage,
          reason,
        ] = texts;
        const stored = [...texts, OWNER_FIRST, OWNER_LAST];

        const center = (await post(
          "register-lan-center",
          "/register-lan-center",
          {
            contactFirstName: contactName!,
            contactLastName: contactName!,
            contactEmail: "owner@example.com",
            communityName: communityName!,
            communityDescription: communityDescription!,
            organizationName: centerName!,
            website: "https://example.com",
            address: address!,
            description: description!,
            lat: "52.52",
            lng: "13.4",
          },
          ownerCookie,
        )) as { values: { doneId: string } };
        const centerId = center.values.doneId;
        // The party's id comes from the action's answer: an earlier run of the property may have
        // stored (and verified) a party of the same name.
        const party = (await post(
          "register-lan-party",
          "/register-lan-party",
          {
            organizationName: partyName!,
            startDate: "2031-05-01T10:00",
            endDate: "2031-05-02T10:00",
            timeZone: "UTC",
            communityName: communityName!,
            description: partyDescription!,
            customLocation: partyLocation!,
            contactFirstName: contactName!,
          },
          ownerCookie,
        )) as { eventId: string };
        await post(
          "signup",
          "/signup",
          {
            name: leadName!,
            email: "lead@example.com",
            organization: centerName!,
            venueType: "lan-center",
            message: leadMessage!,
          },
          "",
        );

        // Admin pages: the review queue (names, descriptions, owner) and contacts (leads).
        const review = await render("/admin/review", adminCookie);
        expectInert(review, stored, "/admin/review");
        for (const text of [centerName!, communityName!, partyName!, OWNER_FIRST]) {
          expectShown(review, text, "/admin/review");
        }
        const contacts = await render("/contacts", adminCookie);
        expectInert(contacts, stored, "/contacts");
        expectShown(contacts, leadName!, "/contacts");

        // Verified, the center and party are public: their pages, lists and JSON-LD.
        const [row] = await getDb()
          .select({ communityId: locations.communityId, verified: communities.isVerified })
          .from(locations)
          .innerJoin(communities, eq(communities.id, locations.communityId))
          .where(eq(locations.id, centerId));
        const partyId = party.eventId;
        // A community name the property repeats joins the community an earlier run verified.
        const toVerify = [
          ...(row!.verified ? [] : [["community", row!.communityId!] as const]),
          ["center", centerId] as const,
          ["party", partyId] as const,
        ];
        for (const [kind, id] of toVerify) {
          await post("admin.review", "/admin/review", { intent: "verify", kind, id }, adminCookie);
        }
        // Without a plan, a complimentary listing puts the verified center on the map (ADR 050).
        await post(
          "admin.listings",
          "/admin/listings",
          { intent: "grant", locationId: centerId },
          adminCookie,
        );
        const listings = await render("/admin/listings", adminCookie);
        expectInert(listings, stored, "/admin/listings");
        expectShown(listings, centerName!, "/admin/listings");
        for (const [url, shown] of [
          [`/lan-centers/${centerId}`, [centerName!, address!, description!]],
          ["/lan-centers", [centerName!]],
          [`/events/${partyId}`, [partyName!, partyDescription!]],
          ["/events", [partyName!]],
        ] as const) {
          const html = await render(url);
          expectInert(html, stored, url);
          for (const text of shown) expectShown(html, text, url);
        }

        // The owner's pages, after a rejection with a hostile reason and a setup request. Only an
        // unverified item can be rejected (ADR 053), so the party goes back to the queue first.
        await post(
          "admin.review",
          "/admin/review",
          { intent: "unverify", kind: "party", id: partyId },
          adminCookie,
        );
        await post(
          "admin.review",
          "/admin/review",
          { intent: "reject", kind: "party", id: partyId, reason: reason! },
          adminCookie,
        );
        await post(
          "dashboard",
          "/dashboard",
          {
            intent: "setup-request",
            locationId: centerId,
            firstName: contactName!,
            lastName: contactName!,
            email: "owner@example.com",
            lanCenterName: centerName!,
            lanCenterAddress: address!,
          },
          ownerCookie,
        );
        const dashboard = await render("/dashboard", ownerCookie);
        expectInert(dashboard, stored, "/dashboard");
        for (const text of [centerName!, partyName!, reason!, OWNER_FIRST]) {
          expectShown(dashboard, text, "/dashboard");
        }
        for (const url of [`/edit-lan-party/${partyId}`, `/register-lan-center?edit=${centerId}`]) {
          const html = await render(url, ownerCookie);
          expectInert(html, stored, url);
          expectShown(html, url.startsWith("/edit") ? partyName! : centerName!, url);
        }

        // E-mails: the rejection to the owner and the setup request to support.
        const mails = (await listOutbox(getDb(), 10)).filter(
          (m) => m.textBody.includes(reason!) || m.textBody.includes(centerName!),
        );
        expect(mails.length, "rejection and setup e-mails").toBeGreaterThanOrEqual(2);
        for (const mail of mails) expectInert(mail.htmlBody, stored, `mail ${mail.subject}`);
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});
