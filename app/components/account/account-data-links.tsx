/**
 * Download my data and Delete account (issue 25 item 7, ADR 080): the two links every account
 * finds on /me and on the dashboard's Security tab.
 */
import { Link } from "react-router";

/** The two links as a list; `className` sets its spacing and text size. */
export function AccountDataLinks({ className }: { className: string }) {
  return (
    <ul className={`flex flex-wrap gap-x-6 gap-y-2 ${className}`}>
      <li>
        <a href="/account/data.json" download>
          Download my data
        </a>
      </li>
      <li>
        <Link to="/account/delete">Delete account</Link>
      </li>
    </ul>
  );
}
