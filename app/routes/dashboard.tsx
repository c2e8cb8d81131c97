/**
 * /dashboard layout (docs/spec/owner-portal.md §2 "/dashboard", §8 "Dashboard"): the welcome banner
 * and the tabs Overview (`/dashboard`), Email Settings (`/dashboard/email`) and Security
 * (`/dashboard/security`), each a child route with its own loader and action. Visitors see
 * 'Sign In Required'. The old `?tab=email` / `?tab=security` URLs redirect to the tab's URL,
 * keeping the other query parameters.
 */
import { Link, Outlet, redirect, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import { action as overviewAction, type loader as overviewLoader } from "./dashboard._index";
import { DashboardTabs, WelcomeBanner } from "~/components/owner/dashboard-header";
import { AuthCard } from "~/components/ui/form";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [{ title: "Dashboard | LAN Center Network" }];
}

/** Where the old `?tab=` values live now. */
const TAB_URLS: Record<string, string> = {
  overview: "/dashboard",
  email: "/dashboard/email",
  security: "/dashboard/security",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  if (tab !== null && url.pathname.replace(/\/$/, "") === "/dashboard") {
    url.searchParams.delete("tab");
    throw redirect(`${TAB_URLS[tab] ?? "/dashboard"}${url.search}`, 301);
  }
  const user = await servicesOf(context).auth.getSessionUser(request);
  if (!user) return { user: null };
  return {
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
  const overview = useRouteLoaderData<typeof overviewLoader>("routes/dashboard._index");
  const { user } = loaderData;
  if (!user) {
    return (
      <AuthCard title="Sign In Required" subtitle="Please sign in to view your dashboard.">
        <p className="text-center">
          <Link
            to={`/login?redirectTo=${encodeURIComponent(location.pathname)}`}
            className="btn-primary"
          >
            Sign In
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <div className="page">
      <WelcomeBanner
        user={user}
        activeSubscriptions={overview?.overview?.activeSubscriptionCount ?? null}
      />
      <DashboardTabs />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
