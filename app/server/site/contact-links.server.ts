/**
 * The contact targets the marketing pages show (spec public-site.md §2 "Venue pitch pages",
 * "/faq", partner pages): the support mail address and the external meeting-booking URL.
 */
import { getConfig } from "../config.server";

/** Contact targets for buttons; `bookingUrl` is null when BOOKING_URL is not configured. */
export interface ContactLinks {
  supportEmail: string;
  bookingUrl: string | null;
}

/** Reads the contact targets from the configuration. @throws ConfigError on bad config */
export function getContactLinks(): ContactLinks {
  const config = getConfig();
  return { supportEmail: config.supportEmail, bookingUrl: config.bookingUrl ?? null };
}
