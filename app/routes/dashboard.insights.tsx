/**
 * /dashboard/insights, the Insights tab (issue 26 item 4, ADR 085): for each of the owner's own
 * centers and parties (`?listing=center:<id>`), the last 7, 30 or 90 days (`?days=`), each metric
 * against the period before, an SVG chart of one metric (`?chart=`, views by default) and the same
 * numbers in tables, and Download CSV. A GET
 * form, so it works without JavaScript. Visitors see the layout's 'Sign In Required'; another
 * account's listing answers 404.
 */
import type { Route } from "./+types/dashboard.insights";
import { InsightsView } from "~/components/owner/insights-view";
import { inErrorPageLanguage } from "~/i18n/error-pages.server";
import { localeFromPath } from "~/i18n/locales";
import { insightsText } from "~/i18n/insights.server";
import { throwAppError } from "~/server/errors/route-answer.server";
import { periodOf } from "~/server/insights/index.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  return text
    ? [{ title: text.title }, { name: "description", content: text.description }]
    : [{ title: "Insights | LAN Center Network" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, insights } = servicesOf(context);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const text = insightsText(locale);
  const user = await auth.getSessionUser(request);
  if (!user) return { page: null, chart: null, text };
  const query = url.searchParams;
  try {
    const page = await insights.loadPage({
      userId: user.id,
      subject: query.get("listing"),
      days: periodOf(query.get("days")),
    });
    return { page, chart: query.get("chart"), text };
  } catch (error) {
    throwAppError(inErrorPageLanguage(locale, error));
  }
}

export default function InsightsTab({ loaderData }: Route.ComponentProps) {
  const { page, chart, text } = loaderData;
  return page ? <InsightsView page={page} chart={chart} text={text} /> : null;
}
