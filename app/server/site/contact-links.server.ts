/**
 * The contact targets the marketing pages show (docs/spec/public-site.md §2 "Venue pitch pages",
 * "/faq", partner pages): the support mail address and the external meeting-booking URL.
 */

/** Contact targets for buttons; `bookingUrl` is null when BOOKING_URL is not configured. */
export interface ContactLinks {
  supportEmail: string;
  bookingUrl: string | null;
}

/**
 * The contact targets of a configuration.
 * @param config the support address and the optional booking URL
 */
export function contactLinksOf(config: {
  supportEmail: string;
  bookingUrl?: string | undefined;
}): ContactLinks {
  return { supportEmail: config.supportEmail, bookingUrl: config.bookingUrl ?? null };
}
