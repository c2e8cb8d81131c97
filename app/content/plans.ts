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

/** Number formats by locale, currency and whole/cents: building one costs more than a page's render. */
const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * Formats a price in cents in a locale's currency format, as whole currency when possible:
 * 1000 is "$10" in English (today's text), "10 US$" in German, "US$10" in Japanese (issue 28
 * item 3). Outside English a bare "$" is ambiguous (pesos, Canadian and Australian dollars), so
 * a dollar sign that the locale's format leaves bare is written "US$".
 * @param cents the amount in the currency's minor unit
 * @param currency an ISO 4217 code, any case (plans are priced in USD)
 * @param locale a BCP 47 tag such as "de" or "pt-BR"; English by default
 */
export function formatPriceCents(cents: number, currency = "usd", locale = "en-US"): string {
  const whole = cents % 100 === 0;
  const code = currency.toUpperCase();
  const key = `${locale} ${code} ${whole}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === "en" ? "en-US" : locale, {
      style: "currency",
      currency: code,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    priceFormats.set(key, format);
  }
  const english = locale === "en" || locale.startsWith("en-");
  if (english || code !== "USD") return format.format(cents / 100);
  return format
    .formatToParts(cents / 100)
    .map((part) => (part.type === "currency" && part.value === "$" ? "US$" : part.value))
    .join("");
}
