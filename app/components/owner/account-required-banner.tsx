/**
 * The Account Required banner of the registration forms (docs/spec/owner-portal.md §2
 * "/register-lan-center": Create Account and Sign In links that carry the originating page).
 */
import { Link, useLocation } from "react-router";
import { useOwnerFormText } from "./owner-text";

/**
 * Banner for visitors, in the page's language (the form page's texts say what it registers);
 * the links come back to this page (with its query).
 */
export function AccountRequiredBanner() {
  const text = useOwnerFormText();
  const location = useLocation();
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <section
      aria-labelledby="account-required-title"
      className="mt-6 rounded-xl border border-neon-400 bg-neon-400/10 p-5"
    >
      <h2 id="account-required-title" className="font-display text-lg font-bold text-white">
        {text.accountRequired}
      </h2>
      <p className="mt-1 text-ink-200">{text.accountRequiredText}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={`${text.signupHref}?redirectTo=${redirect}`} className="btn-primary">
          {text.createAccount}
        </Link>
        <Link to={`${text.loginHref}?redirectTo=${redirect}`} className="btn-secondary">
          {text.signIn}
        </Link>
      </div>
    </section>
  );
}
