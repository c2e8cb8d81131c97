/**
 * The indexable public pages, listed in /sitemap.xml (search engines and sharing; ADR 014). Account
 * and owner pages (sign-in, sign-up, password reset, dashboard, payment) are deliberately left out:
 * they are forms, not content for search results.
 */
import { partnerPages } from "./partners";
import { venueTypes } from "./venue-types";

/** Paths of every indexable public page, home first. */
export const publicPagePaths: string[] = [
  "/",
  "/lan-centers",
  "/events",
  "/lantypes",
  ...venueTypes.map((venue) => venue.path),
  "/games",
  "/faq",
  ...partnerPages.map((page) => page.path),
  "/privacy",
];
