/**
 * The Account Required banner of the registration forms (docs/spec/owner-portal.md §2
 * "/register-lan-center": Create Account and Sign In links that carry the originating page).
 */
import { Link, useLocation } from "react-router";

/** Banner for visitors; the links come back to this page (with its query). */
export function AccountRequiredBanner({ what }: { what: string }) {
  const location = useLocation();
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <section
      aria-labelledby="account-required-title"
      className="mt-6 rounded-xl border border-neon-400 bg-neon-400/10 p-5"
    >
      <h2 id="account-required-title" className="font-display text-lg font-bold text-white">
        Account Required
      </h2>
      <p className="mt-1 text-ink-200">
        You can fill in the form now, but you need an account to register a {what}. What you type is
        kept in this browser until you come back.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={`/signup-form?redirectTo=${redirect}`} className="btn-primary">
          Create Account
        </Link>
        <Link to={`/login?redirectTo=${redirect}`} className="btn-secondary">
          Sign In
        </Link>
      </div>
    </section>
  );
}
