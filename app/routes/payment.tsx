/**
 * /payment?location={id} (docs/spec/owner-portal.md §2 "/payment", §4 "Payment", §8 "Payment";
 * the /payment page): the plan chooser for one of the signed-in owner's LAN centers, or its Active
 * Subscription panel when it already has one. Visitors and other users see Access Denied with a
 * link back to the dashboard (401 / 403, never the center's data). Choosing a plan is a plain
 * form POST; the action starts a Stripe Checkout Session and answers 303 to its page (the CSP
 * allows that origin in form-action, ADR 031). A failed start stays here with the spec's text.
 * Texts in the URL's language from the catalogs (issue 28 item 1, app/i18n/pay.server.ts); the
 * billing area's English messages are shown through the page's English → language map.
 */
import { useEffect, useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/payment";
import { SubscriptionPanel } from "~/components/billing/subscription-panel";
import { PlanCards, type PlanCardsText } from "~/components/plans/plan-cards";
import type { Plan } from "~/content/plans";
import { Alert } from "~/components/ui/form";
import { StatusCard } from "~/components/ui/status-card";
import { paymentText, type PaymentText } from "~/i18n/pay.server";
import { subscriptionPanelText } from "~/i18n/owner-panels.server";
import { localizedPlans, planCardsText } from "~/i18n/plans.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { subscriptionErrorFromUrl } from "~/lib/subscription-status";
import { loginUrlFor } from "~/server/auth/session.server";
import { BillingError } from "~/server/billing/errors.server";
import { AppError, isAppError } from "~/server/errors/app-error";
import { appErrorAnswer, formAction, throwAppError } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

/** The visitor's message, as the action answers it (docs/spec/owner-portal.md §2, §8). */
const VISITOR = "Authentication required. Please create an account first.";

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  return [
    { title: `${text?.title ?? ""} | LAN Center Network` },
    { name: "description", content: text?.description ?? "" },
    { name: "robots", content: "noindex" },
  ];
}

/** A billing message (English, from the billing area) in the page's language. */
function say(text: PaymentText, message: string | null | undefined): string | null {
  return message ? (text.errors[message] ?? message) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, billing } = servicesOf(context);
  const url = new URL(request.url);
  const locationId = url.searchParams.get("location") ?? "";
  const headers = { "Cache-Control": "no-store" };
  const locale = localeFromPath(url.pathname);
  const text = paymentText(locale);
  const user = await auth.getSessionUser(request);
  if (!user) {
    return data(
      { view: "denied" as const, text, signInHref: localizeHref(locale, loginUrlFor(request)) },
      { status: 401, headers },
    );
  }
  try {
    const page = await billing.loadPaymentPage({ userId: user.id, locationId });
    return data(
      {
        view: "ready" as const,
        text,
        plans: localizedPlans(locale),
        planText: planCardsText(locale),
        subscriptionPanel: subscriptionPanelText(locale),
        ...page,
        testMode: billing.testMode,
        subscriptionError: say(text, subscriptionErrorFromUrl(url)),
        here: localizeHref(locale, `/payment?location=${encodeURIComponent(page.location.id)}`),
      },
      { headers },
    );
  } catch (error) {
    if (error instanceof BillingError && error.code === "location_required") {
      return data(
        { view: "missing" as const, text, message: say(text, error.message) },
        { status: 400, headers },
      );
    }
    if (error instanceof BillingError && error.code === "access_denied") {
      return data({ view: "denied" as const, text, signInHref: null }, { status: 403, headers });
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
  if (!user) return appErrorAnswer(new AppError("auth.signed_out", VISITOR, 401), values);
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
        const here = `/payment?location=${encodeURIComponent(locationId)}`;
        return redirect(localizeHref(localeFromPath(url.pathname), here), 303);
      }
      // Stripe or the database failing unexpectedly is 'Failed to start checkout process.'
      throw isAppError(error) ? error : new BillingError("checkout_unavailable", error);
    }
  });
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { text } = loaderData;
  const backToDashboard = { to: text.dashboardHref, label: text.backToDashboard };
  if (loaderData.view === "denied") {
    const signIn = loaderData.signInHref;
    return (
      <StatusCard
        title={text.accessDenied}
        links={
          signIn
            ? [{ to: signIn, label: text.signIn, primary: true }, backToDashboard]
            : [backToDashboard]
        }
      >
        <p className="text-center">{signIn ? text.visitor : text.denied}</p>
      </StatusCard>
    );
  }
  if (loaderData.view === "missing") {
    return (
      <StatusCard title={text.title} links={[backToDashboard]}>
        <Alert tone="error">{loaderData.message}</Alert>
      </StatusCard>
    );
  }
  const { location, subscription, testMode } = loaderData;
  return (
    <div className="page">
      {testMode && <TestModeBanner text={text.testMode} />}
      {subscription ? (
        <>
          <h1 className="heading-1">{text.activeSubscription}</h1>
          <div className="mt-6 max-w-2xl">
            <SubscriptionPanel
              locationId={location.id}
              title={location.name}
              subscription={subscription}
              redirectTo={loaderData.here}
              error={loaderData.subscriptionError}
              footer={<Link to={text.dashboardHref}>{text.returnToDashboard}</Link>}
              text={loaderData.subscriptionPanel}
            />
          </div>
        </>
      ) : (
        <PlanChooser
          location={location}
          text={text}
          plans={loaderData.plans}
          planText={loaderData.planText}
          error={say(text, actionData?.formError) ?? loaderData.subscriptionError}
        />
      )}
    </div>
  );
}

/**
 * docs/spec/owner-portal.md §2 "/payment": payment pages show this while the local Stripe emulator
 * is in use.
 */
function TestModeBanner({ text }: { text: string }) {
  return (
    <p
      role="note"
      className="mb-6 rounded-lg border border-yellow-400/60 bg-yellow-950 px-4 py-2 text-center font-semibold text-yellow-100"
    >
      {text}
    </p>
  );
}

function PlanChooser({
  location,
  text,
  plans,
  planText,
  error,
}: {
  location: { id: string; name: string; address: string };
  text: PaymentText;
  plans: Plan[];
  planText: PlanCardsText;
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
      <h1 className="heading-1">{text.title}</h1>
      <p className="mt-2 text-lg text-white">{location.name}</p>
      <p className="text-ink-300">{location.address}</p>
      <p className="mt-2 text-ink-300">{text.intro}</p>
      {error && (
        <div className="mt-6">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="mt-8">
        <PlanCards
          plans={plans}
          text={planText}
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
                {submitting ? text.redirecting : text.subscribe}
                <span className="sr-only"> {text.subscribeTo.replace("{plan}", plan.name)}</span>
              </button>
            </Form>
          )}
        />
      </div>
    </>
  );
}
