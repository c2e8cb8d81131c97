import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";
import { BASE_LOCALE, LOCALES } from "./i18n/locales";

/**
 * One module per URL in app/routes (flat-routes naming); see docs/decisions/003. English keeps
 * these unprefixed URLs; each other language gets a copy of the page routes under its literal
 * prefix (`/de/faq`, `/pt-BR/events`) with ids of its own, the same modules (issue 28 item 2,
 * ADR 099). Resource routes (`.ts`: JSON, CSV, feeds, redirects) and the dev helpers are not
 * copied: they say nothing in a language. A literal prefix, not a `:lang` segment, so no
 * localized route can shadow a real one.
 */

/** A page route worth a localized copy: a `.tsx` module that is not a dev helper. */
function isPage(entry: RouteConfigEntry): boolean {
  return entry.file.endsWith(".tsx") && !/(^|\/)routes\/dev\./.test(entry.file);
}

/** `entries` under `/${locale}`, ids prefixed with the locale so they stay unique. */
function localized(locale: string, entries: RouteConfigEntry[], top: boolean): RouteConfigEntry[] {
  return entries
    .filter((entry) => !top || isPage(entry))
    .map((entry) => {
      const id = `${locale}/${entry.id ?? entry.file.replace(/\.tsx?$/, "")}`;
      const children = entry.children ? localized(locale, entry.children, false) : undefined;
      if (!top) return { ...entry, id, children };
      const path = entry.path ? `${locale}/${entry.path}` : locale;
      return { ...entry, id, path, children };
    });
}

export default (async () => {
  const english = await flatRoutes();
  const others = LOCALES.filter((locale) => locale !== BASE_LOCALE).flatMap((locale) =>
    localized(locale, english, true),
  );
  return [...english, ...others];
})() satisfies Promise<RouteConfig>;
