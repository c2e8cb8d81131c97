/**
 * The two plan cards (docs/spec/public-site.md §1 "Advertised plans"): Verified Listing and LAN
 * Center Subscription (marked MOST POPULAR) with their features and a button whose target the
 * page decides on the server (signed in: /register-lan-center; visitor: /signup-form). /payment
 * passes `renderAction` to put its checkout form in place of the link. Texts come translated from
 * the page's loader (`localizedPlans`, `planCardsText` in app/i18n/plans.server.ts; issue 28), the
 * USD price in the page locale's format; without them the cards show today's English.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatPriceCents, type Plan } from "~/content/plans";
import { MarkedItem } from "~/components/ui/marked-list";

/** Labels of the plan cards in one language, besides each plan's own texts. */
export interface PlanCardsText {
  /** The page's language (a BCP 47 tag), for the price format. */
  locale: string;
  mostPopular: string;
  /** Screen-reader prefix of an excluded feature. */
  notIncluded: string;
  /** What follows the price ("USD per month"). */
  perMonth: string;
  /** Screen-reader end of each card's button, by plan id ("with Verified Listing"). */
  withPlan: Record<Plan["id"], string>;
}

/** Today's English labels, for a page that passes none. */
export const ENGLISH_PLAN_CARDS: PlanCardsText = {
  locale: "en",
  mostPopular: "MOST POPULAR",
  notIncluded: "Not included:",
  perMonth: "USD per month",
  withPlan: { verified: "with Verified Listing", subscription: "with LAN Center Subscription" },
};

/** A plan's price and interval: large on the plan cards, smaller in the partner pages' list. */
export function PlanPrice({
  plan,
  size,
  text = ENGLISH_PLAN_CARDS,
}: {
  plan: Plan;
  size: "large" | "small";
  text?: PlanCardsText;
}) {
  const large = size === "large";
  return (
    <>
      <span className={`font-display font-black text-white ${large ? "text-4xl" : "text-2xl"}`}>
        {formatPriceCents(plan.priceCents, plan.currency, text.locale)}
      </span>{" "}
      <span className={large ? "text-ink-300" : "text-sm text-ink-300"}>{text.perMonth}</span>
    </>
  );
}

/**
 * A grid of plan cards; `ctaHref` and `ctaLabel` are the same for every card, unless
 * `renderAction` renders each card's action itself (e.g. a form choosing that plan).
 */
export function PlanCards({
  plans,
  ctaHref = "/signup-form",
  ctaLabel = "Get Started",
  renderAction,
  text = ENGLISH_PLAN_CARDS,
}: {
  plans: Plan[];
  ctaHref?: string;
  ctaLabel?: string;
  renderAction?: (plan: Plan) => ReactNode;
  text?: PlanCardsText;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2" data-testid="plan-cards">
      {plans.map((plan) => (
        <li
          key={plan.id}
          className={`card relative flex flex-col ${plan.mostPopular ? "border-brand-500 ring-2 ring-brand-500/60" : ""}`}
        >
          {plan.mostPopular && (
            <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-widest text-white">
              {text.mostPopular}
            </p>
          )}
          <h3 className="font-display text-xl font-bold text-white">{plan.name}</h3>
          <p className="mt-3">
            <PlanPrice plan={plan} size="large" text={text} />
          </p>
          <p className="mt-3 text-ink-300">{plan.summary}</p>
          <ul className="mt-5 flex-1 space-y-2 text-sm">
            {plan.features.map((feature) => (
              <MarkedItem key={feature}>{feature}</MarkedItem>
            ))}
            {plan.excluded.map((feature) => (
              <li key={feature} className="flex gap-2 text-ink-300">
                <span aria-hidden="true">✕</span>
                <span>
                  <span className="sr-only">{text.notIncluded} </span>
                  <span className="line-through decoration-ink-300/60">{feature}</span>
                </span>
              </li>
            ))}
          </ul>
          {renderAction ? (
            <div className="mt-6">{renderAction(plan)}</div>
          ) : (
            <Link
              to={ctaHref}
              className={`mt-6 w-full ${plan.mostPopular ? "btn-primary" : "btn-secondary"}`}
            >
              {ctaLabel}
              <span className="sr-only"> {text.withPlan[plan.id]}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
