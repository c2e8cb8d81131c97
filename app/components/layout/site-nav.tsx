/**
 * Shared navigation bar with a mobile menu (docs/spec/public-site.md §2 "Shared navigation").
 * Links: /lan-centers, /events, /lantypes, /games, /faq; 'Sign In' to /login while
 * signed out; My page (/me) and Log Out (a POST form) when signed in, Dashboard for owners
 * (issue 25 item 1, ADR 076), and Contacts for admins. The
 * phone menu works without JavaScript (issue 24 item 7). Labels arrive translated and links
 * localized from the root loader (issue 28 item 6); the language link beside the menu jumps to
 * the footer's language switcher.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { localizeHref, type Locale } from "~/i18n/locales";
import { LanguageLink } from "./language-switcher";

/** A navigation entry: target path and visible label; `post` items are form buttons (Log Out). */
export interface NavItem {
  to: string;
  label: string;
  method?: "post";
}

/** The labels the header needs, in the page's language (the root loader's `chromeText`). */
export interface NavText {
  navLabel: string;
  lanCenters: string;
  events: string;
  venueTypes: string;
  games: string;
  faq: string;
  openMenu: string;
  closeMenu: string;
  language: string;
}

/** The public links shown to everyone, in `locale` (issue 28 item 2). */
export function publicNavItems(
  t: Pick<NavText, "lanCenters" | "events" | "venueTypes" | "games" | "faq">,
  locale: Locale,
): NavItem[] {
  return [
    { to: localizeHref(locale, "/lan-centers"), label: t.lanCenters },
    { to: localizeHref(locale, "/events"), label: t.events },
    { to: localizeHref(locale, "/lantypes"), label: t.venueTypes },
    { to: localizeHref(locale, "/games"), label: t.games },
    { to: localizeHref(locale, "/faq"), label: t.faq },
  ];
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium no-underline transition-colors ${
    isActive ? "bg-ink-700 text-white" : "text-ink-200 hover:bg-ink-800 hover:text-white"
  }`;

/**
 * Site header: logo, links, and on small screens the same links behind a menu button. The menu
 * is a `<details>` disclosure, so it opens without JavaScript (issue 24 item 7); with it, Escape
 * and a click outside close the menu (Escape returns focus to the button) and a navigation
 * closes it. The button's name says what it does ('Open menu' / 'Close menu', switched by CSS
 * so it is right without JavaScript too); browsers expose its expanded state themselves.
 */
export function SiteNav({
  accountItems,
  t,
  locale,
}: {
  accountItems: NavItem[];
  t: NavText;
  locale: Locale;
}) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      summary.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !details.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);
  const items = [...publicNavItems(t, locale), ...accountItems];
  return (
    <header className="sticky top-0 z-[1100] border-b border-ink-700 bg-ink-950/90 backdrop-blur">
      <nav
        aria-label={t.navLabel}
        className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3 sm:px-6"
      >
        <Link
          to={localizeHref(locale, "/")}
          className="flex items-center gap-2 text-white no-underline"
        >
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span className="font-display text-lg font-extrabold tracking-tight">
            LAN Center <span className="text-neon-300">Network</span>
          </span>
        </Link>
        <ul className="ml-auto hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <li key={item.to}>
              <NavEntry item={item} />
            </li>
          ))}
        </ul>
        <LanguageLink
          locale={locale}
          label={t.language}
          className="ml-auto md:order-last md:ml-0"
        />
        <details
          ref={details}
          open={open}
          onToggle={(event) => setOpen(event.currentTarget.open)}
          className="group md:hidden"
        >
          <summary
            ref={summary}
            className="btn-secondary cursor-pointer list-none px-3 py-2 [&::-webkit-details-marker]:hidden"
          >
            <span aria-hidden="true" className="group-open:hidden">
              ☰
            </span>
            <span aria-hidden="true" className="hidden group-open:inline">
              ✕
            </span>
            <span className="sr-only group-open:hidden">{t.openMenu}</span>
            <span className="sr-only hidden group-open:inline">{t.closeMenu}</span>
          </summary>
          <ul className="absolute inset-x-0 top-full space-y-1 border-b border-ink-700 bg-ink-950 px-4 py-3">
            {items.map((item) => (
              <li key={item.to}>
                <NavEntry item={item} />
              </li>
            ))}
          </ul>
        </details>
      </nav>
    </header>
  );
}

function NavEntry({ item }: { item: NavItem }) {
  if (item.method === "post") {
    return (
      <Form method="post" action={item.to}>
        <button
          type="submit"
          className="block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-ink-200 hover:bg-ink-800 hover:text-white"
        >
          {item.label}
        </button>
      </Form>
    );
  }
  return (
    <NavLink to={item.to} className={linkClass}>
      {item.label}
    </NavLink>
  );
}
