/** A paid plan advertised on the public site (home plan cards and partner pages). */
export interface Plan {
  id: "verified" | "subscription";
  name: string;
  priceCents: number;
  currency: "usd";
  interval: "month";
  mostPopular: boolean;
  summary: string;
  features: string[];
  excluded: string[];
}

/** The two advertised plans, cheapest first (spec public-site §1, owner-portal plans). */
export const plans: Plan[] = [
  {
    id: "verified",
    name: "Verified Listing",
    priceCents: 1000,
    currency: "usd",
    interval: "month",
    mostPopular: false,
    summary: "Put your center on the map as a verified venue that gamers can trust.",
    features: [
      "Verified listing on the map and directory",
      "Featured on the gamer platform",
      "Community access",
      "E-mail support",
    ],
    excluded: ["PC café program access", "Chat community"],
  },
  {
    id: "subscription",
    name: "LAN Center Subscription",
    priceCents: 5000,
    currency: "usd",
    interval: "month",
    mostPopular: true,
    summary: "The full PC café program: a licensed game library on every machine, and more.",
    features: [
      "Everything in Verified Listing",
      "PC café game library",
      "Showcases and developer partnerships",
      "Chat community for owners",
      "Technical support",
      "Priority listing",
    ],
    excluded: [],
  },
];

/** Number formats by currency and whole/cents: building one costs more than a page's render. */
const priceFormats = new Map<string, Intl.NumberFormat>();

/** Formats a price in cents as whole currency when possible, e.g. 1000 -> "$10". */
export function formatPriceCents(cents: number, currency = "usd"): string {
  const whole = cents % 100 === 0;
  const key = `${currency.toUpperCase()} ${whole}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: currency.toUpperCase(),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    priceFormats.set(key, format);
  }
  return format.format(cents / 100);
}
