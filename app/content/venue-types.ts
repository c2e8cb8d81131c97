/** The URL slug of a venue pitch page; the page lives at "/lt" + slug. */
export type VenueSlug =
  | "gamearenas"
  | "lanparties"
  | "colleges"
  | "schools"
  | "libraries"
  | "hotels"
  | "gamecafe"
  | "coffeeshops";

/** One numbered step of a how-it-works list. */
export interface VenueStep {
  title: string;
  text: string;
}

/** One offer tier (used by the hotels page). */
export interface VenueTier {
  name: string;
  text: string;
}

/** A content block of a venue page: a heading with paragraphs, bullets, steps or tiers. */
export interface VenueSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  steps?: VenueStep[];
  tiers?: VenueTier[];
}

/** A case-study quote; `label` must be shown so readers know the person is fictional. */
export interface CaseStudyQuote {
  label: string;
  quote: string;
  author: string;
  role: string;
}

/** Everything one venue pitch page and its /lantypes card need. */
export interface VenueType {
  slug: VenueSlug;
  path: `/lt${VenueSlug}`;
  title: string;
  metaDescription: string;
  cardTitle: string;
  cardText: string;
  image: string;
  imageAlt: string;
  heroHeading: string;
  heroText: string;
  sections: VenueSection[];
  caseStudy?: CaseStudyQuote;
  ctaHeading: string;
  ctaText: string;
  signUpHref: "/registration-choice" | "/signup-lp";
  placement: "grid" | "centered";
}

/** Intrinsic size of every venue illustration under /images/venues/. */
export const venueImageSize = { width: 800, height: 500 } as const;

/** Heading and intro of the /lantypes hub above the venue cards. */
export const lanTypesHub = {
  title: "Venue Types",
  metaDescription:
    "Add membership and a licensed PC café game library to your LAN center, arena, campus, " +
    "library, hotel, game café or coffee shop.",
  heading: "Add Membership and a PC Café to Your LAN Center",
  text:
    "Whatever kind of venue you run, the network brings a licensed game library to your " +
    "machines, puts you on the map and connects you with other owners. Pick your venue type " +
    "to see how it works for you.",
} as const;

/** The pitch every venue page shares: what a subscription includes. */
export const sharedPitchSection: VenueSection = {
  heading: "What Your Subscription Includes",
  bullets: [
    "A large library of licensed PC games on every machine",
    "A local content cache, so each game downloads once for the whole venue",
    "New games added bi-weekly, with no extra work on your side",
    "Players sign in with their own game-platform accounts",
    "Promotion on our map and on the gamer platform",
    "Showcase events with game studios and an owners' community",
    "Library setup in about 30 minutes",
  ],
};

/** The eight venue pages in display order: six grid cards, then two centred cards. */
export const venueTypes: VenueType[] = [
  {
    slug: "gamearenas",
    path: "/ltgamearenas",
    title: "Game Arenas",
    metaDescription:
      "Give your game arena a licensed PC game library with local caching, bi-weekly new " +
      "games and promotion to gamers nearby. Setup takes about 30 minutes.",
    cardTitle: "Game Arenas",
    cardText: "Fill every seat with a rotating library of licensed PC games.",
    image: "/images/venues/gamearenas.svg",
    imageAlt: "Illustration of an arena stage with a big screen and rows of glowing gaming PCs",
    heroHeading: "Power Your Game Arena With a Licensed Library",
    heroText:
      "Your arena has the hardware and the crowd. We add a large library of licensed PC " +
      "games, keep it fresh every two weeks and help gamers find you.",
    sections: [
      {
        heading: "Built for Busy Floors",
        paragraphs: [
          "A local content cache stores each game once on your network, so a full floor can " +
            "install and update without waiting on your internet line.",
          "Players sign in with their own game-platform accounts. Their progress, friends and " +
            "saves come with them, and you never share or manage logins.",
        ],
      },
      {
        heading: "More Reasons to Visit",
        paragraphs: [
          "New games arrive bi-weekly, giving regulars something new to try. Showcase events " +
            "with game studios and your listing on the gamer platform bring new faces in.",
        ],
      },
      sharedPitchSection,
    ],
    ctaHeading: "Ready to Level Up Your Arena?",
    ctaText: "Sign up, book a call with our team, or send us your questions.",
    signUpHref: "/registration-choice",
    placement: "grid",
  },
  {
    slug: "lanparties",
    path: "/ltlanparties",
    title: "LAN Parties",
    metaDescription:
      "Run your LAN party with a licensed PC game library, a local cache for fast installs " +
      "and promotion to gamers on the network.",
    cardTitle: "LAN Parties",
    cardText: "Bring a full game library to every table at your next event.",
    image: "/images/venues/lanparties.svg",
    imageAlt: "Illustration of long tables of PCs and monitors at a LAN party event hall",
    heroHeading: "Make Your LAN Party the One Everyone Remembers",
    heroText:
      "From a weekend in a gym hall to a multi-day festival, give attendees a licensed game " +
      "library on every machine and let gamers in the area know your event is coming.",
    sections: [
      {
        heading: "Less Setup, More Playing",
        paragraphs: [
          "Set up the library in about 30 minutes. The local content cache means games are " +
            "pulled once over the venue's connection and shared across every table.",
          "Attendees sign in with their own game-platform accounts, so nobody needs to own " +
            "every game in the tournament line-up.",
        ],
      },
      {
        heading: "Get Your Event Seen",
        paragraphs: [
          "Register your party and, once our team has reviewed it, it is listed on the gamer " +
            "platform. Organizers also join our owners' community to share tips and dates.",
        ],
      },
      sharedPitchSection,
    ],
    caseStudy: {
      label: "Illustrative case study (fictional organizer)",
      quote:
        "We used to spend the first evening installing games. This time the library was " +
        "ready before the doors opened, and people played all night instead of waiting.",
      author: "Sam Okafor",
      role: "Organizer of a 200-seat weekend LAN (fictional example)",
    },
    ctaHeading: "Planning Your Next LAN Party?",
    ctaText: "Sign up as an organizer, book a call with our team, or ask us anything.",
    signUpHref: "/signup-lp",
    placement: "grid",
  },
  {
    slug: "colleges",
    path: "/ltcolleges",
    title: "Colleges",
    metaDescription:
      "Bring licensed PC games to your college esports room or student lounge, with local " +
      "caching, bi-weekly new games and students' own accounts.",
    cardTitle: "Colleges",
    cardText: "Support esports teams and student life with one game library.",
    image: "/images/venues/colleges.svg",
    imageAlt: "Illustration of a campus building with an esports lab of gaming PCs inside",
    heroHeading: "Game Rooms and Esports Labs for Your Campus",
    heroText:
      "Give students a place to play, practise and compete. We supply a licensed game " +
      "library for your lab or lounge and keep it current without work for your IT team.",
    sections: [
      {
        heading: "Made for Campus IT",
        paragraphs: [
          "Licenses are managed centrally for every machine, and the local content cache " +
            "keeps game traffic off the campus internet connection.",
          "Students sign in with their own game-platform accounts, so there are no shared " +
            "logins to hand out or reset.",
        ],
      },
      {
        heading: "Build a Community",
        paragraphs: [
          "Host tournaments and club nights, list them on the gamer platform and join " +
            "showcase events with game studios. New games arrive bi-weekly.",
        ],
      },
      sharedPitchSection,
    ],
    ctaHeading: "Bring Gaming to Your Campus",
    ctaText: "Sign up, book a meeting with our team, or contact us with questions.",
    signUpHref: "/registration-choice",
    placement: "grid",
  },
  {
    slug: "schools",
    path: "/ltschools",
    title: "Schools",
    metaDescription:
      "A licensed PC game library for school clubs and esports programs, with content " +
      "restrictions for store, chat, friends, profiles and more.",
    cardTitle: "Schools",
    cardText: "A safe, managed game library for clubs and school esports.",
    image: "/images/venues/schools.svg",
    imageAlt: "Illustration of a classroom with a shield icon above a row of gaming PCs",
    heroHeading: "Safe Gaming for School Clubs and Esports",
    heroText:
      "Games can teach teamwork, planning and communication. Our program gives your " +
      "school a licensed library with the controls you need to keep it age-appropriate.",
    sections: [
      {
        heading: "Restrict What Students Can Access",
        paragraphs: [
          "You decide which parts of the game platform are available on school machines. " +
            "The following can be restricted:",
        ],
        bullets: [
          "Store",
          "Community content",
          "Friends",
          "Chat",
          "Groups",
          "Profiles",
          "Screenshots",
          "Achievements",
        ],
      },
      {
        heading: "Easy for Staff",
        paragraphs: [
          "The library is set up in about 30 minutes, licenses are managed centrally and new " +
            "games arrive bi-weekly. A local content cache keeps the school network quiet.",
        ],
      },
      sharedPitchSection,
    ],
    ctaHeading: "Start a Gaming Program at Your School",
    ctaText: "Sign up, book a meeting with our team, or send us your questions.",
    signUpHref: "/registration-choice",
    placement: "grid",
  },
  {
    slug: "libraries",
    path: "/ltlibraries",
    title: "Libraries",
    metaDescription:
      "Add licensed PC gaming to your public library's digital services, with local caching, " +
      "bi-weekly new games and patrons' own accounts.",
    cardTitle: "Libraries",
    cardText: "Add gaming to your digital services and bring in new visitors.",
    image: "/images/venues/libraries.svg",
    imageAlt: "Illustration of library bookshelves beside a row of gaming PCs",
    heroHeading: "Gaming at Your Library",
    heroText:
      "Libraries are community spaces, and games are part of today's culture. Offer patrons " +
      "a licensed PC game library alongside your books, films and computers.",
    sections: [
      {
        heading: "A New Reason to Visit",
        paragraphs: [
          "Game afternoons, family sessions and small tournaments bring in visitors who may " +
            "not have come through your doors before.",
          "Patrons sign in with their own game-platform accounts, and licenses for the library " +
            "are managed centrally.",
        ],
      },
      {
        heading: "Light on Staff Time",
        paragraphs: [
          "Setup takes about 30 minutes. New games arrive bi-weekly, and the local content " +
            "cache keeps downloads from slowing down the rest of your network.",
        ],
      },
      sharedPitchSection,
    ],
    ctaHeading: "Bring Games to Your Library",
    ctaText: "Sign up, book a meeting with our team, or contact us with questions.",
    signUpHref: "/registration-choice",
    placement: "grid",
  },
  {
    slug: "hotels",
    path: "/lthotels",
    title: "Hotels",
    metaDescription:
      "Gaming for hotels: Connect, Premium and Game Arena tiers, a licensed PC game library " +
      "and partnerships with hardware vendors.",
    cardTitle: "Hotels",
    cardText: "Give guests a gaming lounge, suite or full arena to remember.",
    image: "/images/venues/hotels.svg",
    imageAlt: "Illustration of a hotel building with a lit gaming lounge on the ground floor",
    heroHeading: "Gaming Experiences for Hotel Guests",
    heroText:
      "Travelling gamers choose hotels where they can play. Add gaming at the level that " +
      "suits your property, from a few PCs in the lounge to a full arena.",
    sections: [
      {
        heading: "Choose Your Tier",
        tiers: [
          {
            name: "Connect",
            text:
              "A few gaming PCs in a lounge or business center, with the full licensed " +
              "library. The simplest way to start.",
          },
          {
            name: "Premium",
            text:
              "Dedicated gaming rooms or suites with high-end PCs that guests can book, and " +
              "promotion on the gamer platform.",
          },
          {
            name: "Game Arena",
            text:
              "A full on-site arena for tournaments, corporate events and showcases, with our " +
              "team helping you plan the events calendar.",
          },
        ],
      },
      {
        heading: "Vendor Partnerships",
        paragraphs: [
          "We work with hardware, furniture and installation partners who can equip your " +
            "rooms, so you deal with one plan instead of a dozen suppliers.",
        ],
      },
      sharedPitchSection,
    ],
    ctaHeading: "Add Gaming to Your Hotel",
    ctaText: "Sign up, book a meeting to discuss tiers, or send us your questions.",
    signUpHref: "/registration-choice",
    placement: "grid",
  },
  {
    slug: "gamecafe",
    path: "/ltgamecafe",
    title: "Game Cafés",
    metaDescription:
      "Run your game café with a licensed PC game library: subscribe, install in about 30 " +
      "minutes and let players sign in with their own accounts.",
    cardTitle: "Game Cafés",
    cardText: "Licensed games on every PC in three simple steps.",
    image: "/images/venues/gamecafe.svg",
    imageAlt: "Illustration of a game café counter with a coffee cup and PCs behind it",
    heroHeading: "The Game Library Your Café Deserves",
    heroText:
      "Stop juggling accounts and licenses. Our PC café program puts a large, licensed game " +
      "library on every machine and keeps it up to date for you.",
    sections: [
      {
        heading: "How It Works",
        steps: [
          {
            title: "Subscribe",
            text: "Create an account, register your café and choose the LAN Center Subscription.",
          },
          {
            title: "Set up in about 30 minutes",
            text:
              "Our team contacts you within 1-2 business days and helps you install the " +
              "client and the local content cache.",
          },
          {
            title: "Players sign in and play",
            text:
              "Customers use their own game-platform accounts. New games arrive bi-weekly, " +
              "automatically.",
          },
        ],
      },
      sharedPitchSection,
    ],
    ctaHeading: "Get Your Café Started",
    ctaText: "Sign up, book a meeting with our team, or contact us with questions.",
    signUpHref: "/registration-choice",
    placement: "centered",
  },
  {
    slug: "coffeeshops",
    path: "/ltcoffeeshops",
    title: "Coffee Shops",
    metaDescription:
      "Add PC gaming to your coffee shop with no setup for customers, an automatic game " +
      "library and updates, optional caching, at any size.",
    cardTitle: "Coffee Shops",
    cardText: "Add a few gaming PCs and give customers a reason to stay.",
    image: "/images/venues/coffeeshops.svg",
    imageAlt: "Illustration of a coffee shop table with a steaming cup next to a gaming PC",
    heroHeading: "Coffee, Community and Games",
    heroText:
      "A couple of gaming PCs can turn a quiet afternoon into a busy one. We make it easy to " +
      "offer licensed games without becoming an IT department.",
    sections: [
      {
        heading: "Simple by Design",
        bullets: [
          "No setup for customers: they sign in with their own game-platform accounts",
          "Automatic game library and updates, with new games bi-weekly",
          "Optional local caching if you want faster downloads",
          "Scales to any size, from a single PC to a whole back room",
        ],
      },
      sharedPitchSection,
    ],
    ctaHeading: "Brew Up Something New",
    ctaText: "Sign up, book a meeting with our team, or send us your questions.",
    signUpHref: "/registration-choice",
    placement: "centered",
  },
];

/** Returns the venue page for a slug, or undefined when there is none. */
export function findVenueType(slug: string): VenueType | undefined {
  return venueTypes.find((venue) => venue.slug === slug);
}
