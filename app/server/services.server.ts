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
import type { Auth } from "./auth/auth.server";
import { createAuthService, type AuthService } from "./auth/service.server";
import type { StripeBilling } from "./billing/stripe-client.server";
import { createBillingService, type BillingService } from "./billing/service.server";
import type { AppConfig } from "./config.server";
import type { Database } from "./db/client.server";
import { createDirectoryService, type DirectoryService } from "./directory/service.server";
import type { LocalService } from "./local/service.server";
import type { Mailer } from "./mail/mailer.server";
import { createMailService, type MailService } from "./mail/service.server";
import { createPartnersService, type PartnersService } from "./partners/service.server";
import { createPhotosService, type PhotosService } from "./photos/service.server";
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
}

/** Every area's service, and the public configuration. */
export interface Services {
  config: PublicConfig;
  auth: AuthService;
  directory: DirectoryService;
  billing: BillingService;
  mail: MailService;
  partners: PartnersService;
  photos: PhotosService;
  site: SiteService;
  /** The local stand-ins (dev outbox, dev centers, demo data); null in production mode. */
  local: LocalService | null;
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
}

/**
 * Builds every area's service once.
 * @param deps the configuration, database, Stripe client, mailer, better-auth and auth secret
 * @returns the services object routes get through `servicesContext`
 */
export function createServices(deps: ServiceDeps): Services {
  const { config, db } = deps;
  const directory = createDirectoryService({
    db,
    mailer: deps.mailer,
    plans: deps.billing.plans,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
  });
  return {
    config: {
      production: config.production,
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
      map: config.map,
      social: config.social,
      lantypesVideoUrl: config.lantypesVideoUrl,
      trailerUrls: config.trailerUrls,
    },
    auth: createAuthService({
      auth: deps.auth,
      db,
      mailer: deps.mailer,
      adminEmails: config.adminEmails,
      secret: deps.authSecret,
      production: config.production,
      supportEmail: config.supportEmail,
    }),
    directory,
    billing: createBillingService({
      db,
      billing: deps.billing,
      mailer: deps.mailer,
      publicUrl: config.publicUrl,
    }),
    mail: createMailService({ mailer: deps.mailer, teamAddresses: [config.supportEmail] }),
    partners: createPartnersService({
      db,
      hubspot: config.hubspot,
      supportEmail: config.supportEmail,
      mailer: deps.mailer,
    }),
    photos: createPhotosService({ db }),
    site: createSiteService({
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
      bookingUrl: config.bookingUrl,
      listPublicCenterIds: directory.listPublicCenterIds,
      listPublicEventIds: directory.listPublicEventIds,
      tileUrl: config.map.tileUrl,
    }),
    local: deps.local,
  };
}

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
