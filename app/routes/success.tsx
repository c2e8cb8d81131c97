/**
 * /success?session_id&location_id (docs/spec/owner-portal.md §2 "/success", §9 "3 s"; the /success
 * page): Payment Successful. Syncs the Checkout Session's subscription from Stripe at once (not
 * waiting for the webhook) and shows its plan, status and next billing date, or the processing
 * message; a link to the center's photos ('Add photos (0 of 8)', issue 24 item 5); a support
 * mail link; goes to /dashboard after 3 seconds (with a visible countdown, a
 * link, and a button to stay). Visitors are sent to sign in; a session started by another user gets
 * Access Denied (403); a missing or unknown `session_id` gets 'Payment Not Found' (404, issue 16).
 * Texts and dates in the URL's language (issue 28 item 1, app/i18n/pay.server.ts).
 */
import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/success";
import { z } from "zod";
import { SubscriptionStatusBadge } from "~/components/billing/subscription-panel";
import { PhotosLink } from "~/components/owner/dashboard-cards";
import { StatusCard } from "~/components/ui/status-card";
import { formatLongDate } from "~/i18n/format";
import { BASE_LOCALE, localeFromPath, type Locale } from "~/i18n/locales";
import { successText, type AroundEmail, type SuccessText } from "~/i18n/pay.server";
import { renewalLine, type SubscriptionSummary } from "~/lib/subscription-status";
import { useHydrated } from "~/lib/use-hydrated";
import { useTimedRedirect } from "~/lib/use-timed-redirect";
import { BillingError } from "~/server/billing/errors.server";
import { servicesOf } from "~/server/services.server";

/** docs/spec/owner-portal.md §9: redirect after payment success. */
const REDIRECT_SECONDS = 3;

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  return [
    { title: `${text?.title ?? ""} | LAN Center Network` },
    { name: "description", content: text?.description ?? "" },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * 'Next billing date' / 'Expires' with its date in `locale` (English: app/lib/subscription-status
 * `renewalLine` exactly), or null when the subscription shows no date.
 */
function localizedRenewal(locale: Locale, subscription: SubscriptionSummary) {
  const line = renewalLine(subscription);
  if (!line || locale === BASE_LOCALE) return line;
  const end =
    line.kind === "ending"
      ? (subscription.cancelAt ?? subscription.currentPeriodEnd)
      : subscription.currentPeriodEnd;
  return end === null ? line : { ...line, date: formatLongDate(locale, new Date(end * 1000)) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, billing, config, directory } = servicesOf(context);
  const user = await auth.requireUser(request);
  const url = new URL(request.url);
  const headers = { "Cache-Control": "no-store" };
  const supportEmail = config.supportEmail;
  const locale = localeFromPath(url.pathname);
  const text = successText(locale, REDIRECT_SECONDS);
  try {
    const page = await billing.loadSuccessPage({
      userId: user.id,
      sessionId: url.searchParams.get("session_id") ?? "",
    });
    // A session Stripe does not know is no payment: 404 and no 'Payment Successful!'.
    const status = page.kind === "unknown" ? 404 : 200;
    // The paid center's photos, where a new owner looks next (issue 24 item 5): the user's own
    // center only (the gallery is looked up with the user's id).
    const locationId = z
      .uuid()
      .safeParse(
        page.kind === "ready" ? page.subscription.locationId : url.searchParams.get("location_id"),
      );
    const gallery =
      page.kind !== "unknown" && locationId.success
        ? await directory.getOwnGallery({ userId: user.id, locationId: locationId.data })
        : undefined;
    const photos = gallery
      ? {
          id: gallery.centerId,
          organizationName: gallery.centerName,
          photoCount: gallery.photos.length,
        }
      : null;
    const renewal = page.kind === "ready" ? localizedRenewal(locale, page.subscription) : null;
    return data(
      { ...page, denied: false as const, text, renewal, supportEmail, photos },
      { headers, status },
    );
  } catch (error) {
    if (error instanceof BillingError && error.code === "access_denied") {
      return data(
        {
          kind: "processing" as const,
          denied: true as const,
          text,
          renewal: null,
          supportEmail,
          photos: null,
        },
        {
          status: 403,
          headers,
        },
      );
    }
    throw error;
  }
}

/** A sentence with the support address as a mail link where its `{email}` was. */
function MailSentence({ text, email }: { text: AroundEmail; email: string }) {
  return (
    <>
      {text.before}
      <a href={`mailto:${email}`}>{email}</a>
      {text.after}
    </>
  );
}

export default function Success({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  const backToDashboard = { to: text.dashboardHref, label: text.backToDashboard };
  if (loaderData.denied) {
    return (
      <StatusCard title={text.accessDenied} links={[backToDashboard]}>
        <p className="text-center">{text.denied}</p>
      </StatusCard>
    );
  }
  if (loaderData.kind === "unknown") {
    return (
      <StatusCard
        title={text.notFound}
        links={[backToDashboard, { to: text.registerHref, label: text.registerCenter }]}
      >
        <p className="text-center">
          <MailSentence text={text.notFoundText} email={loaderData.supportEmail} />
        </p>
      </StatusCard>
    );
  }
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div className="card">
        <p aria-hidden="true" className="text-center text-5xl text-green-300">
          ✓
        </p>
        <h1 className="heading-2 mt-2 text-center">{text.heading}</h1>
        {loaderData.kind === "ready" ? (
          <SubscriptionSummaryList
            text={text}
            locationName={loaderData.locationName}
            subscription={loaderData.subscription}
            renewal={loaderData.renewal}
          />
        ) : (
          <p className="mt-4 text-center text-ink-200" data-testid="processing">
            {text.processing}
          </p>
        )}
        {loaderData.photos && (
          <p className="mt-6 text-center" data-testid="success-photos">
            {text.nextPhotos}{" "}
            <PhotosLink center={loaderData.photos} className="font-semibold" text={text.photos} />
          </p>
        )}
        <p className="mt-6 text-center text-sm text-ink-300">
          <MailSentence text={text.questions} email={loaderData.supportEmail} />
        </p>
        <DashboardCountdown text={text} />
      </div>
    </div>
  );
}

function SubscriptionSummaryList({
  text,
  locationName,
  subscription,
  renewal: line,
}: {
  text: SuccessText;
  locationName: string;
  subscription: Extract<Route.ComponentProps["loaderData"], { kind: "ready" }>["subscription"];
  renewal: { kind: "ending" | "renews"; date: string } | null;
}) {
  return (
    <dl
      className="mt-6 grid gap-x-6 gap-y-3 rounded-lg border border-ink-600 bg-ink-800 p-4 sm:grid-cols-[auto_1fr]"
      data-testid="success-subscription"
    >
      <dt className="text-ink-300">{text.lanCenter}</dt>
      <dd className="font-semibold text-white">{locationName}</dd>
      <dt className="text-ink-300">{text.plan}</dt>
      <dd className="font-semibold text-white">{subscription.planName ?? text.unknownPlan}</dd>
      <dt className="text-ink-300">{text.status}</dt>
      <dd>
        <SubscriptionStatusBadge
          status={subscription.status}
          label={text.statuses[subscription.status]}
        />
      </dd>
      {line && (
        <>
          <dt className="text-ink-300">
            {line.kind === "renews" ? text.nextBilling : text.expires}
          </dt>
          <dd className="text-white">{line.date}</dd>
        </>
      )}
    </dl>
  );
}

/** 'Redirecting in N seconds' with a link now and, once hydrated, a button to stay. */
function DashboardCountdown({ text }: { text: SuccessText }) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(true);
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  useTimedRedirect(active, text.dashboardHref, REDIRECT_SECONDS * 1000);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setLeft((n) => Math.max(n - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return (
    <div className="mt-6 flex flex-col items-center gap-3 text-center">
      {hydrated && active && (
        <p className="text-ink-200" data-testid="countdown">
          {text.countdown[left]}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={text.dashboardHref} className="btn-primary">
          {text.goToDashboard}
        </Link>
        {hydrated && active && (
          <button type="button" className="btn-secondary" onClick={() => setActive(false)}>
            {text.stay}
          </button>
        )}
      </div>
    </div>
  );
}
