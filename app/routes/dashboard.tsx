/**
 * /dashboard layout (docs/spec/owner-portal.md §2 "/dashboard", §8 "Dashboard"): the welcome banner
 * and the tabs Overview (`/dashboard`), Email Settings (`/dashboard/email`) and Security
 * (`/dashboard/security`), each a child route with its own loader and action. Visitors see
 * 'Sign In Required'. The old `?tab=email` / `?tab=security` URLs redirect to the tab's URL,
 * keeping the other query parameters.
 */
import { Link, Outlet, redirect, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/dashboard";
import { action as overviewAction, type loader as overviewLoader } from "./dashboard._index";
import { DashboardTabs, WelcomeBanner } from "~/components/owner/dashboard-header";
import { DashboardTextContext } from "~/components/owner/owner-text";
import { AuthCard } from "~/components/ui/form";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { dashboardText } from "~/i18n/owner.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.text.metaTitle ?? "Dashboard | LAN Center Network" }];
}

/** Where the old `?tab=` values live now. */
const TAB_URLS: Record<string, string> = {
  overview: "/dashboard",
  email: "/dashboard/email",
  security: "/dashboard/security",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const tab = url.searchParams.get("tab");
  if (tab !== null && url.pathname.replace(/\/$/, "") === localizeHref(locale, "/dashboard")) {
    url.searchParams.delete("tab");
    throw redirect(`${localizeHref(locale, TAB_URLS[tab] ?? "/dashboard")}${url.search}`, 301);
  }
  const text = dashboardText(locale);
  const user = await servicesOf(context).auth.getSessionUser(request);
  if (!user) return { user: null, text };
  return {
    text,
    user: {
      displayName: user.displayName,
      initials: `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || "?",
      email: user.email,
      isAdmin: user.isAdmin,
    },
  };
}

/**
 * A POST to `/dashboard` itself (without `?index`) reaches this layout rather than the Overview:
 * it is the Overview's action (delete, setup request), so such posts keep their answers.
 */
export async function action(args: Route.ActionArgs) {
  return overviewAction(args);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // The Overview's route id carries the language prefix under /de etc. ("de/routes/…").
  const overview = useMatches().find((match) => match.id.endsWith("routes/dashboard._index"))
    ?.loaderData as Awaited<ReturnType<typeof overviewLoader>> | undefined;
  const { user, text } = loaderData;
  if (!user) {
    return (
      <AuthCard title={text.signInRequired} subtitle={text.signInSubtitle}>
        <p className="text-center">
          <Link
            to={`${text.loginHref}?redirectTo=${encodeURIComponent(location.pathname)}`}
            className="btn-primary"
          >
            {text.signIn}
          </Link>
        </p>
      </AuthCard>
    );
  }
  const counts = overview && "overview" in overview ? overview.overview : null;
  return (
    <DashboardTextContext value={text}>
      <div className="page">
        <WelcomeBanner user={user} activeSubscriptions={counts?.activeSubscriptionCount ?? null} />
        <DashboardTabs />
        <div className="mt-6">
          <Outlet />
        </div>
      </div>
    </DashboardTextContext>
  );
}
