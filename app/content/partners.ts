import { plans, type Plan } from "./plans";

/** The route of a partner 'Join Our Network' page. */
export type PartnerPath =
  | "/signup"
  | "/signup-early"
  | "/signup-lp"
  | "/signup-gizmo"
  | "/signup-valhallan"
  | "/signup-contender";

/** Which program a partner page (and any lead it collects) belongs to. */
export type PartnerProgram =
  "general" | "early-access" | "lan-party" | "gizmo" | "valhallan" | "contender";

/** Content of one partner sign-up page: left panel text and the form it uses. */
export interface PartnerPage {
  path: PartnerPath;
  program: PartnerProgram;
  title: string;
  metaDescription: string;
  heading: string;
  intro: string;
  benefitsHeading: string;
  benefits: string[];
  /** Extra pricing line under the plan prices, when the page has one. */
  pricingNote?: string;
  /** True for the page presented as a partnership rather than a plain sign-up. */
  isPartnership: boolean;
  /** Config variable holding this page's HubSpot form id. */
  hubspotFormEnvKey: string;
}

/** The plans in the order the partner pages list them: subscription first. */
export const partnerPlans: Plan[] = [...plans].sort((a, b) => b.priceCents - a.priceCents);

/** Heading above the plan prices in the left panel. */
export const partnerPricingHeading = "Pricing";

/** Text of the right panel while the HubSpot form loads, and when it fails. */
export const partnerFormTexts = {
  loading: "Loading form...",
  failed: "Unable to load the signup form.",
  contactPrompt: "Please contact us directly:",
  contactLink: "Contact Us",
} as const;

/** The six partner pages in route-table order; look one up with findPartnerPage. */
export const partnerPages: PartnerPage[] = [
  {
    path: "/signup",
    program: "general",
    title: "Join Our Network",
    metaDescription:
      "Join LAN Center Network: get your center on the map, add a licensed PC café game " +
      "library and connect with owners world-wide.",
    heading: "Join Our Network",
    intro:
      "Tell us about your venue and our team will get back to you within 1-2 business days " +
      "with everything you need to get started.",
    benefitsHeading: "Why Join",
    benefits: [
      "A verified listing on our map and directory",
      "Featured placement on the gamer platform",
      "A licensed PC café game library on every machine",
      "New games added bi-weekly",
      "Library setup in about 30 minutes",
      "A chat community of center owners",
    ],
    isPartnership: false,
    hubspotFormEnvKey: "HUBSPOT_FORM_SIGNUP",
  },
  {
    path: "/signup-early",
    program: "early-access",
    title: "Early Access",
    metaDescription:
      "Get early access to the LAN Center Network PC café program, priced at the cost of " +
      "adding one AAA game per month.",
    heading: "Get Early Access",
    intro:
      "Be among the first centers to run our PC café program and help shape what comes next. " +
      "Early members get a direct line to the team building it.",
    benefitsHeading: "Early Access Benefits",
    benefits: [
      "The full licensed game library on every machine",
      "Central license management and a local content cache",
      "Players sign in with their own game-platform accounts",
      "Priority listing on the map and the gamer platform",
      "A say in which games join the bi-weekly rotation",
    ],
    pricingNote: "Pricing is the cost of adding one AAA game per month.",
    isPartnership: false,
    hubspotFormEnvKey: "HUBSPOT_FORM_SIGNUP_EARLY",
  },
  {
    path: "/signup-lp",
    program: "lan-party",
    title: "LAN Party Organizers",
    metaDescription:
      "Organizing a LAN party? Join LAN Center Network for a licensed game library, fast " +
      "local installs and promotion to gamers.",
    heading: "Join Our Network as a LAN Party Organizer",
    intro:
      "Bring a licensed game library to every table at your event and get your party in " +
      "front of gamers on our platform.",
    benefitsHeading: "What Organizers Get",
    benefits: [
      "A licensed game library for every attendee's machine",
      "A local content cache, so games download once per event",
      "Your event listed on the gamer platform after review",
      "Setup in about 30 minutes",
      "Access to the owners' and organizers' community",
    ],
    isPartnership: false,
    hubspotFormEnvKey: "HUBSPOT_FORM_SIGNUP_LP",
  },
  {
    path: "/signup-gizmo",
    program: "gizmo",
    title: "Gizmo Partnership",
    metaDescription:
      "The Gizmo partnership with LAN Center Network: a licensed PC café game library and " +
      "network membership for centers in the Gizmo partner program.",
    heading: "Gizmo Partnership",
    intro:
      "Centers that come to us through the Gizmo partner program can join the network and " +
      "add our licensed game library alongside the tools they already use.",
    benefitsHeading: "Partnership Benefits",
    benefits: [
      "A guided onboarding with our partnership team",
      "The licensed PC café game library on every machine",
      "New games added bi-weekly",
      "A verified listing on the map and the gamer platform",
      "Joint showcase events and promotions",
    ],
    isPartnership: true,
    hubspotFormEnvKey: "HUBSPOT_FORM_SIGNUP_GIZMO",
  },
  {
    path: "/signup-valhallan",
    program: "valhallan",
    title: "Valhallan Partner Program",
    metaDescription:
      "Join LAN Center Network through the Valhallan partner program and add a licensed PC " +
      "game library to your arena.",
    heading: "Join Through the Valhallan Partner Program",
    intro:
      "Venues in the Valhallan partner program get a simple path into the network, with " +
      "our team handling the library setup.",
    benefitsHeading: "Program Benefits",
    benefits: [
      "A licensed game library with central license management",
      "A local content cache for busy arenas",
      "Players sign in with their own game-platform accounts",
      "Showcase events with game studios",
      "A chat community of center owners",
    ],
    isPartnership: false,
    hubspotFormEnvKey: "HUBSPOT_FORM_SIGNUP_VALHALLAN",
  },
  {
    path: "/signup-contender",
    program: "contender",
    title: "Contender Partner Program",
    metaDescription:
      "Join LAN Center Network through the Contender partner program: licensed games, " +
      "promotion and an owners' community.",
    heading: "Join Through the Contender Partner Program",
    intro:
      "Centers in the Contender partner program can add our licensed PC café library and " +
      "reach more players through the network.",
    benefitsHeading: "Program Benefits",
    benefits: [
      "The licensed PC café game library on every machine",
      "New games added bi-weekly",
      "Priority listing on the map and the gamer platform",
      "Technical support from our team",
      "Library setup in about 30 minutes",
    ],
    isPartnership: false,
    hubspotFormEnvKey: "HUBSPOT_FORM_SIGNUP_CONTENDER",
  },
];

/** Returns the partner page for a route path, or undefined when there is none. */
export function findPartnerPage(path: string): PartnerPage | undefined {
  return partnerPages.find((page) => page.path === path);
}
