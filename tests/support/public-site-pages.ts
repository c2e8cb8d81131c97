/** The pages of the public-site issue with their main headings, for the page-level checks. */
import { lanTypesHub, venueTypes } from "../../app/content/venue-types";
import { partnerPages } from "../../app/content/partners";

/** Path and expected h1 of every public-site page. */
export const publicSitePages: { path: string; heading: string }[] = [
  { path: "/lantypes", heading: lanTypesHub.heading },
  ...venueTypes.map((venue) => ({ path: venue.path, heading: venue.heroHeading })),
  { path: "/games", heading: "Games" },
  { path: "/faq", heading: "Frequently Asked Questions" },
  ...partnerPages.map((page) => ({ path: page.path, heading: page.heading })),
];
