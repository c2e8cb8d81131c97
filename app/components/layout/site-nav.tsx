/**
 * Shared navigation bar with a mobile menu (docs/spec/public-site.md §2 "Shared navigation").
 * Links: /lan-centers, /events, /lantypes, /games, /faq; 'Sign In' to /login while
 * signed out; Dashboard and Log Out (a POST form) when signed in, and Contacts for admins.
 */
import { useEffect, useId, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";

/** A navigation entry: target path and visible label; `post` items are form buttons (Log Out). */
export interface NavItem {
  to: string;
  label: string;
  method?: "post";
}

/** The public links shown to everyone. */
export const publicNavItems: NavItem[] = [
  { to: "/lan-centers", label: "LAN Centers" },
  { to: "/events", label: "Events" },
  { to: "/lantypes", label: "Venue Types" },
  { to: "/games", label: "Games" },
  { to: "/faq", label: "FAQ" },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium no-underline transition-colors ${
    isActive ? "bg-ink-700 text-white" : "text-ink-200 hover:bg-ink-800 hover:text-white"
  }`;

/** Site header: logo, links, and a toggle that shows the same links on small screens. */
export function SiteNav({ accountItems }: { accountItems: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const items = [...publicNavItems, ...accountItems];
  return (
    <header className="sticky top-0 z-[1100] border-b border-ink-700 bg-ink-950/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3 sm:px-6"
      >
        <Link to="/" className="flex items-center gap-2 text-white no-underline">
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
        <button
          type="button"
          className="btn-secondary ml-auto px-3 py-2 md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true">{open ? "✕" : "☰"}</span>
          <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        </button>
      </nav>
      <ul
        id={menuId}
        hidden={!open}
        className="space-y-1 border-t border-ink-700 px-4 py-3 md:hidden"
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavEntry item={item} />
          </li>
        ))}
      </ul>
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
