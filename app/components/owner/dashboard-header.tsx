/**
 * The top of every dashboard tab (docs/spec/owner-portal.md §2 "/dashboard"): the welcome banner
 * with the user's initials, e-mail, admin badge and active-subscription count, and the tab links
 * (Overview, Email Settings, Security), the current one marked with aria-current="page".
 */
import { NavLink } from "react-router";
import { fillText, useDashboardText } from "./owner-text";

/** The signed-in user as the banner shows them. */
export interface DashboardProfile {
  displayName: string;
  initials: string;
  email: string;
  isAdmin: boolean;
}

/** The welcome banner; `activeSubscriptions` is shown when known (the Overview loads it). */
export function WelcomeBanner({
  user,
  activeSubscriptions,
}: {
  user: DashboardProfile;
  activeSubscriptions: number | null;
}) {
  const text = useDashboardText();
  return (
    <section
      aria-labelledby="welcome-title"
      className="card flex flex-col items-start gap-4 sm:flex-row sm:items-center"
    >
      <span
        aria-hidden="true"
        className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white"
      >
        {user.initials}
      </span>
      <div className="flex-1">
        <h1 id="welcome-title" className="heading-1">
          {fillText(text.welcome, { name: user.displayName })}
        </h1>
        <p className="mt-1 text-ink-300">{user.email}</p>
        {user.isAdmin && (
          <p className="mt-2 inline-block rounded-full bg-neon-400/15 px-3 py-1 text-sm font-semibold text-neon-300">
            {text.administrator}
          </p>
        )}
      </div>
      {activeSubscriptions !== null && (
        <p className="text-center" data-testid="active-subscription-count">
          <span className="block font-display text-3xl font-extrabold text-white">
            {activeSubscriptions}
          </span>
          <span className="text-sm text-ink-300">{text.activeSubscriptions}</span>
        </p>
      )}
    </section>
  );
}

/**
 * The tab links (Overview, Email Settings, Security, Insights, in the page's language and under
 * its prefix); NavLink marks the current one with aria-current="page".
 */
export function DashboardTabs() {
  const text = useDashboardText();
  return (
    <nav aria-label={text.tabsLabel} className="mt-6">
      <ul className="flex flex-wrap gap-2 border-b border-ink-700">
        {text.tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `block rounded-t-lg px-4 py-2 font-semibold no-underline ${
                  isActive ? "bg-ink-700 text-white" : "text-ink-200 hover:bg-ink-800"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
