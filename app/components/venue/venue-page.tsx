/**
 * The one component behind all eight venue pitch pages (docs/spec/public-site.md §2 "Venue pitch
 * pages"; eight venue pitch pages). Content comes from `app/content/venue-types.ts`; the buttons
 * are Sign Up (to the venue's sign-up path), 'SCHEDULE A MEETING' (external booking URL, new tab;
 * a mail link when no booking URL is configured) and 'Contact Us' (mail link). Texts in the page's
 * language come from the loader (`venueText` in app/i18n/types.server.ts; issue 28 item 1).
 */
import { Link, type MetaDescriptor } from "react-router";
import { venueImageSize, type VenueSection, type VenueType } from "~/content/venue-types";
import { seoMeta } from "~/lib/seo";
import { MarkedList } from "~/components/ui/marked-list";

/** Contact targets the page's buttons use (from the route loader). */
export interface VenueLinks {
  supportEmail: string;
  bookingUrl: string | null;
}

/** A venue page's texts in one language: its content (links localized) and the shared labels. */
export interface VenuePageText {
  venue: Omit<VenueType, "signUpHref"> & { signUpHref: string };
  labels: {
    signUp: string;
    schedule: string;
    newTab: string;
    meetingSubject: string;
    contactUs: string;
    step: string;
  };
}

/** Meta tags of a venue page, from its loader's texts. */
export function venueMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  text: VenuePageText | undefined,
): MetaDescriptor[] {
  if (!text) return seoMeta(matches, { title: "", description: "", path: "/lantypes" });
  const { venue } = text;
  return seoMeta(matches, {
    title: `${venue.title}: ${venue.heroHeading}`,
    description: venue.metaDescription,
    path: venue.path,
  });
}

/** A complete venue pitch page. */
export function VenuePage({ text, links }: { text: VenuePageText; links: VenueLinks }) {
  const { venue, labels } = text;
  return (
    <article>
      <header className="hero-backdrop">
        <div className="page grid items-center gap-10 py-14 md:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-widest text-neon-300 uppercase">
              {venue.title}
            </p>
            <h1 className="heading-1 mt-3 sm:text-5xl">{venue.heroHeading}</h1>
            <p className="mt-5 text-lg text-ink-200">{venue.heroText}</p>
          </div>
          <img
            src={venue.image}
            alt={venue.imageAlt}
            width={venueImageSize.width}
            height={venueImageSize.height}
            className="h-auto w-full rounded-2xl border border-ink-700"
          />
        </div>
      </header>
      <div className="page space-y-10">
        {venue.sections.map((section) => (
          <Section key={section.heading} section={section} stepLabel={labels.step} />
        ))}
        {venue.caseStudy && (
          <figure className="card border-l-4 border-l-brand-500" data-testid="case-study">
            <p className="text-xs font-semibold tracking-widest text-neon-300 uppercase">
              {venue.caseStudy.label}
            </p>
            <blockquote className="mt-3 text-xl text-white">“{venue.caseStudy.quote}”</blockquote>
            <figcaption className="mt-4 text-ink-300">
              <span className="font-semibold text-ink-200">{venue.caseStudy.author}</span>,{" "}
              {venue.caseStudy.role}
            </figcaption>
          </figure>
        )}
        <CallToAction venue={venue} labels={labels} links={links} />
      </div>
    </article>
  );
}

function Section({ section, stepLabel }: { section: VenueSection; stepLabel: string }) {
  return (
    <section className="card">
      <h2 className="heading-2">{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-relaxed">
          {paragraph}
        </p>
      ))}
      {section.bullets && (
        <MarkedList className="mt-4 grid gap-2 sm:grid-cols-2" items={section.bullets} />
      )}
      {section.steps && (
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {section.steps.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-ink-950/60 p-4">
              <p className="font-display text-3xl font-black text-brand-400">
                <span className="sr-only">{stepLabel} </span>
                {index + 1}
              </p>
              <h3 className="mt-2 font-semibold text-white">{step.title}</h3>
              <p className="mt-1 text-sm text-ink-300">{step.text}</p>
            </li>
          ))}
        </ol>
      )}
      {section.tiers && (
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {section.tiers.map((tier) => (
            <li key={tier.name} className="rounded-xl border border-ink-600 bg-ink-950/60 p-4">
              <h3 className="font-display text-lg font-bold text-white">{tier.name}</h3>
              <p className="mt-1 text-sm text-ink-300">{tier.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CallToAction({
  venue,
  labels,
  links,
}: {
  venue: VenuePageText["venue"];
  labels: VenuePageText["labels"];
  links: VenueLinks;
}) {
  const mail = `mailto:${links.supportEmail}`;
  return (
    <section className="card text-center" aria-labelledby="venue-cta-title">
      <h2 id="venue-cta-title" className="heading-2">
        {venue.ctaHeading}
      </h2>
      <p className="mt-2 text-ink-300">{venue.ctaText}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={venue.signUpHref} className="btn-primary">
          {labels.signUp}
        </Link>
        {links.bookingUrl ? (
          <a
            href={links.bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-secondary"
          >
            {labels.schedule}
            <span className="sr-only"> {labels.newTab}</span>
          </a>
        ) : (
          <a
            href={`${mail}?subject=${encodeURIComponent(labels.meetingSubject)}`}
            className="btn-secondary"
          >
            {labels.schedule}
          </a>
        )}
        <a href={mail} className="btn-secondary">
          {labels.contactUs}
        </a>
      </div>
    </section>
  );
}
