/** A link button: visible label and target. */
export interface CtaLink {
  label: string;
  href: string;
}

/** A titled feature or reason with a short explanation. */
export interface FeatureItem {
  id: string;
  title: string;
  text: string;
}

/** Title and meta description of the home page. */
export const homeMeta = {
  title: "LAN Center Network: Uniting centers world-wide",
  description:
    "Find LAN centers near you, add a licensed PC café game library to your venue and join " +
    "a network of gaming centers world-wide.",
} as const;

/** The hero block at the top of the home page. */
export const homeHero = {
  eyebrow: "LAN Center Network",
  heading: "Uniting centers world-wide",
  text:
    "We connect LAN centers, game cafés and gaming venues around the globe. Get your " +
    "center on the map, bring a licensed game library to every PC and grow with a community " +
    "of owners who love games as much as you do.",
  primaryCta: { label: "Find a Center", href: "/lan-centers" },
  secondaryCta: { label: "Join Our Network", href: "#join" },
} as const;

/** Heading and intro above the game banner carousel. */
export const homeCarouselIntro = {
  heading: "Play Together, Anywhere on the Network",
  text: "Every genre your players love, ready on every machine.",
} as const;

/** The PC café program block: four key features and the notes under them. */
export const pcCafeProgram: {
  heading: string;
  text: string;
  features: FeatureItem[];
  notes: string[];
  cta: CtaLink;
} = {
  heading: "The PC Café Program",
  text:
    "One subscription brings a large library of licensed PC games to your venue, managed " +
    "for you and ready for your players.",
  features: [
    {
      id: "licensed-games",
      title: "Licensed Games on Every Machine",
      text: "Offer a large, fully licensed game library on every PC in your venue.",
    },
    {
      id: "license-management",
      title: "Central License Management",
      text: "Licenses for all your machines are handled in one place, not PC by PC.",
    },
    {
      id: "content-cache",
      title: "Local Content Cache",
      text: "Games download once to your local cache and install fast on every machine.",
    },
    {
      id: "quick-setup",
      title: "Setup in Under 30 Minutes",
      text: "Our team helps you install the client and switch on the library in one session.",
    },
  ],
  notes: [
    "Players use their own game-platform accounts, so their progress and friends come along.",
    "New games are added bi-weekly.",
  ],
  cta: { label: "Explore Venue Types", href: "/lantypes" },
};

/** The showcase block about events with game studios. */
export const showcaseBlock = {
  heading: "Game Showcases",
  text:
    "We partner with game studios to bring showcase events to member centers: play new " +
    "releases early, meet developers and give your community a night to talk about.",
  bullets: [
    "Hands-on sessions with upcoming games",
    "Developer partnerships and promotions for member centers",
    "Events listed on the gamer platform so players know where to go",
  ],
  cta: { label: "See Our Games", href: "/games" },
} as const;

/** The two community cards: the owners' chat community and the gamer platform. */
export const communityCards: (FeatureItem & { audience: string })[] = [
  {
    id: "owners-chat",
    audience: "For owners",
    title: "Owners' Chat Community",
    text:
      "Swap tips on hardware, pricing and events with center owners around the world, and " +
      "get news from our team first. Included with the LAN Center Subscription.",
  },
  {
    id: "gamer-platform",
    audience: "For gamers",
    title: "The Gamer Platform",
    text:
      "Gamers find centers and LAN parties near them, see upcoming events and discover new " +
      "places to play. Every verified center is featured there.",
  },
];

/** The 'Why Choose Our Network?' section. */
export const whyChooseUs: { heading: string; items: FeatureItem[] } = {
  heading: "Why Choose Our Network?",
  items: [
    {
      id: "global-reach",
      title: "Global Reach",
      text: "Appear on a world-wide map that gamers use to find their next place to play.",
    },
    {
      id: "fresh-library",
      title: "A Library That Stays Fresh",
      text: "New licensed games arrive bi-weekly, with no extra work for your staff.",
    },
    {
      id: "own-accounts",
      title: "Players Keep Their Accounts",
      text: "No shared logins: players sign in with their own game-platform accounts.",
    },
    {
      id: "fast-setup",
      title: "Up and Running Fast",
      text: "Library setup takes under 30 minutes, and our team answers in 1-2 business days.",
    },
    {
      id: "verified-trust",
      title: "Verified and Trusted",
      text: "Every center is reviewed before it appears on the map, so gamers can rely on it.",
    },
    {
      id: "community",
      title: "A Real Community",
      text: "Showcases, developer partnerships and a chat community of fellow owners.",
    },
  ],
};

/** Heading and intro above the plan cards. */
export const plansIntro = {
  heading: "Choose Your Plan",
  text: "Simple monthly pricing. Start with a verified listing or get the full PC café program.",
  ctaLabel: "Get Started",
} as const;

/** The closing 'Join Our Network' call to action. */
export const joinCta: { id: string; heading: string; text: string; links: CtaLink[] } = {
  id: "join",
  heading: "Join Our Network",
  text:
    "Register your center or LAN party today and become part of a community uniting " +
    "centers world-wide.",
  links: [
    { label: "Get Started", href: "/registration-choice" },
    { label: "Explore Venue Types", href: "/lantypes" },
  ],
};
