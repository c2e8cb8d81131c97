/**
 * The language switcher on every page (issue 28 item 2): a `<details>` list of the seven
 * languages, each named in itself, pointing at this page in that language. It works without
 * JavaScript and from the keyboard (a native disclosure of plain links). A signed-in account's
 * entries are small POST forms to /language, which saves the choice (its e-mails use it) and
 * goes to the page in the new language.
 */
import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { LOCALE_NAMES, LOCALES, localizeHref, type Locale } from "~/i18n/locales";

const entryClass =
  "block w-full rounded-md px-3 py-2 text-left text-sm text-ink-200 no-underline hover:bg-ink-800 hover:text-white aria-[current=true]:bg-ink-700 aria-[current=true]:text-white";

/**
 * @param locale the page's language
 * @param label "Language" in the page's language (the summary's accessible name starts with it)
 * @param signedIn true: entries are forms that save the choice
 */
export function LanguageSwitcher({
  locale,
  label,
  signedIn,
  className = "",
}: {
  locale: Locale;
  label: string;
  signedIn: boolean;
  className?: string;
}) {
  const location = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  // A navigation closes the list.
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.pathname]);
  const here = `${location.pathname}${location.search}`;
  return (
    <details ref={details} className={`relative ${className}`} data-testid="language-switcher">
      <summary className="btn-secondary cursor-pointer list-none px-3 py-2 text-sm [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true">🌐 </span>
        <span className="sr-only">{`${label}: `}</span>
        <span lang={locale}>{LOCALE_NAMES[locale]}</span>
      </summary>
      <ul
        aria-label={label}
        className="absolute right-0 top-full z-[1200] mt-2 w-56 space-y-1 rounded-lg border border-ink-700 bg-ink-950 p-2"
      >
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
    </details>
  );
}
