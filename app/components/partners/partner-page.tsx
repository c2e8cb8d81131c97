/**
 * The one component behind the six partner 'Join Our Network' pages (docs/spec/public-site.md §2;
 * ADR 011): left panel with benefits and pricing, right panel with the HubSpot
 * embed or our own lead form, as the loader decided. Texts in the URL's language come from the
 * loader (`partnerPageText` in app/i18n/landing.server.ts; issue 28 item 1).
 */
import type { MetaDescriptor } from "react-router";
import type { PartnerPage, PartnerPath } from "~/content/partners";
import type { Plan } from "~/content/plans";
import { PlanPrice, type PlanCardsText } from "~/components/plans/plan-cards";
import { seoMeta } from "~/lib/seo";
import { HubspotForm } from "./hubspot-form";
import { LeadForm, type LeadFormResult, type LeadFormText } from "./lead-form";
import type { FormAnswer } from "~/lib/form-answer";
import { leadFormResult } from "~/lib/partner-lead-answer";
import { MarkedList } from "~/components/ui/marked-list";

/** Loader data the page needs (see app/server/partners/partner-page.server.ts). */
export interface PartnerViewData {
  form: { kind: "hubspot"; portalId: string; formId: string; region: string } | { kind: "lead" };
  supportEmail: string;
  /** The page's texts in its language. */
  text: PartnerPageText;
}

/** A partner page's texts in one language (built by `partnerPageText` on the server). */
export interface PartnerPageText {
  page: PartnerPage;
  partnership: string;
  pricing: string;
  plans: Plan[];
  planText: PlanCardsText;
  form: LeadFormText;
}

/** Meta tags of a partner page, from its loader's texts. */
export function partnerMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  path: PartnerPath,
  text: PartnerPageText | undefined,
): MetaDescriptor[] {
  return seoMeta(matches, {
    title: text?.page.title ?? "",
    description: text?.page.metaDescription ?? "",
    path,
  });
}

/** The `meta` export of the partner route at `path`. */
export function partnerRouteMeta(path: PartnerPath) {
  return ({
    matches,
    loaderData,
  }: {
    matches: Parameters<typeof partnerMeta>[0];
    loaderData?: PartnerViewData;
  }) => partnerMeta(matches, path, loaderData?.text);
}

/** The default export of the partner route at `path`: the page with the lead form's answer. */
export function partnerRoutePage(path: PartnerPath) {
  function Page({
    loaderData,
    actionData,
  }: {
    loaderData: PartnerViewData;
    actionData?: FormAnswer;
  }) {
    return <PartnerPageView data={loaderData} result={leadFormResult(actionData)} />;
  }
  Page.displayName = `PartnerPage(${path})`;
  return Page;
}

/** A complete partner page. */
export function PartnerPageView({
  data,
  result,
}: {
  data: PartnerViewData;
  result: LeadFormResult;
}) {
  const { page } = data.text;
  return (
    <div className="page">
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="partner-title">
          {page.isPartnership && (
            <p className="text-sm font-semibold tracking-widest text-neon-300 uppercase">
              {data.text.partnership}
            </p>
          )}
          <h1 id="partner-title" className="heading-1 mt-2">
            {page.heading}
          </h1>
          <p className="mt-4 text-lg text-ink-200">{page.intro}</p>
          <h2 className="heading-2 mt-8">{page.benefitsHeading}</h2>
          <MarkedList className="mt-4 space-y-2" items={page.benefits} />
          <h2 className="heading-2 mt-8">{data.text.pricing}</h2>
          <ul className="mt-4 space-y-3" data-testid="partner-pricing">
            {data.text.plans.map((plan) => (
              <li key={plan.id} className="card flex items-baseline justify-between gap-4 p-4">
                <span className="font-semibold text-white">{plan.name}</span>
                <span>
                  <PlanPrice plan={plan} size="small" text={data.text.planText} />
                </span>
              </li>
            ))}
          </ul>
          {page.pricingNote && (
            <p className="mt-4 font-semibold text-neon-300" data-testid="pricing-note">
              {page.pricingNote}
            </p>
          )}
        </section>
        <div>
          {data.form.kind === "hubspot" ? (
            <HubspotForm
              portalId={data.form.portalId}
              formId={data.form.formId}
              region={data.form.region}
              supportEmail={data.supportEmail}
              text={data.text.form}
            />
          ) : (
            <LeadForm result={result} text={data.text.form} />
          )}
        </div>
      </div>
    </div>
  );
}
