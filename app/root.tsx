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
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { SiteFooter, type FooterData } from "./components/layout/site-footer";
import { NavigationProgress } from "./components/layout/navigation-progress";
import { SiteNav, type NavItem } from "./components/layout/site-nav";
import { LinkRow } from "./components/ui/status-card";
import { CounterWordsContext, ENGLISH_COUNTER_WORDS } from "./components/ui/character-counter";
import { useNonce } from "./lib/nonce";
import { REFERENCE_ELEMENT_ID, useErrorReference } from "./lib/request-id";
import { reasonOf } from "./server/errors/app-error";
import { servicesMiddleware } from "./server/runtime.server";
import { servicesOf } from "./server/services.server";
import { showsDashboard } from "./server/http/account-home.server";
import { EVENT_CANCELLED } from "./lib/cancelled-event";
import appCss from "./app.css?inline";
import { chromeLines, chromeText, counterWords } from "./i18n/chrome.server";
import { BASE_LOCALE, LOCALES, localeFromPath, localizeHref, stripLocale } from "./i18n/locales";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Gives every request the services (the dev server has no `createLoadContext`). */
export const middleware: Route.MiddlewareFunction[] = [servicesMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, auth, directory } = servicesOf(context);
  // The page's language comes from its URL prefix alone (issue 28 item 2, ADR 099).
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = chromeText(locale);
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
  const lines = chromeLines(locale, footer.year, pendingTotal);
  const here = (path: string) => localizeHref(locale, path);
  const accountItems: NavItem[] = user
    ? [
        { to: here("/me"), label: t.myPage },
        ...(dashboard ? [{ to: here("/dashboard"), label: t.dashboard }] : []),
        ...(user.isAdmin
          ? [
              { to: here("/admin/review"), label: lines.review },
              { to: here("/admin/listings"), label: t.listings },
              { to: here("/admin/insights"), label: t.networkInsights },
              { to: here("/contacts"), label: t.contacts },
              { to: here("/admin/mail"), label: t.mail },
            ]
          : []),
        { to: "/logout", label: t.logOut, method: "post" as const },
      ]
    : [{ to: here("/login"), label: t.signIn }];
  // Tile settings for maps outside the map pages (the forms' location picker, ADR 057).
  const tiles = { tileUrl: config.map.tileUrl, tileAttribution: config.map.tileAttribution };
  return {
    footer,
    accountItems,
    siteUrl: config.publicUrl,
    tiles,
    locale,
    t: { ...t, rights: lines.rights },
    counter: counterWords(locale),
  };
}

/**
 * The chrome is in the URL's language: moving to another language (`/faq` → `/de/faq`) reloads
 * the root data even though no param changed (issue 28 item 2).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)) return true;
  return defaultShouldRevalidate;
}

/**
 * `hreflang` alternates of the page in all seven languages plus `x-default` (English), absolute
 * when the site's public URL is known (issue 28 item 2). The query is left out, as in canonicals.
 */
function LanguageAlternates({ siteUrl, pathname }: { siteUrl: string; pathname: string }) {
  const base = siteUrl.replace(/\/+$/, "");
  const bare = stripLocale(pathname);
  return (
    <>
      {LOCALES.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={locale}
          href={`${base}${localizeHref(locale, bare)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${base}${bare}`} />
    </>
  );
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
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  // Marks the page interactive (its scripts run): what browser tests wait for before typing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#07070d" />
        <Meta />
        <Links />
        <LanguageAlternates siteUrl={data?.siteUrl ?? ""} pathname={pathname} />
        <InlineStyles nonce={nonce} />
        {/* The first paint waits for the page's main content (ADR 066). */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[2000] focus:rounded focus:bg-ink-800 focus:px-4 focus:py-2"
        >
          {data?.t.skipLink ?? "Skip to content"}
        </a>
        <NavigationProgress />
        {/* Without the root data (its loader failed) the page keeps only its content. */}
        {data && <SiteNav accountItems={data.accountItems} t={data.t} locale={data.locale} />}
        <main id="main" className="flex-1">
          <CounterWordsContext.Provider value={data?.counter ?? ENGLISH_COUNTER_WORDS}>
            {children}
          </CounterWordsContext.Provider>
        </main>
        {data && <SiteFooter {...data.footer} t={data.t} locale={data.locale} />}
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

/** The error page's words in English, when the root data (and its translations) is missing. */
const ENGLISH_ERRORS = {
  errorTitle: "Something went wrong",
  errorText: "An unexpected error occurred. Please try again in a moment.",
  pageNotFound: "Page not found",
  notFound: "Not found",
  notFoundText: "We couldn't find the page you were looking for. It may have moved.",
  cancelled: "This LAN party was cancelled",
  unavailable: "Service temporarily unavailable",
  unavailableText: "We can't reach our database right now. Please try again in a few moments.",
  errorWord: "Error",
  adminOnly: "Administrators only",
  // English shows the auth area's own sentence (the answer's `message`).
  adminOnlyText: "",
  backHome: "Back to Home",
  findCenters: "Find LAN Centers",
  allParties: "All LAN parties",
  goDashboard: "Go to Dashboard",
  forbidden: "Forbidden",
  reference: "Reference:",
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  // In the page's language (issue 28 item 6); the English words are the spec's.
  const t = data?.t ?? ENGLISH_ERRORS;
  const locale = data?.locale ?? BASE_LOCALE;
  const to = (path: string) => localizeHref(locale, path);
  let title = t.errorTitle;
  let message = t.errorText;
  let stack: string | undefined;
  // The request id (ADR 097): the same id is in the server's log lines and `X-Request-Id`.
  const reference = useErrorReference();
  const showReference = !isRouteErrorResponse(error) || error.status >= 500;
  let links = [
    { to: to("/"), label: t.backHome, primary: true },
    { to: to("/lan-centers"), label: t.findCenters },
  ];
  if (isRouteErrorResponse(error)) {
    // A response thrown with `{ message }` (throwAppError, requireAdmin) says what happened.
    const said = messageOf(error.data);
    if (error.status === 404) {
      title = said ? t.notFound : t.pageNotFound;
      message = said ?? t.notFoundText;
    } else if (error.status === 410 && codeOf(error.data) === EVENT_CANCELLED) {
      title = t.cancelled;
      if (said) message = said;
      links = [
        { to: to("/events"), label: t.allParties, primary: true },
        { to: to("/"), label: t.backHome, primary: false },
      ];
    } else if (error.status === 503) {
      title = t.unavailable;
      message = t.unavailableText;
    } else {
      // English keeps the answer's own status text ("403 Forbidden"); other languages say
      // the status in their words ("403 Zugriff verweigert", "409 Fehler").
      const word =
        locale === BASE_LOCALE ? error.statusText : error.status === 403 ? t.forbidden : "";
      title = `${error.status} ${word || t.errorWord}`;
      if (said) message = said;
      if (codeOf(error.data) === "auth.admin_only") {
        // The auth area says it in English; other languages have the sentence in `t`.
        title = t.adminOnly;
        if (locale !== BASE_LOCALE) message = t.adminOnlyText;
      }
    }
    if (error.status === 403 || (error.status === 404 && said)) {
      links = [
        { to: to("/dashboard"), label: t.goDashboard, primary: true },
        { to: to("/"), label: t.backHome, primary: false },
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
          {t.reference} <code id={REFERENCE_ELEMENT_ID}>{reference}</code>
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
