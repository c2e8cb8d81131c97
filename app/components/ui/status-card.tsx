/**
 * The status pages' one card (access denied, a missing plan, an e-mail confirmation's outcome):
 * a title, a message and a centred row of links.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AuthCard } from "./form";

/** One link under the message; the first primary one is the main way on. */
export interface StatusLink {
  to: string;
  label: string;
  primary?: boolean;
}

/** 'Back to Dashboard', the way on from most status pages. */
export const BACK_TO_DASHBOARD: StatusLink = { to: "/dashboard", label: "Back to Dashboard" };

/** A status page: `children` is the message (an Alert or a paragraph), `links` the ways on. */
export function StatusCard({
  title,
  links,
  children,
}: {
  title: string;
  links: readonly StatusLink[];
  children: ReactNode;
}) {
  return (
    <AuthCard title={title}>
      {children}
      <LinkRow links={links} />
    </AuthCard>
  );
}

/** Links as a row of buttons: the `primary` ones solid, the others outlined. */
export function LinkRow({
  links,
  className = "mt-6 flex flex-wrap justify-center gap-3",
}: {
  links: readonly StatusLink[];
  className?: string;
}) {
  return (
    <div className={className}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={link.primary ? "btn-primary" : "btn-secondary"}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}

/** A full-page notice (a form saved or registered, an item missing): heading, message, one link. */
export function PageNotice({
  title,
  role,
  link,
  more = [],
  children,
}: {
  title: string;
  /** `alert` for a problem, `status` for a success. */
  role: "alert" | "status";
  link: StatusLink;
  /** Further links after the main one, shown as secondary buttons. */
  more?: readonly StatusLink[];
  children: ReactNode;
}) {
  return (
    <div className="page max-w-2xl">
      <div className="card text-center">
        <h1 className="heading-1">{title}</h1>
        <p className="mt-4 text-ink-300" role={role}>
          {children}
        </p>
        <LinkRow links={[{ ...link, primary: true }, ...more]} />
      </div>
    </div>
  );
}
