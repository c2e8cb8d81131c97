/**
 * The language switcher on every page (issue 28 item 2): in the footer, a list of the seven
 * languages, each named in itself, pointing at this page in that language; the header's
 * language link jumps to it. Plain links, so it works without JavaScript and from the keyboard.
 * A signed-in account's entries are small POST forms to /language, which saves the choice (its
 * e-mails use it) and goes to the page in the new language.
 */
import { Form, Link, useLocation } from "react-router";
import { LOCALE_NAMES, LOCALES, localizeHref, type Locale } from "~/i18n/locales";

/** The id of the footer's language list, the header link's target. */
export const LANGUAGES_ID = "languages";

const entryClass =
  "rounded-md px-2 py-1 text-sm text-ink-200 hover:bg-ink-800 hover:text-white aria-[current=true]:bg-ink-700 aria-[current=true]:font-semibold aria-[current=true]:text-white";

/**
 * The header's way to the language list: a globe and "English" (the globe alone beside the full
 * navigation of screens from 768 to 1535 px), named "Language: English". The
 * globe is a drawn icon, not the 🌐 emoji: a phone without an emoji font would make the browser
 * search every font for that glyph during the first layout (ADR 104).
 * @param label "Language" in the page's language
 */
export function LanguageLink({
  locale,
  label,
  className = "",
}: {
  locale: Locale;
  label: string;
  className?: string;
}) {
  return (
    <a
      href={`#${LANGUAGES_ID}`}
      className={`btn-secondary px-3 py-2 text-sm no-underline ${className}`}
      data-testid="language-link"
    >
      <GlobeIcon />
      <span className="sr-only">{`${label}: `}</span>
      {/* Beside the full navigation of a laptop screen there is room for the globe only. */}
      <span lang={locale} className="md:max-2xl:sr-only">
        {LOCALE_NAMES[locale]}
      </span>
    </a>
  );
}

/** A globe outline (our own drawing), decorative: the link's text names it. */
function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      className="mr-1.5 inline-block align-[-0.15em] md:max-2xl:mr-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.3"
    >
      <circle cx="8" cy="8" r="6.5" />
      <ellipse cx="8" cy="8" rx="2.8" ry="6.5" />
      <path d="M1.5 8h13M2.6 4.5h10.8M2.6 11.5h10.8" />
    </svg>
  );
}

/**
 * @param locale the page's language
 * @param label "Language" in the page's language (the list's heading and accessible name)
 * @param signedIn true: entries are forms that save the choice
 */
export function LanguageSwitcher({
  locale,
  label,
  signedIn,
}: {
  locale: Locale;
  label: string;
  signedIn: boolean;
}) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <nav
      id={LANGUAGES_ID}
      aria-labelledby={`${LANGUAGES_ID}-title`}
      className="scroll-mt-20"
      data-testid="language-switcher"
    >
      <h2 id={`${LANGUAGES_ID}-title`} className="font-semibold text-white">
        {label}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-2 gap-y-2">
        {LOCALES.map((target) => (
          <li key={target}>
            {signedIn ? (
              <Form method="post" action="/language">
                <input type="hidden" name="locale" value={target} />
                <input type="hidden" name="returnTo" value={here} />
                <button
                  type="submit"
                  lang={target}
                  aria-current={target === locale ? "true" : undefined}
                  className={entryClass}
                >
                  {LOCALE_NAMES[target]}
                </button>
              </Form>
            ) : (
              <Link
                to={localizeHref(target, here)}
                lang={target}
                hrefLang={target}
                aria-current={target === locale ? "true" : undefined}
                className={entryClass}
              >
                {LOCALE_NAMES[target]}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
