/** A value of the FAQ category filter; "all" shows every question. */
export type FaqCategoryId = "all" | "general" | "business" | "technical" | "events" | "membership";

/** A category that a visitor can filter the FAQ by. */
export interface FaqCategory {
  id: FaqCategoryId;
  label: string;
}

/** One question and its answer on /faq. */
export interface FaqEntry {
  id: string;
  category: Exclude<FaqCategoryId, "all">;
  question: string;
  answer: string;
}

/** The filter buttons in display order; "all" is the default. */
export const faqCategories: FaqCategory[] = [
  { id: "all", label: "All Questions" },
  { id: "general", label: "General" },
  { id: "business", label: "Business" },
  { id: "technical", label: "Technical" },
  { id: "events", label: "Events" },
  { id: "membership", label: "Membership" },
];

/** The category shown when the URL names none or an unknown one. */
export const defaultFaqCategory: FaqCategoryId = "all";

/** Returns the category id for a URL value, falling back to "all" when it is unknown. */
export function parseFaqCategory(value: string | null | undefined): FaqCategoryId {
  const match = faqCategories.find((category) => category.id === value);
  return match ? match.id : defaultFaqCategory;
}

/** The nine FAQ entries, in display order. */
export const faqEntries: FaqEntry[] = [
  {
    id: "what-is-the-network",
    category: "general",
    question: "What is LAN Center Network?",
    answer:
      "LAN Center Network connects gaming venues around the world. We list centers on a map " +
      "that gamers use to find places to play, and we run a PC café program that brings a " +
      "licensed game library to every machine in a member venue.",
  },
  {
    id: "who-can-join",
    category: "general",
    question: "Which kinds of venues can join?",
    answer:
      "LAN centers, game arenas, game cafés, colleges, schools, libraries, hotels and coffee " +
      "shops can all join, and so can organizers of LAN parties. If people gather to play " +
      "games on PCs at your place, the network is built for you.",
  },
  {
    id: "plans-and-prices",
    category: "business",
    question: "How much does membership cost?",
    answer:
      "There are two monthly plans. A Verified Listing costs 10 USD per month and puts your " +
      "center on the map and the gamer platform. The LAN Center Subscription costs 50 USD per " +
      "month and adds the PC café game library, showcases, the owners' chat community, " +
      "technical support and priority listing.",
  },
  {
    id: "player-accounts",
    category: "business",
    question: "Do players need to buy the games or use a shared account?",
    answer:
      "Neither. Players sign in with their own game-platform accounts, so their progress, " +
      "friends and saves follow them. The licenses for the games in the library are covered " +
      "by your subscription and managed centrally for all of your machines.",
  },
  {
    id: "setup-time",
    category: "technical",
    question: "How long does it take to set up the game library?",
    answer:
      "About 30 minutes for most venues. Our team contacts you within 1-2 business days of " +
      "subscribing, helps you install the client on your machines and switches on the " +
      "library. A local content cache keeps downloads fast once you are running.",
  },
  {
    id: "new-games",
    category: "technical",
    question: "How often are new games added?",
    answer:
      "New games arrive bi-weekly. They appear on your machines automatically, and the local " +
      "content cache means each game is downloaded once for the whole venue rather than once " +
      "per PC.",
  },
  {
    id: "listing-events",
    category: "events",
    question: "Can I promote tournaments and LAN parties?",
    answer:
      "Yes. Register a LAN party from your dashboard and, once it is approved, it appears on " +
      "the gamer platform next to your center. Subscribers can also take part in showcase " +
      "events that we run with game studios.",
  },
  {
    id: "map-review",
    category: "membership",
    question: "When will my center appear on the map?",
    answer:
      "Every center is reviewed by our team before it appears on the map. After you register " +
      "and choose a plan we check the details you gave us, and we e-mail you as soon as your " +
      "listing is verified, or tell you what needs to change if we cannot verify it yet.",
  },
  {
    id: "change-or-cancel",
    category: "membership",
    question: "Can I change or cancel my plan later?",
    answer:
      "Yes. Plans are billed monthly and you manage them from your dashboard. If you cancel, " +
      "your plan stays active until the end of the current billing period. Questions? Write " +
      "to our team and we will answer within 1-2 business days.",
  },
];
