/**
 * The loader and action of the six partner 'Join Our Network' routes (docs/spec/public-site.md §2;
 * ADR 011): each route module names its path and takes these.
 */
import type { RouterContextProvider } from "react-router";
import type { PartnerPath } from "~/content/partners";
import { partnerPageText } from "~/i18n/landing.server";
import { localeFromPath } from "~/i18n/locales";
import { localizedPlans, planCardsText } from "~/i18n/plans.server";
import { LEAD_MESSAGES } from "~/lib/partner-lead-answer";
import { leadValuesFrom } from "~/lib/partner-lead-fields";
import { clientOf } from "~/server/auth/request.server";
import { formAction } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

interface PartnerRouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The loader of the partner page at `path`: which form to show, the support address and the
 * page's texts in the URL's language (issue 28 item 1).
 */
export function partnerLoader(path: PartnerPath) {
  return async ({ request, context }: PartnerRouteArgs) => {
    const data = await servicesOf(context).partners.loadPage({ path });
    const locale = localeFromPath(new URL(request.url).pathname);
    const text = {
      ...partnerPageText(locale, path, data.supportEmail),
      // Subscription first, as app/content/partners.ts lists them.
      plans: localizedPlans(locale).sort((a, b) => b.priceCents - a.priceCents),
      planText: planCardsText(locale),
    };
    return { ...data, text };
  };
}

/** The action of the partner page at `path`: stores the posted lead. */
export function partnerAction(path: PartnerPath) {
  return async ({ request, context }: PartnerRouteArgs) => {
    const form = await readFormData(request);
    return formAction(leadValuesFrom(form), async () => {
      await servicesOf(context).partners.submitLead({
        path,
        form,
        clientAddress: clientOf(request, context).ip,
      });
      return { values: {}, fieldErrors: {}, formError: null, notice: LEAD_MESSAGES.sent };
    });
  };
}
