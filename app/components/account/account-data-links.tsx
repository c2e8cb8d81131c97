/**
 * Download my data and Delete account (issue 25 item 7, ADR 080): the two links every account
 * finds on /me and on the dashboard's Security tab.
 */
import { Link } from "react-router";

/** The links' words in the page's language (issue 28; English by default). */
export interface AccountDataLinksText {
  download: string;
  remove: string;
  removeHref: string;
}

const ENGLISH: AccountDataLinksText = {
  download: "Download my data",
  remove: "Delete account",
  removeHref: "/account/delete",
};

/** The two links as a list; `className` sets its spacing and text size. */
export function AccountDataLinks({
  className,
  text = ENGLISH,
}: {
  className: string;
  text?: AccountDataLinksText;
}) {
  return (
    <ul className={`flex flex-wrap gap-x-6 gap-y-2 ${className}`}>
      <li>
        <a href="/account/data.json" download>
          {text.download}
        </a>
      </li>
      <li>
        <Link to={text.removeHref}>{text.remove}</Link>
      </li>
    </ul>
  );
}
