/**
 * Subscription management for one LAN center (docs/spec/owner-portal.md §2 "Subscription management
 * dialog", §4 subscription states, §8 "Subscription"): the status with its colour, 'Renews' or
 * 'Ending Soon' with the 'Expires' date, and one action: Cancel (at period end, after a
 * confirmation), Resume, Complete Payment (not_started), or View Plans (no subscription).
 *
 * Cancel and Resume post to `/api/subscriptions/{id}` with a fetcher (the page's loaders then
 * revalidate); before hydration the same forms are plain POSTs that carry `redirectTo` and come
 * back to this page, with `?subscriptionError=` on failure (pass its text as `error`).
 *
 * 'Manage billing' (issue 13 item 5, ADR 051) is a plain form POST to `/billing-portal` (with
 * or without JavaScript), which answers 303 to the Stripe Customer Portal: card, invoices and
 * receipts, cancel. The portal links back to `redirectTo`.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { Alert } from "~/components/ui/form";
import { formatLongDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import {
  renewalLine,
  statusDisplay,
  subscriptionAction,
  TONE_CLASSES,
  type SubscriptionSummary,
} from "~/lib/subscription-status";
import { useHydrated } from "~/lib/use-hydrated";
import { fillText } from "~/components/owner/owner-text";

/** What `POST /api/subscriptions/{id}` answers to a fetcher. */
export type SubscriptionActionData =
  | { ok: true; intent: "cancel" | "resume"; subscription: SubscriptionSummary }
  | { ok: false; error: string };

/**
 * The panel's texts in one language (`subscriptionPanelText`, app/i18n/owner-panels.server.ts):
 * `cardEnding` keeps `{brand}` and `{last4}`; `statuses` by Stripe status (others are shown in
 * English words); `plansPath` the page's `/payment`; `errors` maps the API's English messages; `locale` formats the dates.
 */
export interface SubscriptionPanelText {
  title: string;
  ended: string;
  resumed: string;
  manageBilling: string;
  resuming: string;
  resume: string;
  cancel: string;
  confirmLabel: string;
  confirmText: string;
  canceling: string;
  yesCancel: string;
  keep: string;
  none: string;
  noneText: string;
  viewPlans: string;
  plan: string;
  unknownPlan: string;
  status: string;
  endingSoon: string;
  renews: string;
  expires: string;
  paymentMethod: string;
  cardEnding: string;
  card: string;
  completePayment: string;
  /** The page's localized `/payment` path; View Plans and Complete Payment add `?location=`. */
  plansPath: string;
  statuses: Record<string, string>;
  errors: Record<string, string>;
  locale: Locale;
}

/** The panel's English (the spec's words), for pages that are not translated yet. */
export const SUBSCRIPTION_PANEL_ENGLISH: SubscriptionPanelText = {
  title: "Subscription",
  ended: "Your subscription will end at the end of the billing period.",
  resumed: "Your subscription has been resumed.",
  manageBilling: "Manage billing",
  resuming: "Resuming...",
  resume: "Resume Subscription",
  cancel: "Cancel Subscription",
  confirmLabel: "Confirm cancellation",
  confirmText:
    "Cancel this subscription? It stays active until the end of the current billing period and then ends. You can resume it until then.",
  canceling: "Canceling...",
  yesCancel: "Yes, Cancel at Period End",
  keep: "Keep Subscription",
  none: "No Subscription",
  noneText: "This LAN center has no plan yet.",
  viewPlans: "View Plans",
  plan: "Plan",
  unknownPlan: "Unknown plan",
  status: "Status",
  endingSoon: "Ending Soon",
  renews: "Renews",
  expires: "Expires",
  paymentMethod: "Payment method",
  cardEnding: "{brand} ending in {last4}",
  card: "Card",
  completePayment: "Complete Payment",
  plansPath: "/payment",
  statuses: {
    active: "Active",
    trialing: "Trialing",
    canceled: "Canceled",
    past_due: "Past Due",
    not_started: "Not Started",
    incomplete: "Incomplete",
    incomplete_expired: "Incomplete Expired",
    unpaid: "Unpaid",
    paused: "Paused",
  },
  errors: {},
  locale: "en",
};

/** Props of `SubscriptionPanel`. */
export interface SubscriptionPanelProps {
  /** The LAN center (for View Plans and Complete Payment: `/payment?location={id}`). */
  locationId: string;
  /** Its name, shown under the heading when given. */
  locationName?: string;
  /** The center's current subscription, or null for 'No Subscription'. */
  subscription: SubscriptionSummary | null;
  /** Same-site path a no-JavaScript form post returns to (usually the current page). */
  redirectTo: string;
  /** Heading text (default: the texts' 'Subscription'). */
  title?: string;
  /** Heading level inside the page (default 2). */
  headingLevel?: 2 | 3;
  /** An error to show, e.g. from `subscriptionErrorFromUrl` after a plain form post. */
  error?: string | null;
  /** Extra content at the bottom, e.g. a return link. */
  footer?: ReactNode;
  /** The texts in the page's language (default: the spec's English). */
  text?: SubscriptionPanelText;
}

/**
 * A status badge: the label in words and the status colour (never colour alone).
 * @param label the status in the page's language; else `labels[status]`; else the spec's English
 */
export function SubscriptionStatusBadge({
  status,
  label: given,
  labels = SUBSCRIPTION_PANEL_ENGLISH.statuses,
}: {
  status: string;
  label?: string;
  /** Status labels in the page's language, by status. */
  labels?: Record<string, string>;
}) {
  const display = statusDisplay(status);
  const { tone } = display;
  const label = given ?? labels[status] ?? display.label;
  return (
    <span
      className={`inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-semibold ${TONE_CLASSES[tone]}`}
      data-testid="subscription-status"
      data-tone={tone}
    >
      {label}
    </span>
  );
}

/** The subscription of one center with its management actions. */
export function SubscriptionPanel({
  locationId,
  locationName,
  subscription: fromLoader,
  redirectTo,
  title,
  headingLevel = 2,
  error,
  footer,
  text = SUBSCRIPTION_PANEL_ENGLISH,
}: SubscriptionPanelProps) {
  const headingId = useId();
  const fetcher = useFetcher<SubscriptionActionData>();
  const hydrated = useHydrated();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // The action's answer is the newest state; loaders revalidate to the same afterwards.
  const subscription =
    result?.ok && fromLoader && result.subscription.id === fromLoader.id
      ? result.subscription
      : fromLoader;
  const busy = fetcher.state !== "idle";
  const pendingIntent = busy ? fetcher.formData?.get("intent") : undefined;

  useEffect(() => {
    if (result?.ok) setConfirmOpen(false);
  }, [result]);
  useEffect(() => {
    if (confirmOpen) confirmRef.current?.focus();
  }, [confirmOpen]);

  const plansHref = `${text.plansPath}?location=${encodeURIComponent(locationId)}`;
  const rawError = result && !result.ok ? result.error : error;
  const errorText = rawError ? (text.errors[rawError] ?? rawError) : rawError;

  return (
    <section aria-labelledby={headingId} className="card" data-testid="subscription-panel">
      <Heading id={headingId} className="heading-2">
        {title ?? text.title}
      </Heading>
      {locationName && <p className="mt-1 text-ink-300">{locationName}</p>}
      {errorText && (
        <div className="mt-4">
          <Alert tone="error">{errorText}</Alert>
        </div>
      )}
      {result?.ok && (
        <div className="mt-4">
          <Alert tone="success">{result.intent === "cancel" ? text.ended : text.resumed}</Alert>
        </div>
      )}
      {subscription ? (
        <SubscriptionDetails
          subscription={subscription}
          plansHref={plansHref}
          text={text}
          manageBilling={
            <form method="post" action="/billing-portal">
              <input type="hidden" name="location" value={locationId} />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <button type="submit" className="btn-secondary">
                {text.manageBilling}
              </button>
            </form>
          }
          action={(kind) => {
            const action = `/api/subscriptions/${encodeURIComponent(subscription.id)}`;
            const hidden = (
              <>
                <input type="hidden" name="intent" value={kind} />
                {!hydrated && <input type="hidden" name="redirectTo" value={redirectTo} />}
              </>
            );
            if (kind === "resume") {
              return (
                <fetcher.Form method="post" action={action}>
                  {hidden}
                  <button type="submit" className="btn-primary" disabled={busy}>
                    {pendingIntent === "resume" ? text.resuming : text.resume}
                  </button>
                </fetcher.Form>
              );
            }
            return (
              <details
                open={confirmOpen}
                onToggle={(event) => setConfirmOpen(event.currentTarget.open)}
              >
                <summary className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
                  {text.cancel}
                </summary>
                <div
                  ref={confirmRef}
                  tabIndex={-1}
                  role="group"
                  aria-label={text.confirmLabel}
                  className="mt-3 rounded-lg border border-ink-600 bg-ink-800 p-4"
                >
                  <p>{text.confirmText}</p>
                  <div className="mt-3 flex flex-wrap gap-3">
                    <fetcher.Form method="post" action={action}>
                      {hidden}
                      <button
                        type="submit"
                        className="btn bg-red-700 text-white hover:bg-red-800"
                        disabled={busy}
                      >
                        {pendingIntent === "cancel" ? text.canceling : text.yesCancel}
                      </button>
                    </fetcher.Form>
                    {hydrated && (
                      <button
                        type="button"
                        className="btn-secondary"
                        onClick={() => setConfirmOpen(false)}
                      >
                        {text.keep}
                      </button>
                    )}
                  </div>
                </div>
              </details>
            );
          }}
        />
      ) : (
        <div className="mt-4" data-testid="no-subscription">
          <p className="font-semibold text-white">{text.none}</p>
          <p className="mt-1 text-ink-300">{text.noneText}</p>
          <Link to={plansHref} className="btn-primary mt-4">
            {text.viewPlans}
          </Link>
        </div>
      )}
      {footer && <div className="mt-6">{footer}</div>}
    </section>
  );
}

function SubscriptionDetails({
  subscription,
  plansHref,
  manageBilling,
  action,
  text,
}: {
  subscription: SubscriptionSummary;
  plansHref: string;
  text: SubscriptionPanelText;
  /** The 'Manage billing' form, shown once the subscription was paid for. */
  manageBilling: ReactNode;
  action: (kind: "cancel" | "resume") => ReactNode;
}) {
  const line = renewalLine(subscription);
  // English keeps the shared line's words and date; other languages format their own.
  const lineLabel = line && (line.kind === "ending" ? text.expires : text.renews);
  const end = subscription.cancelAtPeriodEnd
    ? (subscription.cancelAt ?? subscription.currentPeriodEnd)
    : subscription.currentPeriodEnd;
  const lineDate =
    line && end !== null && text.locale !== "en"
      ? formatLongDate(text.locale, new Date(end * 1000))
      : line?.date;
  const next = subscriptionAction(subscription);
  return (
    <>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-300">{text.plan}</dt>
        <dd className="font-semibold text-white" data-testid="subscription-plan">
          {subscription.planName ?? text.unknownPlan}
        </dd>
        <dt className="text-ink-300">{text.status}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <SubscriptionStatusBadge status={subscription.status} labels={text.statuses} />
          {line?.kind === "ending" && (
            <span
              className={`inline-flex rounded-full border px-3 py-0.5 text-sm font-semibold ${TONE_CLASSES.yellow}`}
            >
              {text.endingSoon}
            </span>
          )}
        </dd>
        {line && (
          <>
            <dt className="text-ink-300">{lineLabel}</dt>
            <dd className="text-white" data-testid="subscription-date">
              {lineDate}
            </dd>
          </>
        )}
        {subscription.paymentMethodLast4 && (
          <>
            <dt className="text-ink-300">{text.paymentMethod}</dt>
            <dd className="text-white">
              {fillText(text.cardEnding, {
                brand: capitalize(subscription.paymentMethodBrand ?? text.card),
                last4: subscription.paymentMethodLast4,
              })}
            </dd>
          </>
        )}
      </dl>
      <div className="mt-5">
        {next === "cancel" && action("cancel")}
        {next === "resume" && action("resume")}
        {next === "complete_payment" && (
          <Link to={plansHref} className="btn-primary">
            {text.completePayment}
          </Link>
        )}
      </div>
      {subscription.status !== "not_started" && <div className="mt-3">{manageBilling}</div>}
    </>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
