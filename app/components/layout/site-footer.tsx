/**
 * Site footer (docs/spec/public-site.md §2): contact mail link, privacy policy, two social links
 * and the copyright line with the current year.
 */
import { Link } from "react-router";

/** Footer data from the root loader: support address, social links, year. */
export interface FooterData {
  supportEmail: string;
  social: { label: string; url: string }[];
  year: number;
}

/** The footer shown on every page. */
export function SiteFooter({ supportEmail, social, year }: FooterData) {
  return (
    <footer className="mt-16 border-t border-ink-700 bg-ink-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
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
    </footer>
  );
}
