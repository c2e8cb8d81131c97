/**
 * Site footer (docs/spec/public-site.md §2): the main sections (LAN centers, events, venue types,
 * games, FAQ) and the way in (Sign In and Create Account, or Dashboard when signed in), so every
 * page reaches them without the menu (issue 24 item 7); contact mail link, privacy policy, two
 * social links and the copyright line with the current year.
 */
import { Link } from "react-router";
import { publicNavItems } from "./site-nav";

/** Footer data from the root loader: support address, social links, year, signed in or not. */
export interface FooterData {
  supportEmail: string;
  social: { label: string; url: string }[];
  year: number;
  /** True for a signed-in user: Dashboard instead of Sign In and Create Account. */
  signedIn: boolean;
}

/** The footer's account links. */
function accountLinks(signedIn: boolean): { to: string; label: string }[] {
  return signedIn
    ? [{ to: "/dashboard", label: "Dashboard" }]
    : [
        { to: "/login", label: "Sign In" },
        { to: "/signup-form", label: "Create Account" },
      ];
}

/** The footer shown on every page. */
export function SiteFooter({ supportEmail, social, year, signedIn }: FooterData) {
  return (
    <footer className="mt-16 border-t border-ink-700 bg-ink-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 text-sm sm:px-6">
        <nav aria-label="Footer" className="grid gap-6 sm:grid-cols-2">
          <div>
            <h2 className="font-semibold text-white">Explore</h2>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {publicNavItems.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="font-semibold text-white">For owners and organisers</h2>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {accountLinks(signedIn).map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <p className="text-ink-300">
            <span className="font-semibold text-white">LAN Center Network</span> — Uniting centers
            world-wide
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <a href={`mailto:${supportEmail}`}>Contact</a>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            {social.map((link) => (
              <li key={link.label}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="text-ink-300">© {year} LAN Center Network. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
