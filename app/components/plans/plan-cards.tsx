/**
 * The two plan cards (docs/spec/public-site.md §1 "Advertised plans"): Verified Listing and LAN
 * Center Subscription (marked MOST POPULAR) with their features and a button whose target the
 * page decides on the server (signed in: /register-lan-center; visitor: /signup-form). /payment
 * passes `renderAction` to put its checkout form in place of the link.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatPriceCents, type Plan } from "~/content/plans";
import { MarkedItem } from "~/components/ui/marked-list";

/** A plan's price and interval: large on the plan cards, smaller in the partner pages' list. */
export function PlanPrice({ plan, size }: { plan: Plan; size: "large" | "small" }) {
  const large = size === "large";
  return (
    <>
      <span className={`font-display font-black text-white ${large ? "text-4xl" : "text-2xl"}`}>
        {formatPriceCents(plan.priceCents, plan.currency)}
      </span>{" "}
      <span className={large ? "text-ink-300" : "text-sm text-ink-300"}>
        USD per {plan.interval}
      </span>
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
}: {
  plans: Plan[];
  ctaHref?: string;
  ctaLabel?: string;
  renderAction?: (plan: Plan) => ReactNode;
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
              MOST POPULAR
            </p>
          )}
          <h3 className="font-display text-xl font-bold text-white">{plan.name}</h3>
          <p className="mt-3">
            <PlanPrice plan={plan} size="large" />
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
                  <span className="sr-only">Not included: </span>
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
              <span className="sr-only"> with {plan.name}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
