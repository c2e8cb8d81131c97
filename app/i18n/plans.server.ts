/**
 * The plan cards' texts in one language (issue 28 items 1 and 3, ADR 099): each advertised plan
 * with its summary and features translated (plan names are product names and stay as they are)
 * and the cards' labels. Prices stay in USD (the specification) and are formatted in the
 * component with `formatPriceCents(…, locale)`. English repeats app/content/plans.ts exactly.
 */
import { plans, type Plan } from "~/content/plans";
import { m } from "~/paraglide/messages";
import type { PlanCardsText } from "~/components/plans/plan-cards";
import type { Locale } from "./locales";

/**
 * The advertised plans in `locale`, in the order of app/content/plans.ts.
 * @returns `Plan` objects with translated summary, features and excluded features
 */
export function localizedPlans(locale: Locale): Plan[] {
  const o = { locale };
  const texts: Record<Plan["id"], Pick<Plan, "summary" | "features" | "excluded">> = {
    verified: {
      summary: m.plans_verified_summary({}, o),
      features: [
        m.plans_verified_f1({}, o),
        m.plans_verified_f2({}, o),
        m.plans_verified_f3({}, o),
        m.plans_verified_f4({}, o),
      ],
      excluded: [m.plans_verified_x1({}, o), m.plans_verified_x2({}, o)],
    },
    subscription: {
      summary: m.plans_subscription_summary({}, o),
      features: [
        m.plans_subscription_f1({}, o),
        m.plans_subscription_f2({}, o),
        m.plans_subscription_f3({}, o),
        m.plans_subscription_f4({}, o),
        m.plans_subscription_f5({}, o),
        m.plans_subscription_f6({}, o),
      ],
      excluded: [],
    },
  };
  return plans.map((plan) => ({ ...plan, ...texts[plan.id] }));
}

/** The plan cards' labels in `locale`. */
export function planCardsText(locale: Locale): PlanCardsText {
  const o = { locale };
  const withPlan = {} as Record<Plan["id"], string>;
  for (const plan of plans) withPlan[plan.id] = m.plans_cta_with({ plan: plan.name }, o);
  return {
    locale,
    mostPopular: m.plans_most_popular({}, o),
    notIncluded: m.plans_not_included({}, o),
    perMonth: m.plans_per_month({}, o),
    withPlan,
  };
}
