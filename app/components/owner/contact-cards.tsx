/**
 * Contact cards for administrators (docs/spec/owner-portal.md §2 "/contacts", dashboard "Contact
 * Management"): organization, type badge (underscore shown as a space), owner name, e-mail and
 * website links, address and the date added; partner leads also show their venue type, source
 * page and message (issue 16). A name or e-mail taken from the owning account is marked
 * "(account)" (issue 24 item 6). Newest first, as given.
 */
import { formatShortDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { ContactCard, ContactSource } from "~/lib/owner-cards";
import { safeHttpUrl } from "~/lib/url";
import { fillText } from "./owner-text";

/**
 * The cards' texts in one language (`contactCardsText`, app/i18n/owner-panels.server.ts); `added`
 * keeps `{date}`, `locale` formats the dates.
 */
export interface ContactCardsText {
  none: string;
  account: string;
  accountNote: string;
  unnamed: string;
  venueType: string;
  sourcePage: string;
  added: string;
  locale: Locale;
}

/** The cards' English (the spec's words), for pages that are not translated yet. */
export const CONTACT_CARDS_ENGLISH: ContactCardsText = {
  none: "No contacts found.",
  account: "(account)",
  accountNote:
    "(account): taken from the owner's account, as the registration left the contact fields empty.",
  unnamed: "Unnamed",
  venueType: "Venue type",
  sourcePage: "Source page",
  added: "Added {date}",
  locale: "en",
};

/**
 * The mark after a name or e-mail taken from the owning account because the registration left
 * the contact fields empty (issue 24 item 6); nothing for the form's own values.
 */
function FromAccount({ source, label }: { source: ContactSource | null; label: string }) {
  if (source !== "account") return null;
  return <span className="ml-1 text-sm text-ink-300">{label}</span>;
}

/**
 * The grid, or 'No contacts found.' when empty; above it, what "(account)" means when a card
 * shows it.
 */
export function ContactCards({
  contacts,
  text = CONTACT_CARDS_ENGLISH,
}: {
  contacts: ContactCard[];
  /** The texts in the page's language (default: the spec's English). */
  text?: ContactCardsText;
}) {
  if (contacts.length === 0) return <p className="text-ink-300">{text.none}</p>;
  const fromAccount = contacts.some(
    (contact) => contact.nameSource === "account" || contact.emailSource === "account",
  );
  return (
    <>
      {fromAccount && <p className="mb-3 text-sm text-ink-300">{text.accountNote}</p>}
      <ContactGrid contacts={contacts} text={text} />
    </>
  );
}

function ContactGrid({ contacts, text }: { contacts: ContactCard[]; text: ContactCardsText }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {contacts.map((contact) => {
        const website = safeHttpUrl(contact.website);
        return (
          <li key={contact.id} className="card flex flex-col gap-2">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-display text-lg font-bold text-white">
                {contact.organizationName ?? text.unnamed}
              </h3>
              <span className="rounded-full bg-brand-600/30 px-2 py-0.5 text-xs font-semibold text-brand-400">
                {contact.type.replaceAll("_", " ")}
              </span>
            </div>
            {contact.ownerName && (
              <p className="text-ink-200">
                {contact.ownerName}
                <FromAccount source={contact.nameSource} label={text.account} />
              </p>
            )}
            {contact.email && (
              <p>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
                <FromAccount source={contact.emailSource} label={text.account} />
              </p>
            )}
            {website && (
              <a href={website} rel="noopener noreferrer nofollow" target="_blank">
                {website}
              </a>
            )}
            {contact.address && <p className="text-sm text-ink-300">{contact.address}</p>}
            {(contact.venueType || contact.sourcePage) && (
              <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
                {contact.venueType && (
                  <>
                    <dt className="text-ink-300">{text.venueType}</dt>
                    <dd className="min-w-0">{contact.venueType}</dd>
                  </>
                )}
                {contact.sourcePage && (
                  <>
                    <dt className="text-ink-300">{text.sourcePage}</dt>
                    <dd className="min-w-0">{contact.sourcePage}</dd>
                  </>
                )}
              </dl>
            )}
            {contact.message && (
              <blockquote
                className="border-l-2 border-ink-600 pl-3 text-sm whitespace-pre-wrap"
                data-testid="lead-message"
              >
                {contact.message}
              </blockquote>
            )}
            <p className="text-xs text-ink-300">
              {fillText(text.added, { date: formatShortDate(text.locale, contact.createdAt) })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
