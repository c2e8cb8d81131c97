/** /privacy: our own privacy policy (issue: foundation, "Site shell"). */
import type { Route } from "./+types/privacy";
import { servicesOf } from "~/server/services.server";
import { PUBLIC_PAGE } from "~/lib/public-page";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export function meta() {
  return [
    { title: "Privacy Policy | LAN Center Network" },
    {
      name: "description",
      content:
        "How LAN Center Network collects, uses and protects the data of venue owners, organisers and visitors.",
    },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: servicesOf(context).config.supportEmail };
}

const sections: { id?: string; heading: string; paragraphs: string[] }[] = [
  {
    heading: "Who we are",
    paragraphs: [
      "LAN Center Network is a directory and membership service for LAN centers, gaming venues " +
        "and LAN parties. This policy explains what personal data we handle and why.",
    ],
  },
  {
    heading: "What we collect",
    paragraphs: [
      "Account data: your first and last name, e-mail address and a hashed password.",
      "Venue and event data you submit: names, addresses, coordinates, descriptions, websites " +
        "and contact persons. Verified venues and events are shown publicly; contact details " +
        "are visible only to you and our administrators.",
      "Billing data: our payment provider processes your card; we store only the card brand, " +
        "the last four digits, the plan and the subscription status.",
      "Technical data: server logs with the requested page, time and IP address, kept for " +
        "security for up to 30 days. We use only cookies needed to keep you signed in.",
    ],
  },
  {
    id: "listing-statistics",
    heading: "Listing statistics",
    paragraphs: [
      "To show owners what their listing brings, we count, per venue and per event and per " +
        "day: listing views, how often the listing appears in the list, in search results and " +
        "on the map, clicks on its website, directions, phone and calendar links, and follows " +
        "and RSVPs. Only these totals are stored; no single visit is.",
      "For this we set no cookie and store no IP address and no user agent. To count a visitor " +
        "once a day, the address and browser name are turned into a salted hash with a random " +
        "salt that changes every day; the old salt and its hashes are deleted the next day, so " +
        "nobody, including us, can link a visit to a person. Automated visitors (bots) and an " +
        "owner's own visits are not counted.",
      "Daily totals are kept for 25 months, then only monthly totals. Owners see their own " +
        "listings' totals on their dashboard and in a monthly e-mail they can switch off; our " +
        "administrators see totals across the whole network.",
    ],
  },
  {
    heading: "Why we use it",
    paragraphs: [
      "To run your account, review and publish your listings, take payment for your plans, " +
        "answer your requests and keep the service secure. We do not sell personal data and we " +
        "do not use advertising trackers.",
    ],
  },
  {
    heading: "Who we share it with",
    paragraphs: [
      "Service providers acting on our behalf: hosting, e-mail delivery and payment processing. " +
        "They may use the data only to provide their service to us.",
    ],
  },
  {
    heading: "How long we keep it",
    paragraphs: [
      "As long as your account exists. When you delete a venue its contact records are deleted " +
        "with it. Billing records are kept as long as tax law requires.",
    ],
  },
  {
    id: "your-data",
    heading: "Your data is yours",
    paragraphs: [
      "Signed in, you can download everything we store about you at any time (Download my " +
        "data, a JSON file, with the statistics of your own listings) and delete your account " +
        "(Delete account, after your password).",
      "Deleting your account cancels any live subscription at once, deletes your customer " +
        "record at our payment provider, and removes your sign-in, profile, sessions, venues, " +
        "parties, communities, photos, contact persons, RSVPs, follows, mail settings and the " +
        "messages stored under your address.",
      "What is kept: the payment provider keeps its invoices and payment records, as tax law " +
        "requires; our record of a refunded duplicate payment keeps its amount and date with " +
        "your name removed; server logs age out after 30 days. Your address may then sign up " +
        "again from scratch.",
    ],
  },
  {
    heading: "Your rights",
    paragraphs: [
      "You may ask for a copy of your data, its correction or its deletion, and object to its " +
        "use. Write to us at the address below and we answer within 30 days.",
    ],
  },
];

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <article className="page max-w-3xl">
      <h1 className="heading-1">Privacy Policy</h1>
      <p className="mt-2 text-sm text-ink-300">Last updated: 26 November 2026</p>
      {sections.map((section) => (
        <section key={section.heading} id={section.id} className="mt-8">
          <h2 className="heading-2">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <section id="place-data" className="mt-8">
        <h2 className="heading-2">Place data</h2>
        <p className="mt-3 leading-relaxed">
          The city search (the location picker and /lan-centers) uses the cities of{" "}
          <a href="https://www.geonames.org/">GeoNames</a> and their alternate names, under{" "}
          <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>, with region names
          from country-region-data. It runs on our server: what you type is not sent to GeoNames.
        </p>
      </section>
      <section className="mt-8">
        <h2 className="heading-2">Contact</h2>
        <p className="mt-3">
          Questions about privacy:{" "}
          <a href={`mailto:${loaderData.supportEmail}`}>{loaderData.supportEmail}</a>
        </p>
      </section>
    </article>
  );
}
