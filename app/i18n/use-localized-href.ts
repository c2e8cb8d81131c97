/**
 * Links in the page's language for components (issue 28 item 2, ADR 099): the locale comes from
 * the current URL, so a component under `/de/…` links to `/de/…` without a prop. Browser-safe and
 * text-free (only `locales.ts`).
 */
import { useLocation } from "react-router";
import { localeFromPath, localizeHref } from "./locales";

/**
 * A function that turns a site path into the current page's language:
 * on `/de/login`, `to("/forgot-password")` is "/de/forgot-password"; on English pages paths stay.
 */
export function useLocalizedHref(): (href: string) => string {
  const locale = localeFromPath(useLocation().pathname);
  return (href) => localizeHref(locale, href);
}
