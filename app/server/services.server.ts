/**
 * The service layer: one object per area with its dependencies closed over, built once by the
 * runtime (`createServices`) and handed to every loader and action through the router context.
 * Routes call e.g. `servicesOf(context).billing.startCheckout({ userId, ... })`; they never
 * reach for the database, Stripe, the mailer or the configuration themselves.
 *
 * Convention: a service method takes one input object and returns a Promise; an expected
 * failure is thrown as an `AppError` (code, user message, HTTP status). The session and
 * state-cookie helpers of `auth` take the `Request` itself.
 */
import { createContext, data, type RouterContextProvider } from "react-router";
import { createAttendanceService, type AttendanceService } from "./attendance/service.server";
import type { Auth } from "./auth/auth.server";
import { createAuthService, type AuthService } from "./auth/service.server";
import type { StripeBilling } from "./billing/stripe-client.server";
import { createBillingService, type BillingService } from "./billing/service.server";
import { createPublicCache, withPublicCache, type PublicCache } from "./cache/public-cache.server";
import type { PublicChanges } from "./cache/public-changes.server";
import type { AppConfig } from "./config.server";
import type { Database } from "./db/client.server";
import { createPageCache, type PageCache } from "./cache/page-cache.server";
import { createDirectoryService, type DirectoryService } from "./directory/service.server";
import { createFollowsService, type FollowsService } from "./follows/service.server";
import { recordPublished, registerFollowDigest } from "./follows/index.server";
import {
  createInsightsService,
  registerInsightsMonthly,
  registerInsightsRollup,
  type InsightsService,
} from "./insights/index.server";
import type { Clock, Jobs } from "./jobs/index.server";
import type { LocalService } from "./local/service.server";
import type { Mailer } from "./mail/mailer.server";
import { createMailService, type MailService } from "./mail/service.server";
import { createPartnersService, type PartnersService } from "./partners/service.server";
import { findOwnedCenter, registerAdminDigest } from "./directory/index.server";
import {
  createUploadGate,
  UPLOAD_LEASE,
  type GateAnswer,
  type GateRequest,
} from "./http/upload-gate.server";
import { acquireLease, releaseLease } from "./limits/index.server";
import { createPhotosService, type PhotosService } from "./photos/service.server";
import { createPrivacyService, type PrivacyService } from "./privacy/service.server";
import { createReviewsService, type ReviewsService } from "./reviews/service.server";
import { createSiteService, type SiteService } from "./site/service.server";

/** The public, non-secret configuration routes may read. */
export interface PublicConfig {
  /** APP_ENV=production. */
  production: boolean;
  /** The site's public origin, e.g. `https://lancenter.example`. */
  publicUrl: string;
  supportEmail: string;
  map: AppConfig["map"];
  social: AppConfig["social"];
  lantypesVideoUrl: string | undefined;
  trailerUrls: AppConfig["trailerUrls"];
  /** Seconds public data and pages may be cached (ADR 063); 0: off. */
  publicCacheSeconds: number;
}

/** Every area's service, and the public configuration. */
export interface Services {
  config: PublicConfig;
  auth: AuthService;
  /** RSVPs, capacity, waitlist, attendees (issue 25 item 3, ADR 077); not cached. */
  attendance: AttendanceService;
  directory: DirectoryService;
  /** Follows of centers and communities (issue 25 item 2, ADR 076). */
  follows: FollowsService;
  /** Owner insights: views and outbound clicks, counted in memory, flushed in batches (ADR 085). */
  insights: InsightsService;
  billing: BillingService;
  mail: MailService;
  partners: PartnersService;
  photos: PhotosService;
  /** Download my data and Delete account (issue 25 item 7, ADR 080). */
  privacy: PrivacyService;
  /** Reviews and ratings of LAN centers (issue 27, ADR 087); its writes empty the public cache. */
  reviews: ReviewsService;
  site: SiteService;
  /** The local stand-ins (dev outbox, dev centers, demo data); null in production mode. */
  local: LocalService | null;
  /**
   * The public-data cache behind the directory's public reads (ADR 063); emptied by every
   * directory, billing, reviews, attendance and local write on this instance, and by every
   * public-change notice from any instance (ADR 095).
   */
  publicCache: PublicCache;
  /** Rendered public pages for anonymous visitors, emptied with `publicCache` (ADR 063). */
  pageCache: PageCache;
  /**
   * The session, owner and in-flight check server.ts runs before reading the body of a write to
   * a large-body route (issue 23, ADR 068; `http/upload-gate.server.ts`).
   */
  uploadGate: (request: GateRequest) => Promise<GateAnswer>;
}

/** What `createServices` builds from: the runtime's instances. */
export interface ServiceDeps {
  config: AppConfig;
  db: Database;
  billing: StripeBilling;
  mailer: Mailer;
  auth: Auth;
  /** The secret signing our own cookies (configured or generated). */
  authSecret: string;
  /** The local service in local mode (loaded with a dynamic import), else null. */
  local: LocalService | null;
  /** The durable job queue (ADR 074): areas register their jobs on it while built here. */
  jobs: Jobs;
  /** The app's clock: every scheduling decision reads it (a TestClock in tests). */
  clock: Clock;
  /** The public-data cache to use; default: a new one of `config.publicCacheSeconds`. */
  publicCache?: PublicCache;
  /**
   * This instance's public-change announcements (ADR 095): the writing areas get `changes.db`,
   * whose transactions carry the notice; every notice heard empties the caches.
   */
  changes: PublicChanges;
}

/**
 * How each directory method relates to public pages (ADR 063): the public reads every visitor
 * gets alike are cached; everything that may change a center, community, party, photo or listing
 * empties the cache. TypeScript requires every method to be named here.
 */
const directoryKinds = {
  searchCenters: "cached",
  searchPlaces: "read",
  listPublicCommunities: "cached",
  // The map answers from its own index, kept fresh by map_data_version (ADR 062); not cached here.
  answerMapView: "read",
  getPublicCenter: "cached",
  listPublicCenterIds: "cached",
  listUpcomingEvents: "cached",
  getPublicEvent: "cached",
  listPublicEventIds: "cached",
  // Called on every public change (ADR 095), never by routes.
  forgetMapIndexes: "read",
  getEventCalendar: "cached",
  getUpcomingEventsFeed: "cached",
  countPending: "read",
  loadReviewQueue: "read",
  answerReviewForm: "write",
  listAdminListings: "read",
  answerComplimentaryForm: "write",
  getOwnGallery: "read",
  uploadCenterPhotos: "write",
  editCenterPhoto: "write",
  readCover: "read",
  setCover: "write",
  listVerifiedCentersForParty: "read",
  ownsAnything: "read",
  registerLanParty: "write",
  getOwnParty: "read",
  updateLanParty: "write",
  registerLanCenter: "write",
  listVenueRequests: "read",
  answerVenueRequest: "write",
  newSubmissionToken: "read",
  getOwnCenter: "read",
  updateLanCenter: "write",
  deleteLanCenter: "write",
  deleteLanParty: "write",
  getOwnerOverview: "read",
  loadOwnerDashboard: "read",
  sendSetupRequest: "write",
  listContactsForAdmin: "read",
  exportContactsCsv: "read",
} as const;

/**
 * Billing decides which centers are public and featured (a live subscription, ADR 050): every
 * path that may change a subscription empties the cache.
 */
const billingKinds = {
  plans: "value",
  testMode: "value",
  checkoutFormOrigins: "read",
  loadPaymentPage: "read",
  // Confirms the checkout on return, which may start the subscription.
  loadSuccessPage: "write",
  startCheckout: "write",
  changeSubscription: "write",
  openCustomerPortal: "read",
  listSubscriptionsForUser: "read",
  handleWebhook: "write",
} as const;

/** Deleting an account removes its centers, parties and communities from the public pages. */
const privacyKinds = { exportAccount: "read", deleteAccount: "write" } as const;

/** The local stand-ins that write centers, subscriptions or the billing clock. */
const localKinds = {
  listOutbox: "read",
  createDevCenter: "write",
  createDevSession: "read",
  openRacingCheckout: "write",
  advanceBillingClock: "write",
  // Moving the app clock changes what is upcoming: the public cache starts over (ADR 084).
  advanceAppClock: "write",
  hasAppClock: "read",
  seedDemoData: "write",
} as const;

/** Reviews and votes change what a center page shows; reports and the admin's reads do not. */
const reviewsKinds = {
  parseReviewForm: "read",
  parseReply: "read",
  parseReportReason: "read",
  parseHideReason: "read",
  createReview: "write",
  editReview: "write",
  deleteReview: "write",
  saveReply: "write",
  deleteReply: "write",
  reportReview: "read",
  voteHelpful: "write",
  decideReview: "write",
  listCenterReviews: "cached",
  listRatings: "cached",
  viewerState: "read",
  findOwnReview: "read",
  getReviewPage: "read",
  loadModerationQueue: "read",
  countAwaitingModeration: "read",
  exportFor: "read",
} as const;

/**
 * RSVPs change the counts public event pages show (issue 29 item 1): they are announced; the
 * directory's hooks inside its own writes and the organiser's reads are not.
 */
const attendanceKinds = {
  rsvp: "write",
  cancel: "write",
  viewerStatus: "read",
  countsOf: "read",
  countsFor: "read",
  listAttendees: "read",
  attendeesCsv: "read",
  setCheckIn: "read",
  capacityChanged: "write",
  partyDeleting: "read",
  partyChanged: "read",
  calendarFeed: "value",
  listGoingFor: "read",
  notifyPromotions: "read",
  exportFor: "read",
  eraseFor: "write",
} as const;

/**
 * Builds every area's service once.
 * @param deps the configuration, database, Stripe client, mailer, better-auth and auth secret
 * @returns the services object routes get through `servicesContext`
 */
export function createServices(deps: ServiceDeps): Services {
  const { config, db, changes } = deps;
  const publicCache =
    deps.publicCache ?? createPublicCache({ ttlMs: config.publicCacheSeconds * 1000 });
  // The writing areas' database: a transaction of one of their writes carries its notice.
  const writeDb = changes.db;
  // Built first: its delivery queue (`mail.queue`) is what other areas enqueue mail on (ADR 074),
  // and its outbox's mailer is what the others send with (ADR 093).
  const mail = createMailService({
    mailer: deps.mailer,
    teamAddresses: [config.supportEmail],
    db,
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
    secret: deps.authSecret,
  });
  const auth = createAuthService({
    auth: deps.auth,
    db,
    mailer: mail.mailer,
    adminEmails: config.adminEmails,
    secret: deps.authSecret,
    production: config.production,
    supportEmail: config.supportEmail,
  });
  // Files of deleted photos leave an external store by a periodic job (ADR 096).
  const photos = createPhotosService({ db, jobs: deps.jobs, clock: deps.clock });
  // RSVP counts on public pages are a public change (issue 29 item 1, ADR 095): announced to
  // every instance; the viewer's own state is read per request.
  const attendance = withPublicCache(
    "attendance",
    createAttendanceService({
      db: writeDb,
      publicUrl: config.publicUrl,
      // Its notices go through the mail queue; event reminders (issue 25 item 4, ADR 081) are jobs.
      mailQueue: mail.queue,
      jobs: deps.jobs,
      clock: deps.clock,
    }),
    attendanceKinds,
    publicCache,
    changes,
  );
  const directory = withPublicCache(
    "directory",
    createDirectoryService({
      db: writeDb,
      mailer: mail.mailer,
      plans: deps.billing.plans,
      supportEmail: config.supportEmail,
      publicUrl: config.publicUrl,
      chatInviteUrl: config.chatInviteUrl,
      partyHooks: {
        deleting: attendance.partyDeleting,
        capacityChanged: attendance.capacityChanged,
        changed: async (input) => void (await attendance.partyChanged(input)),
        // A party made public is recorded for its followers' daily digest (ADR 083).
        published: recordPublished,
      },
    }),
    directoryKinds,
    publicCache,
    changes,
  );
  // Every change heard, from this instance or another, empties the kept answers (the page cache
  // with markers.json and sitemap.xml follows `publicCache`) and the map's filtered indexes.
  changes.onChange(() => publicCache.invalidate());
  publicCache.onInvalidate(() => directory.forgetMapIndexes());
  // The team's daily mail (issue 24 item 9); the runtime schedules its first run after start.
  registerAdminDigest({
    db,
    jobs: deps.jobs,
    clock: deps.clock,
    mailQueue: mail.queue,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
  });
  // The followers' daily digest of new events (issue 25 item 2, ADR 083); scheduled after start.
  registerFollowDigest({
    db,
    jobs: deps.jobs,
    clock: deps.clock,
    mailQueue: mail.queue,
    publicUrl: config.publicUrl,
  });
  // The owners' monthly summary and the daily rows' roll-up (issue 26 items 5 and 7, ADR 088).
  registerInsightsMonthly({
    db,
    jobs: deps.jobs,
    clock: deps.clock,
    mailQueue: mail.queue,
    publicUrl: config.publicUrl,
  });
  registerInsightsRollup({ db, jobs: deps.jobs, clock: deps.clock });
  return {
    config: {
      production: config.production,
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
      map: config.map,
      social: config.social,
      lantypesVideoUrl: config.lantypesVideoUrl,
      trailerUrls: config.trailerUrls,
      publicCacheSeconds: config.publicCacheSeconds,
    },
    auth,
    attendance,
    directory,
    follows: createFollowsService({ db, secret: deps.authSecret, production: config.production }),
    // Its flush timer is started and stopped by the runtime (ADR 085).
    insights: createInsightsService({
      db,
      clock: deps.clock,
      viewers: auth,
      counting: config.insightsCounting,
    }),
    uploadGate: createUploadGate({
      sessionUserId: async (headers) =>
        (await auth.getSessionUser(new Request(config.publicUrl, { headers })))?.id ?? null,
      ownsCenter: async (userId, locationId) =>
        (await findOwnedCenter(db, { userId, locationId })) !== null,
      acquire: (userId) => acquireLease(db, uploadLease(userId), 1, UPLOAD_LEASE),
      release: (userId) => releaseLease(db, uploadLease(userId), 1),
    }),
    billing: withPublicCache(
      "billing",
      createBillingService({
        db: writeDb,
        billing: deps.billing,
        mailer: mail.mailer,
        publicUrl: config.publicUrl,
      }),
      billingKinds,
      publicCache,
      changes,
    ),
    mail,
    partners: createPartnersService({
      db,
      hubspot: config.hubspot,
      supportEmail: config.supportEmail,
      mailer: mail.mailer,
    }),
    photos,
    privacy: withPublicCache(
      "privacy",
      createPrivacyService({
        db: writeDb,
        billing: deps.billing,
        auth,
        after: { attendance, photos },
      }),
      privacyKinds,
      publicCache,
      changes,
    ),
    reviews: withPublicCache(
      "reviews",
      createReviewsService({
        db: writeDb,
        mailQueue: mail.queue,
        publicUrl: config.publicUrl,
        clock: deps.clock,
      }),
      reviewsKinds,
      publicCache,
      changes,
    ),
    site: createSiteService({
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
      bookingUrl: config.bookingUrl,
      listPublicCenterIds: directory.listPublicCenterIds,
      listPublicEventIds: directory.listPublicEventIds,
      tileUrl: config.map.tileUrl,
    }),
    local: deps.local && withPublicCache("local", deps.local, localKinds, publicCache, changes),
    publicCache,
    pageCache: createPageCache(publicCache),
  };
}

/** The lease of a user's writes in flight to the large-body routes (ADR 068). */
const uploadLease = (userId: string) => `photo-upload:user:${userId}`;

/** Router context key holding the services (set by `createLoadContext` or the root middleware). */
export const servicesContext = createContext<Services | null>(null);

/**
 * The services of a loader's or action's context.
 * @throws Error when the context carries none (the runtime was not started)
 */
export function servicesOf(context: Readonly<RouterContextProvider>): Services {
  const services = context.get(servicesContext);
  if (!services) throw new Error("No services in the router context: start the runtime first.");
  return services;
}

/**
 * The local stand-ins, for the dev-only pages.
 * @throws a 404 response in production mode (the pages do not exist there)
 */
export function localServicesOf(context: Readonly<RouterContextProvider>): LocalService {
  const { local } = servicesOf(context);
  if (!local) throw data(null, { status: 404, statusText: "Not Found" });
  return local;
}
