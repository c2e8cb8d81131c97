/**
 * The language suggestion on `/` (issue 28 item 2): when the browser prefers another of the
 * site's languages, a dismissible bar offers the home page in it, written in that language. It
 * never redirects. Chosen in the browser from `navigator.languages` (what the browser also sends
 * as Accept-Language), so the cached `/` stays one page for everyone (ADR 099); fixed at the
 * bottom, so it shifts no content when it appears. Dismissing it is remembered in localStorage.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { localizeHref, preferredLocale, type Locale } from "~/i18n/locales";

/** The localStorage key that remembers a dismissed suggestion. */
export const BANNER_DISMISSED_KEY = "lcn.language-banner";

/** The banner's words in one language. */
export interface BannerWords {
  label: string;
  text: string;
  action: string;
  dismiss: string;
}

/**
 * @param locale the page's language (the banner suggests only another one)
 * @param texts the banner in every language it may suggest
 */
export function LanguageBanner({
  locale,
  texts,
}: {
  locale: Locale;
  texts: Record<Locale, BannerWords>;
}) {
  const [suggested, setSuggested] = useState<Locale | null>(null);
  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = window.localStorage.getItem(BANNER_DISMISSED_KEY) === "dismissed";
    } catch {
      // Storage blocked: the banner still offers the language and closes for this page.
    }
    if (dismissed) return;
    const preferred = preferredLocale(navigator.languages ?? [navigator.language]);
    if (preferred && preferred !== locale) setSuggested(preferred);
  }, [locale]);
  if (!suggested) return null;
  const words = texts[suggested];
  const dismiss = () => {
    try {
      window.localStorage.setItem(BANNER_DISMISSED_KEY, "dismissed");
    } catch {
      // Not remembered; closed for now.
    }
    setSuggested(null);
  };
  return (
    <section
      aria-label={words.label}
      lang={suggested}
      data-testid="language-banner"
      className="fixed inset-x-0 bottom-0 z-[1500] border-t border-ink-700 bg-ink-900 px-4 py-3"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3">
        <p className="mr-auto text-ink-100">{words.text}</p>
        <Link to={localizeHref(suggested, "/")} hrefLang={suggested} className="btn-primary">
          {words.action}
        </Link>
        <button type="button" className="btn-secondary" onClick={dismiss}>
          {words.dismiss}
        </button>
      </div>
    </section>
  );
}
