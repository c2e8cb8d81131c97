/**
 * /dashboard placeholder for issue 4 (owner-portal.md §2 "/dashboard"): 'Sign In Required' for
 * visitors; the welcome banner (initials, full name, 'Administrator' label) for users. The
 * owner-portal issue fills the tabs.
 */
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { AuthCard } from "~/components/ui/form";
import { getSessionUser } from "~/server/auth/session.server";

export function meta() {
  return [{ title: "Dashboard | LAN Center Network" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
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

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  if (!user) {
    return (
      <AuthCard title="Sign In Required" subtitle="Please sign in to view your dashboard.">
        <p className="text-center">
          <Link to="/login?redirectTo=%2Fdashboard" className="btn-primary">
            Sign In
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <div className="page">
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
        <div>
          <h1 id="welcome-title" className="heading-1">
            Welcome, {user.displayName}
          </h1>
          <p className="mt-1 text-ink-300">{user.email}</p>
          {user.isAdmin && (
            <p className="mt-2 inline-block rounded-full bg-neon-400/15 px-3 py-1 text-sm font-semibold text-neon-300">
              Administrator
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
