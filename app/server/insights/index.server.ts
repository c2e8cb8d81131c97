/**
 * The insights area's public module (issue 26, ADR 085): owner insights counted without cookies,
 * addresses or user agents. Routes use its service (`servicesOf(context).insights`); other areas
 * call these.
 */
export { eraseFor, exportFor } from "./personal-data.server";
export {
  createInsightsService,
  LINK_KINDS,
  type CountAnswer,
  type InsightsService,
  type InsightTarget,
  type LinkKind,
} from "./service.server";
export {
  INSIGHT_PERIODS,
  LISTING_NOT_FOUND,
  periodOf,
  SHOWN_METRICS,
  type InsightPeriod,
  type InsightsPage,
  type MetricTotal,
} from "./dashboard.server";
export {
  registerInsightsMonthly,
  runInsightsMonthly,
  scheduleInsightsMonthly,
} from "./monthly.server";
export { registerInsightsRollup, rollUpOldDays, scheduleInsightsRollup } from "./retention.server";
export { type NetworkInsights } from "./network.server";
export {
  listAppearances,
  mapAppearances,
  type Appearances,
  type AppearanceSource,
  type ShownCenter,
} from "./appearances.server";
export { MIN_TERM_VISITORS, normaliseTerm } from "./search-terms.server";
