/**
 * Site footer (docs/spec/public-site.md §2): the main sections (LAN centers, events, venue types,
 * games, FAQ) and the way in (Sign In and Create Account, or Dashboard when signed in), so every
 * page reaches them without the menu (issue 24 item 7); contact mail link, privacy policy, two
 * social links and the copyright line with the current year. Texts arrive translated and links
 * localized from the root loader (issue 28 item 6).
 */
import { Link } from "react-router";
import { localizeHref, type Locale } from "~/i18n/locales";
import { LanguageSwitcher } from "./language-switcher";
import { publicNavItems } from "./site-nav";

/** Footer data from the root loader: support address, social links, year, signed in or not. */
export interface FooterData {
  supportEmail: string;
  social: { label: string; url: string }[];
  year: number;
  /** True for a signed-in user: Dashboard instead of Sign In and Create Account. */
  signedIn: boolean;
}

/** The footer's words in the page's language (the root loader's `chromeText`). */
export interface FooterText {
  footerLabel: string;
  explore: string;
  forOwners: string;
  lanCenters: string;
  events: string;
  venueTypes: string;
  games: string;
  faq: string;
  dashboard: string;
  signIn: string;
  createAccount: string;
  tagline: string;
  contact: string;
  privacy: string;
  newTab: string;
  /** "Language": the language switcher's heading. */
  language: string;
  /** "© 2026 LAN Center Network. All rights reserved." */
  rights: string;
}

/** The footer's account links. */
function accountLinks(
  signedIn: boolean,
  t: FooterText,
  locale: Locale,
): { to: string; label: string }[] {
  return signedIn
    ? [{ to: localizeHref(locale, "/dashboard"), label: t.dashboard }]
    : [
        { to: localizeHref(locale, "/login"), label: t.signIn },
        { to: localizeHref(locale, "/signup-form"), label: t.createAccount },
      ];
}

/** The footer shown on every page. */
export function SiteFooter({
  supportEmail,
  social,
  signedIn,
  t,
  locale,
}: FooterData & { t: FooterText; locale: Locale }) {
  return (
    // Laid out once it nears the viewport (content-visibility): its language names in Japanese and
    // Korean script would otherwise send the first layout of every page looking for fonts (ADR 104).
    <footer className="mt-16 border-t border-ink-700 bg-ink-900 [contain-intrinsic-size:auto_36rem] [content-visibility:auto]">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 text-sm sm:px-6">
        <nav aria-label={t.footerLabel} className="grid gap-6 sm:grid-cols-2">
          <div>
            <h2 className="font-semibold text-white">{t.explore}</h2>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {publicNavItems(t, locale).map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="font-semibold text-white">{t.forOwners}</h2>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {accountLinks(signedIn, t, locale).map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <LanguageSwitcher locale={locale} label={t.language} signedIn={signedIn} />
        <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <p className="text-ink-300">
            <span className="font-semibold text-white">LAN Center Network</span> — {t.tagline}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <a href={`mailto:${supportEmail}`}>{t.contact}</a>
            </li>
            <li>
              <Link to={localizeHref(locale, "/privacy")}>{t.privacy}</Link>
            </li>
            {social.map((link) => (
              <li key={link.label}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.label}
                  <span className="sr-only"> {t.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="text-ink-300">{t.rights}</p>
        </div>
      </div>
    </footer>
  );
}
