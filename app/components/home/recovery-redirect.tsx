/**
 * Sends visitors whose URL hash carries a password-recovery or auth error to /reset-password
 * (docs/spec/public-site.md §2 "/ (home)", "On load"). The server already redirects when the query
 * matches; a hash never reaches the server, so this effect covers it, replacing the history
 * entry and keeping query and hash.
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { recoveryRedirectTarget } from "~/lib/recovery-redirect";

/** Renders nothing; redirects once after hydration when the URL matches. */
export function RecoveryRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const target = recoveryRedirectTarget(window.location.search, window.location.hash);
    if (target) void navigate(target, { replace: true });
  }, [navigate]);
  return null;
}
