/**
 * /payment?location={id} (docs/spec/owner-portal.md §2 "/payment", §4 "Payment", §8 "Payment";
 * the /payment page): the plan chooser for one of the signed-in owner's LAN centers, or its Active
 * Subscription panel when it already has one. Visitors and other users see Access Denied with a
 * link back to the dashboard (401 / 403, never the center's data). Choosing a plan is a plain
 * form POST; the action starts a Stripe Checkout Session and answers 303 to its page (the CSP
 * allows that origin in form-action, ADR 031). A failed start stays here with the spec's text.
 */
import { useEffect, useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/payment";
import { SubscriptionPanel } from "~/components/billing/subscription-panel";
import { PlanCards } from "~/components/plans/plan-cards";
import { Alert } from "~/components/ui/form";
import { BACK_TO_DASHBOARD, StatusCard } from "~/components/ui/status-card";
import { plans as displayPlans } from "~/content/plans";
import { subscriptionErrorFromUrl } from "~/lib/subscription-status";
import { loginUrlFor } from "~/server/auth/session.server";
import { BillingError } from "~/server/billing/errors.server";
import { AppError, isAppError } from "~/server/errors/app-error";
import { appErrorAnswer, formAction, throwAppError } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

/** Texts of this page that are not billing errors (docs/spec/owner-portal.md §2, §8). */
const TEXT = {
  visitor: "Authentication required. Please create an account first.",
  denied: "You do not have access to this LAN center.",
};

export function meta() {
  return [
    { title: "Choose Your Plan | LAN Center Network" },
    {
      name: "description",
      content:
        "Choose the LAN Center Network plan for your LAN center: a verified listing or a featured one.",
    },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, billing } = servicesOf(context);
  const url = new URL(request.url);
  const locationId = url.searchParams.get("location") ?? "";
  const headers = { "Cache-Control": "no-store" };
  const user = await auth.getSessionUser(request);
  if (!user) {
    return data(
      { view: "denied" as const, signInHref: loginUrlFor(request) },
      { status: 401, headers },
    );
  }
  try {
    const page = await billing.loadPaymentPage({ userId: user.id, locationId });
    return data(
      {
        view: "ready" as const,
        ...page,
        testMode: billing.testMode,
        subscriptionError: subscriptionErrorFromUrl(url),
        here: `/payment?location=${encodeURIComponent(page.location.id)}`,
      },
      { headers },
    );
  } catch (error) {
    if (error instanceof BillingError && error.code === "location_required") {
      return data({ view: "missing" as const, message: error.message }, { status: 400, headers });
    }
    if (error instanceof BillingError && error.code === "access_denied") {
      return data({ view: "denied" as const, signInHref: null }, { status: 403, headers });
    }
    return throwAppError(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, billing } = servicesOf(context);
  const url = new URL(request.url);
  const locationId = url.searchParams.get("location") ?? "";
  const form = await readFormData(request);
  const values = { plan: String(form.get("plan") ?? "") };
  const user = await auth.getSessionUser(request);
  if (!user) return appErrorAnswer(new AppError("auth.signed_out", TEXT.visitor, 401), values);
  return formAction(values, async () => {
    try {
      const checkout = await billing.startCheckout({
        userId: user.id,
        userEmail: user.email,
        locationId,
        planId: values.plan,
      });
      return redirect(checkout.url, 303);
    } catch (error) {
      // One payment per center (ADR 032): a center that is paid for (e.g. a stale second tab)
      // goes to its management page, the Active Subscription panel, not to an error.
      if (error instanceof BillingError && error.code === "already_subscribed") {
        return redirect(`/payment?location=${encodeURIComponent(locationId)}`, 303);
      }
      // Stripe or the database failing unexpectedly is 'Failed to start checkout process.'
      throw isAppError(error) ? error : new BillingError("checkout_unavailable", error);
    }
  });
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "denied") {
    const signIn = loaderData.signInHref;
    return (
      <StatusCard
        title="Access Denied"
        links={
          signIn
            ? [{ to: signIn, label: "Sign In", primary: true }, BACK_TO_DASHBOARD]
            : [BACK_TO_DASHBOARD]
        }
      >
        <p className="text-center">{signIn ? TEXT.visitor : TEXT.denied}</p>
      </StatusCard>
    );
  }
  if (loaderData.view === "missing") {
    return (
      <StatusCard title="Choose Your Plan" links={[BACK_TO_DASHBOARD]}>
        <Alert tone="error">{loaderData.message}</Alert>
      </StatusCard>
    );
  }
  const { location, subscription, testMode } = loaderData;
  return (
    <div className="page">
      {testMode && <TestModeBanner />}
      {subscription ? (
        <>
          <h1 className="heading-1">Active Subscription</h1>
          <div className="mt-6 max-w-2xl">
            <SubscriptionPanel
              locationId={location.id}
              title={location.name}
              subscription={subscription}
              redirectTo={loaderData.here}
              error={loaderData.subscriptionError}
              footer={<Link to="/dashboard">Return to Dashboard</Link>}
            />
          </div>
        </>
      ) : (
        <PlanChooser
          location={location}
          error={actionData?.formError ?? loaderData.subscriptionError}
        />
      )}
    </div>
  );
}

/**
 * docs/spec/owner-portal.md §2 "/payment": payment pages show this while the local Stripe emulator
 * is in use.
 */
function TestModeBanner() {
  return (
    <p
      role="note"
      className="mb-6 rounded-lg border border-yellow-400/60 bg-yellow-950 px-4 py-2 text-center font-semibold text-yellow-100"
    >
      Test mode: no real payments
    </p>
  );
}

function PlanChooser({
  location,
  error,
}: {
  location: { id: string; name: string; address: string };
  error: string | null | undefined;
}) {
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    // Coming back from the checkout page through the back/forward cache: choose again.
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  return (
    <>
      <h1 className="heading-1">Choose Your Plan</h1>
      <p className="mt-2 text-lg text-white">{location.name}</p>
      <p className="text-ink-300">{location.address}</p>
      <p className="mt-2 text-ink-300">
        Each LAN center needs its own subscription. Plans are billed monthly; you can cancel at any
        time.
      </p>
      {error && (
        <div className="mt-6">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="mt-8">
        <PlanCards
          plans={displayPlans}
          renderAction={(plan) => (
            // A native form POST (reloadDocument): the 303 to the checkout page is followed by
            // the browser, with or without JavaScript.
            <Form method="post" reloadDocument onSubmit={() => setSubmitting(true)}>
              <input type="hidden" name="plan" value={plan.id} />
              <button
                type="submit"
                className={`w-full ${plan.mostPopular ? "btn-primary" : "btn-secondary"}`}
                disabled={submitting}
              >
                {submitting ? "Redirecting to checkout..." : "Subscribe"}
                <span className="sr-only"> to {plan.name}</span>
              </button>
            </Form>
          )}
        />
      </div>
    </>
  );
}
