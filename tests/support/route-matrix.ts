/**
 * The access matrix of every route module in app/routes (access-control matrix): for each,
 * the path to request (built from user A's resources), an optional form for the POST, and what
 * GET and POST answer to each role. Used by security-access-matrix.spec.ts (the matrix itself)
 * and security.spec.ts (cross-site POSTs to every action).
 */
export type Role = "visitor" | "userA" | "userB" | "admin";
export const ROLES: Role[] = ["visitor", "userA", "userB", "admin"];

/**
 * An expected answer: an HTTP status, "login" (a redirect to /login?redirectTo=...),
 * "to:<path>" (a redirect to exactly that path and query; a trailing * matches any rest), or
 * "to:external" (a redirect to another origin: Stripe Checkout).
 */
export type Answer = number | "login" | `to:${string}`;
export type PerRole = Answer | (Partial<Record<Role, Answer>> & { default?: Answer });

export interface Ids {
  centerA: string;
  partyA: string;
}

export interface Entry {
  /** Path to request, built from user A's resources. */
  path: (ids: Ids) => string;
  /** Form fields of the POST (default: none), for actions that check ownership on a valid form. */
  form?: (ids: Ids) => Record<string, string>;
  get: PerRole;
  post: PerRole;
}

export const ADMIN = { email: "matrix-admin@lancenter.example", password: "Matrix-Admin-2026" };
export const PASSWORD = "Matrix-Owner-2026";
const page = (p: string) => () => p;

/** Public pages: everyone reads them; those without an action answer 405 to a POST. */
function publicPage(p: string): Entry {
  return { path: page(p), get: 200, post: 405 };
}

/** Partner pages: anyone may read and post the lead form (an empty form is a 400). */
function partnerPage(p: string): Entry {
  return { path: page(p), get: 200, post: 400 };
}

export const routeMatrix: Record<string, Entry> = {
  "$.tsx": { path: page("/no-such-page"), get: 404, post: 405 },
  "_index.tsx": publicPage("/"),
  // Download my data (issue 25 item 7): the signed-in account's own data only.
  "account.data[.]json.ts": {
    path: page("/account/data.json"),
    get: { visitor: "login", default: 200 },
    post: 405,
  },
  // Delete account: a POST without the password deletes nothing (400).
  "account.delete.tsx": {
    path: page("/account/delete"),
    get: { visitor: "login", default: 200 },
    post: { visitor: "login", default: 400 },
  },
  "account-confirmation.tsx": {
    path: page("/account-confirmation"),
    get: { visitor: 200, default: "to:/dashboard" },
    post: { visitor: 400, default: "to:/dashboard" },
  },
  "admin-login.tsx": { path: page("/admin-login"), get: 200, post: 400 },
  // Network insights (issue 26 item 6): a GET page; no action.
  "admin.insights.tsx": {
    path: page("/admin/insights"),
    get: { visitor: "login", admin: 200, default: 403 },
    post: 405,
  },
  "admin.listings.tsx": {
    path: page("/admin/listings"),
    get: { visitor: "login", admin: 200, default: 403 },
    post: { visitor: "login", admin: 400, default: 403 },
  },
  // Review moderation (issue 27): an empty POST names no decision (400).
  "admin.reviews.tsx": {
    path: page("/admin/reviews"),
    get: { visitor: "login", admin: 200, default: 403 },
    post: { visitor: "login", admin: 400, default: 403 },
  },
  // Undelivered mail (issue 29 item 2): an empty POST names no message (400).
  "admin.mail.tsx": {
    path: page("/admin/mail"),
    get: { visitor: "login", admin: 200, default: 403 },
    post: { visitor: "login", admin: 400, default: 403 },
  },
  "admin.review.tsx": {
    path: page("/admin/review"),
    get: { visitor: "login", admin: 200, default: 403 },
    post: { visitor: "login", admin: 400, default: 403 },
  },
  "api.email-availability.ts": { path: page("/api/email-availability"), get: 405, post: 400 },
  "api.stripe.webhook.ts": { path: page("/api/stripe/webhook"), get: 405, post: 400 },
  "api.subscriptions.$id.ts": {
    path: page("/api/subscriptions/sub_matrix"),
    get: 405,
    post: { visitor: 401, default: 400 },
  },
  // 'Manage billing' (ADR 051): POST only; the matrix users have no billing account, so the
  // answer is back to the dashboard with the error.
  "billing-portal.ts": {
    path: page("/billing-portal"),
    get: 405,
    post: { visitor: "login", default: "to:/dashboard?subscriptionError=*" },
  },
  "auth.confirm.tsx": { path: page("/auth/confirm"), get: "to:/", post: 405 },
  // The personal calendar feed (ADR 082): a URL without a live secret token is 404 for everyone.
  "calendar.$feed.ts": {
    path: page("/calendar/not-a-live-token.ics"),
    get: 404,
    post: 405,
  },
  "change-password.tsx": {
    path: page("/change-password"),
    get: "to:/forgot-password",
    post: "to:/forgot-password",
  },
  "contacts.tsx": {
    path: page("/contacts"),
    get: { visitor: "login", admin: 200, default: 403 },
    post: 405,
  },
  // The admin contact list as CSV (issue 16): GET only, administrators only.
  "contacts[.]csv.ts": {
    path: page("/contacts.csv"),
    get: { visitor: "login", admin: 200, default: 403 },
    post: 405,
  },
  // The attendee list, CSV and check-in (issue 25 item 3): the organiser and admins only.
  "dashboard_.events.$id.attendees.tsx": {
    path: (ids) => `/dashboard/events/${ids.partyA}/attendees`,
    form: () => ({ rsvpId: "00000000-0000-4000-8000-000000000000", checkedIn: "true" }),
    get: { visitor: "login", userA: 200, admin: 200, default: 404 },
    post: { visitor: "login", default: 404 },
  },
  "dashboard_.events.$id.attendees[.]csv.ts": {
    path: (ids) => `/dashboard/events/${ids.partyA}/attendees.csv`,
    get: { visitor: "login", userA: 200, admin: 200, default: 404 },
    post: 405,
  },
  "dashboard.tsx": {
    path: page("/dashboard"),
    get: 200,
    post: { visitor: "login", default: 400 },
  },
  "dashboard._index.tsx": {
    path: page("/dashboard?index"),
    get: 200,
    post: { visitor: "login", default: 400 },
  },
  "dashboard.email.tsx": {
    path: page("/dashboard/email"),
    get: 200,
    post: { visitor: "login", default: 400 },
  },
  // Insights (issue 26 item 4): every account sees its own; CSV of a listing not its own is 404.
  "dashboard.insights.tsx": {
    path: page("/dashboard/insights"),
    get: 200,
    post: 405,
  },
  "dashboard_.insights[.]csv.ts": {
    path: (ids) => `/dashboard/insights.csv?listing=center:${ids.centerA}`,
    get: { visitor: "login", userA: 200, default: 404 },
    post: 405,
  },
  "dashboard.security.tsx": {
    path: page("/dashboard/security"),
    get: 200,
    post: { visitor: "login", default: 400 },
  },
  "dev.outbox.tsx": publicPage("/dev/outbox"),
  "dev.seed-center.tsx": {
    path: page("/dev/seed-center"),
    get: { visitor: "login", default: 200 },
    post: { visitor: "login", default: "to:/payment?location=*" },
  },
  // The racing second checkout of ADR 032: POST only; an empty form is refused.
  "dev.race-checkout.ts": {
    path: page("/dev/race-checkout"),
    get: 405,
    post: { visitor: "login", default: 400 },
  },
  // The movable app clock of ADR 084: only with APP_TEST_CLOCK, which the shared e2e server
  // does not set, so it is not there for anyone (404), as in production.
  "dev.app-clock.ts": { path: page("/dev/app-clock"), get: 404, post: 404 },
  // The billing test clock of ADR 051: POST only; an empty form (no days) is refused.
  "dev.advance-clock.ts": {
    path: page("/dev/advance-clock"),
    get: 405,
    post: { visitor: "login", default: 400 },
  },
  // The login fixture's session maker: POST only; an empty form (no password) is refused.
  // A page whose loader fails: the error page with its reference (ADR 097).
  "dev.fail.tsx": { path: page("/dev/fail"), get: 500, post: 405 },
  "dev.session.ts": { path: page("/dev/session"), get: 405, post: 400 },
  "dev.slow.tsx": { path: page("/dev/slow?ms=0"), get: 200, post: 405 },
  "edit-lan-center.$id.tsx": {
    path: (ids) => `/edit-lan-center/${ids.centerA}`,
    get: { visitor: "login", default: "to:/register-lan-center?edit=<centerA>" },
    post: 405,
  },
  "edit-lan-center.tsx": {
    path: (ids) => `/edit-lan-center?edit=${ids.centerA}`,
    get: { visitor: "login", default: "to:/register-lan-center?edit=<centerA>" },
    post: 405,
  },
  "edit-lan-party.$id.tsx": {
    path: (ids) => `/edit-lan-party/${ids.partyA}`,
    form: () => ({
      organizationName: "Matrix LAN",
      description: "All night long.",
      startDate: "2031-05-01T18:00",
      endDate: "2031-05-02T10:00",
      timeZone: "UTC",
    }),
    get: { visitor: "login", userA: 200, default: 404 },
    post: { visitor: "login", userA: 200, default: 404 },
  },
  "email-change-success.tsx": publicPage("/email-change-success"),
  "email-confirmation.tsx": publicPage("/email-confirmation"),
  // RSVP (issue 25 item 3): visitors go to sign in; partyA is not verified, so it takes none.
  "events.$id.tsx": {
    path: (ids) => `/events/${ids.partyA}`,
    form: () => ({ intent: "rsvp" }),
    get: 404,
    post: { visitor: "login", default: 404 },
  },
  "events.$id.calendar[.]ics.ts": {
    path: (ids) => `/events/${ids.partyA}/calendar.ics`,
    get: 404,
    post: 405,
  },
  "events._index.tsx": publicPage("/events"),
  "events.calendar[.]ics.ts": publicPage("/events/calendar.ics"),
  "faq.tsx": publicPage("/faq"),
  // The Follow button (issue 25 item 2, ADR 076): a visitor's press goes to sign in (and comes
  // back to /follow, tests/e2e/gamer.spec.ts); centerA is
  // not public, so a signed-in press is 404; GET without a pending follow goes to /me.
  "follow.ts": {
    path: page("/follow"),
    form: (ids) => ({ kind: "center", id: ids.centerA, follow: "1" }),
    get: "to:/me",
    post: { visitor: "login", default: 404 },
  },
  // Insights (issue 26, ADR 085): /go redirects only to a public listing's stored link (centerA
  // is not public: 404); the beacon answers 204 and its noscript image 200 to everyone.
  "go.$kind.$id.ts": {
    path: (ids) => `/go/website/${ids.centerA}`,
    get: 404,
    post: 405,
  },
  "insights.hit.ts": {
    path: (ids) => `/insights/hit?c=${ids.centerA}`,
    get: 200,
    post: 204,
  },
  // Appearances (ADR 086): the list page's beacon answers 204 and its noscript image 200.
  "insights.seen.ts": {
    path: () => `/insights/seen?q=lan`,
    get: 200,
    post: 204,
  },
  "forgot-password.tsx": { path: page("/forgot-password"), get: 200, post: 400 },
  "games.tsx": publicPage("/games"),
  "lan-centers.$id.tsx": { path: (ids) => `/lan-centers/${ids.centerA}`, get: 404, post: 405 },
  // Write a review (issue 27): centerA is not public, so nobody can review it (404).
  "lan-centers.$id_.review.tsx": {
    path: (ids) => `/lan-centers/${ids.centerA}/review`,
    form: () => ({ intent: "save", rating: "4", body: "Fast machines and a quiet room." }),
    get: { visitor: "login", default: 404 },
    post: { visitor: "login", default: 404 },
  },
  "lan-centers._index.tsx": publicPage("/lan-centers"),
  // The photos page (ADR 056): an upload without a file is the owner's 400; others: 404.
  "lan-center-photos.$id.tsx": {
    path: (ids) => `/lan-center-photos/${ids.centerA}`,
    form: () => ({ intent: "upload" }),
    get: { visitor: "login", userA: 200, default: 404 },
    post: { visitor: "login", userA: 400, default: 404 },
  },
  "lan-centers.markers[.]json.ts": publicPage("/lan-centers/markers.json"),
  "lantypes.tsx": publicPage("/lantypes"),
  "login.tsx": {
    path: page("/login"),
    get: { visitor: 200, default: "to:/dashboard" },
    post: { visitor: 400, default: "to:/dashboard" },
  },
  // My page (issue 25 item 1): every signed-in account; visitors sign in first.
  // /me's one action creates or resets the account's own calendar feed link (ADR 082).
  "me._index.tsx": {
    path: page("/me?index"),
    get: { visitor: "login", default: 200 },
    post: { visitor: "login", default: 200 },
  },
  // The language switcher's form (issue 28 item 2): an empty form names no language (400).
  "language.ts": { path: page("/language"), get: 405, post: 400 },
  "logout.tsx": { path: page("/logout"), get: 405, post: "to:/" },
  // Notification switches (issue 25 item 6, ADR 075): the signed-in account's own.
  "me.notifications.tsx": {
    path: page("/me/notifications"),
    get: { visitor: "login", default: 200 },
    post: { visitor: "login", default: 200 },
  },
  "ltcoffeeshops.tsx": publicPage("/ltcoffeeshops"),
  "ltcolleges.tsx": publicPage("/ltcolleges"),
  "ltgamearenas.tsx": publicPage("/ltgamearenas"),
  "ltgamecafe.tsx": publicPage("/ltgamecafe"),
  "lthotels.tsx": publicPage("/lthotels"),
  "ltlanparties.tsx": publicPage("/ltlanparties"),
  "ltlibraries.tsx": publicPage("/ltlibraries"),
  "ltschools.tsx": publicPage("/ltschools"),
  // Whether the map may ask for remote tiles (ADR 064).
  "map.tiles[.]json.ts": publicPage("/map/tiles.json"),
  // A photo rendition (ADR 056): unknown names are 404; GET only.
  "photos.$file.ts": {
    path: page("/photos/000000000000000000000000-480.webp"),
    get: 404,
    post: 405,
  },
  "payment.tsx": {
    path: (ids) => `/payment?location=${ids.centerA}`,
    form: () => ({ plan: "verified" }),
    get: { visitor: 401, userA: 200, default: 403 },
    post: { visitor: 401, userA: "to:external", default: 403 },
  },
  "places.search[.]json.ts": publicPage("/places/search.json?q=Oslo"),
  "privacy.tsx": publicPage("/privacy"),
  "review-guidelines.tsx": publicPage("/review-guidelines"),
  // One review's page (issue 27): no such review, so a signed-in GET or Helpful is 404.
  "reviews.$id.tsx": {
    path: page("/reviews/3f1c1d2e-9a8b-4c7d-8e6f-5a4b3c2d1e0f"),
    form: () => ({ intent: "helpful" }),
    get: { visitor: "login", default: 404 },
    post: { visitor: "login", default: 404 },
  },
  "register-lan-center.tsx": {
    path: (ids) => `/register-lan-center?edit=${ids.centerA}`,
    form: (ids) => ({
      editId: ids.centerA,
      organizationName: "Matrix Arena",
      address: "1 Main St, Springfield",
      description: "Forty PCs and a café.",
      lat: "40.5",
      lng: "-73.25",
    }),
    get: { visitor: "login", userA: 200, default: 404 },
    post: { visitor: "login", userA: 200, default: 404 },
  },
  "register-lan-party.tsx": {
    path: page("/register-lan-party"),
    get: 200,
    post: { visitor: 401, default: 400 },
  },
  "registration-choice.tsx": publicPage("/registration-choice"),
  "reset-password.tsx": publicPage("/reset-password"),
  "robots[.]txt.ts": publicPage("/robots.txt"),
  "signup-contender.tsx": partnerPage("/signup-contender"),
  "signup-early.tsx": partnerPage("/signup-early"),
  "signup-form.tsx": {
    path: page("/signup-form"),
    get: { visitor: 200, default: "to:/dashboard" },
    post: { visitor: 400, default: "to:/dashboard" },
  },
  "signup-gizmo.tsx": partnerPage("/signup-gizmo"),
  "signup-lp.tsx": partnerPage("/signup-lp"),
  "signup-valhallan.tsx": partnerPage("/signup-valhallan"),
  "signup.tsx": partnerPage("/signup"),
  "sitemap[.]xml.ts": publicPage("/sitemap.xml"),
  "success.tsx": {
    path: page("/success?session_id=cs_matrix"),
    // A checkout session Stripe does not know is 'Payment Not Found' (issue 16), not a success.
    get: { visitor: "login", default: 404 },
    post: 405,
  },
  // One-click unsubscribe (ADR 075): without a valid signed token, 400 for everyone.
  "unsubscribe.tsx": { path: page("/unsubscribe"), get: 400, post: 400 },
  "verify-reset-code.tsx": {
    path: page("/verify-reset-code"),
    get: "to:/forgot-password",
    post: "to:/forgot-password",
  },
};

/** The answer `perRole` expects for `role`. @throws when the entry has none for it */
export function answerFor(perRole: PerRole, role: Role): Answer {
  if (typeof perRole !== "object") return perRole;
  const answer = perRole[role] ?? perRole.default;
  if (answer === undefined) throw new Error(`no expectation for ${role}`);
  return answer;
}

/**
 * Every HTML page a visitor can open (GET 200 for a visitor in the matrix), less /dev/* and the
 * dashboard: the paths the page-quality and HTML-validation specs check.
 */
export function publicHtmlPaths(): string[] {
  const visitorGet = (entry: Entry) =>
    typeof entry.get === "object" ? (entry.get.visitor ?? entry.get.default) : entry.get;
  return Object.entries(routeMatrix)
    .filter(([file, entry]) => visitorGet(entry) === 200 && file.endsWith(".tsx"))
    .filter(([file]) => !file.startsWith("dev.") && !file.startsWith("dashboard"))
    .map(([, entry]) => entry.path({ centerA: "", partyA: "" }));
}
