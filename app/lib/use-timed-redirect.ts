/**
 * Navigates to `to` after `ms` milliseconds while `active` (docs/spec/public-site.md §9: 2 s after reset and admin
 * login, 5 s after e-mail change). The pages also show a link for visitors without JavaScript.
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Schedules the redirect; cancelled when the component unmounts or `active` turns false. */
export function useTimedRedirect(active: boolean, to: string, ms: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => void navigate(to), ms);
    return () => clearTimeout(timer);
  }, [active, to, ms, navigate]);
}
