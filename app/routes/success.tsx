/**
 * /success?session_id&location_id (docs/spec/owner-portal.md §2 "/success", §9 "3 s"; the /success
 * page): Payment Successful. Syncs the Checkout Session's subscription from Stripe at once (not
 * waiting for the webhook) and shows its plan, status and next billing date, or the processing
 * message; a link to the center's photos ('Add photos (0 of 8)', issue 24 item 5); a support
 * mail link; goes to /dashboard after 3 seconds (with a visible countdown, a
 * link, and a button to stay). Visitors are sent to sign in; a session started by another user gets
 * Access Denied (403); a missing or unknown `session_id` gets 'Payment Not Found' (404, issue 16).
 */
import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/success";
import { z } from "zod";
import { SubscriptionStatusBadge } from "~/components/billing/subscription-panel";
import { PhotosLink } from "~/components/owner/dashboard-cards";
import { BACK_TO_DASHBOARD, StatusCard } from "~/components/ui/status-card";
import { renewalLine } from "~/lib/subscription-status";
import { useHydrated } from "~/lib/use-hydrated";
import { useTimedRedirect } from "~/lib/use-timed-redirect";
import { BillingError } from "~/server/billing/errors.server";
import { servicesOf } from "~/server/services.server";

/** docs/spec/owner-portal.md §9: redirect after payment success. */
const REDIRECT_SECONDS = 3;

export function meta() {
  return [
    { title: "Payment Successful | LAN Center Network" },
    {
      name: "description",
      content:
        "Your LAN Center Network payment went through; your center's plan is being activated.",
    },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, billing, config, directory } = servicesOf(context);
  const user = await auth.requireUser(request);
  const url = new URL(request.url);
  const headers = { "Cache-Control": "no-store" };
  const supportEmail = config.supportEmail;
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
    return data({ ...page, denied: false as const, supportEmail, photos }, { headers, status });
  } catch (error) {
    if (error instanceof BillingError && error.code === "access_denied") {
      return data(
        { kind: "processing" as const, denied: true as const, supportEmail, photos: null },
        {
          status: 403,
          headers,
        },
      );
    }
    throw error;
  }
}

export default function Success({ loaderData }: Route.ComponentProps) {
  if (loaderData.denied) {
    return (
      <StatusCard title="Access Denied" links={[BACK_TO_DASHBOARD]}>
        <p className="text-center">This payment does not belong to your account.</p>
      </StatusCard>
    );
  }
  if (loaderData.kind === "unknown") {
    return (
      <StatusCard
        title="Payment Not Found"
        links={[BACK_TO_DASHBOARD, { to: "/registration-choice", label: "Register a LAN Center" }]}
      >
        <p className="text-center">
          We could not find this payment. If you have just paid, your subscription appears on your
          dashboard. Questions? Contact us at{" "}
          <a href={`mailto:${loaderData.supportEmail}`}>{loaderData.supportEmail}</a>.
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
        <h1 className="heading-2 mt-2 text-center">Payment Successful!</h1>
        {loaderData.kind === "ready" ? (
          <SubscriptionSummaryList
            locationName={loaderData.locationName}
            subscription={loaderData.subscription}
          />
        ) : (
          <p className="mt-4 text-center text-ink-200" data-testid="processing">
            Your payment is being processed. Your subscription will appear on your dashboard in a
            few moments.
          </p>
        )}
        {loaderData.photos && (
          <p className="mt-6 text-center" data-testid="success-photos">
            Next, show gamers your venue:{" "}
            <PhotosLink center={loaderData.photos} className="font-semibold" />
          </p>
        )}
        <p className="mt-6 text-center text-sm text-ink-300">
          Questions about your subscription? Contact us at{" "}
          <a href={`mailto:${loaderData.supportEmail}`}>{loaderData.supportEmail}</a>.
        </p>
        <DashboardCountdown />
      </div>
    </div>
  );
}

function SubscriptionSummaryList({
  locationName,
  subscription,
}: {
  locationName: string;
  subscription: Extract<Route.ComponentProps["loaderData"], { kind: "ready" }>["subscription"];
}) {
  const line = renewalLine(subscription);
  return (
    <dl
      className="mt-6 grid gap-x-6 gap-y-3 rounded-lg border border-ink-600 bg-ink-800 p-4 sm:grid-cols-[auto_1fr]"
      data-testid="success-subscription"
    >
      <dt className="text-ink-300">LAN center</dt>
      <dd className="font-semibold text-white">{locationName}</dd>
      <dt className="text-ink-300">Plan</dt>
      <dd className="font-semibold text-white">{subscription.planName ?? "Unknown plan"}</dd>
      <dt className="text-ink-300">Status</dt>
      <dd>
        <SubscriptionStatusBadge status={subscription.status} />
      </dd>
      {line && (
        <>
          <dt className="text-ink-300">
            {line.kind === "renews" ? "Next billing date" : "Expires"}
          </dt>
          <dd className="text-white">{line.date}</dd>
        </>
      )}
    </dl>
  );
}

/** 'Redirecting in N seconds' with a link now and, once hydrated, a button to stay. */
function DashboardCountdown() {
  const hydrated = useHydrated();
  const [active, setActive] = useState(true);
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  useTimedRedirect(active, "/dashboard", REDIRECT_SECONDS * 1000);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setLeft((n) => Math.max(n - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return (
    <div className="mt-6 flex flex-col items-center gap-3 text-center">
      {hydrated && active && (
        <p className="text-ink-200" data-testid="countdown">
          Redirecting to your dashboard in {left} second{left === 1 ? "" : "s"}...
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/dashboard" className="btn-primary">
          Go to Dashboard
        </Link>
        {hydrated && active && (
          <button type="button" className="btn-secondary" onClick={() => setActive(false)}>
            Stay on This Page
          </button>
        )}
      </div>
    </div>
  );
}
