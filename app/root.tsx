/**
 * Document shell: head, navigation, footer, scroll restoration and the site-wide error pages
 * (issue: foundation, "Site shell").
 */
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { SiteFooter, type FooterData } from "./components/layout/site-footer";
import { NavigationProgress } from "./components/layout/navigation-progress";
import { SiteNav, type NavItem } from "./components/layout/site-nav";
import { LinkRow } from "./components/ui/status-card";
import { useNonce } from "./lib/nonce";
import { REFERENCE_ELEMENT_ID, useErrorReference } from "./lib/request-id";
import { reasonOf } from "./server/errors/app-error";
import { servicesMiddleware } from "./server/runtime.server";
import { servicesOf } from "./server/services.server";
import { showsDashboard } from "./server/http/account-home.server";
import { EVENT_CANCELLED } from "./lib/cancelled-event";
import appCss from "./app.css?inline";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Gives every request the services (the dev server has no `createLoadContext`). */
export const middleware: Route.MiddlewareFunction[] = [servicesMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, auth, directory } = servicesOf(context);
  // A database hiccup must not take every page down: treat the visitor as signed out.
  const user = await auth.getSessionUser(request).catch((error: unknown) => {
    console.error(`session: ${reasonOf(error)}`);
    return null;
  });
  const footer: FooterData = {
    supportEmail: config.supportEmail,
    social: config.social,
    year: new Date().getFullYear(),
    signedIn: Boolean(user),
  };
  // Admins see how many submissions wait for review.
  const pending = user?.isAdmin ? await directory.countPending().catch(() => null) : null;
  const pendingTotal = pending
    ? pending.center + pending.community + pending.party + pending.changes
    : 0;
  // /me for every account; Dashboard for owners, 'I run a venue or event' and admins (ADR 076).
  const dashboard = user
    ? await showsDashboard(servicesOf(context), user).catch((error: unknown) => {
        console.error(`navigation: ${reasonOf(error)}`);
        return user.intent === "run";
      })
    : false;
  const accountItems: NavItem[] = user
    ? [
        { to: "/me", label: "My page" },
        ...(dashboard ? [{ to: "/dashboard", label: "Dashboard" }] : []),
        ...(user.isAdmin
          ? [
              { to: "/admin/review", label: `Review (${pendingTotal})` },
              { to: "/admin/listings", label: "Listings" },
              { to: "/admin/insights", label: "Network insights" },
              { to: "/contacts", label: "Contacts" },
              { to: "/admin/mail", label: "Mail" },
            ]
          : []),
        { to: "/logout", label: "Log Out", method: "post" as const },
      ]
    : [{ to: "/login", label: "Sign In" }];
  // Tile settings for maps outside the map pages (the forms' location picker, ADR 057).
  const tiles = { tileUrl: config.map.tileUrl, tileAttribution: config.map.tileAttribution };
  return { footer, accountItems, siteUrl: config.publicUrl, tiles };
}

/**
 * The site's whole stylesheet (app.css, about 51 KB, 8 KB brotli) inlined in the document's head
 * instead of a render-blocking `<link>` (issue 15 item 6, ADR 064): the first paint needs only the
 * HTML. The text is in the server bundle only; in the browser the element hydrates with an empty
 * string and React keeps the server's content (it never compares `dangerouslySetInnerHTML` when
 * hydrating, and the value never changes afterwards), so the CSS is not shipped twice in the
 * JavaScript.
 */
function InlineStyles({ nonce }: { nonce: string | undefined }) {
  const css = import.meta.env.SSR ? appCss : "";
  return (
    <style
      nonce={nonce}
      data-inline="app.css"
      dangerouslySetInnerHTML={{ __html: css }}
      suppressHydrationWarning
    />
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  // Marks the page interactive (its scripts run): what browser tests wait for before typing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#07070d" />
        <Meta />
        <Links />
        <InlineStyles nonce={nonce} />
        {/* The first paint waits for the page's main content (ADR 066). */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[2000] focus:rounded focus:bg-ink-800 focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <SiteNav accountItems={data?.accountItems ?? [{ to: "/login", label: "Sign In" }]} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter
          {...(data?.footer ?? {
            supportEmail: "support@lancenter.example",
            social: [],
            year: new Date().getFullYear(),
            signedIn: false,
          })}
        />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Site-styled 404 and error pages; stack traces only in development builds. */
/** The `message` of an error response's data, if it carries one. */
function messageOf(data: unknown): string | null {
  if (!data || typeof data !== "object") return null;
  const { message } = data as { message?: unknown };
  return typeof message === "string" && message ? message : null;
}

/** The `code` of an error response's data, if it carries one. */
function codeOf(data: unknown): string | null {
  if (!data || typeof data !== "object") return null;
  const { code } = data as { code?: unknown };
  return typeof code === "string" ? code : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let message = "An unexpected error occurred. Please try again in a moment.";
  let stack: string | undefined;
  // The request id (ADR 097): the same id is in the server's log lines and `X-Request-Id`.
  const reference = useErrorReference();
  const showReference = !isRouteErrorResponse(error) || error.status >= 500;
  let links = [
    { to: "/", label: "Back to Home", primary: true },
    { to: "/lan-centers", label: "Find LAN Centers" },
  ];
  if (isRouteErrorResponse(error)) {
    // A response thrown with `{ message }` (throwAppError, requireAdmin) says what happened.
    const said = messageOf(error.data);
    if (error.status === 404) {
      title = said ? "Not found" : "Page not found";
      message = said ?? "We couldn't find the page you were looking for. It may have moved.";
    } else if (error.status === 410 && codeOf(error.data) === EVENT_CANCELLED) {
      title = "This LAN party was cancelled";
      if (said) message = said;
      links = [
        { to: "/events", label: "All LAN parties", primary: true },
        { to: "/", label: "Back to Home", primary: false },
      ];
    } else if (error.status === 503) {
      title = "Service temporarily unavailable";
      message = "We can't reach our database right now. Please try again in a few moments.";
    } else {
      title = `${error.status} ${error.statusText || "Error"}`;
      if (said) message = said;
      if (codeOf(error.data) === "auth.admin_only") title = "Administrators only";
    }
    if (error.status === 403 || (error.status === 404 && said)) {
      links = [
        { to: "/dashboard", label: "Go to Dashboard", primary: true },
        { to: "/", label: "Back to Home", primary: false },
      ];
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    message = error.message;
    stack = error.stack;
  }
  return (
    <section className="page text-center" aria-labelledby="error-title">
      <title>{`${title} | LAN Center Network`}</title>
      <p className="font-display text-6xl font-black text-brand-400" aria-hidden="true">
        {isRouteErrorResponse(error) ? error.status : "!"}
      </p>
      <h1 id="error-title" className="heading-1 mt-4">
        {title}
      </h1>
      <p className="mt-4 text-ink-300">{message}</p>
      {showReference && reference && (
        <p className="mt-4 text-sm text-ink-300">
          Reference: <code id={REFERENCE_ELEMENT_ID}>{reference}</code>
        </p>
      )}
      <LinkRow className="mt-8 flex justify-center gap-3" links={links} />
      {stack && (
        <pre className="mt-8 overflow-x-auto rounded bg-ink-900 p-4 text-left text-xs">
          <code>{stack}</code>
        </pre>
      )}
    </section>
  );
}
