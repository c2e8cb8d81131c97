/**
 * / (home), every block in the spec's order (docs/spec/public-site.md §2 "/ (home)"; home page and
 * its recovery redirect): hero, game carousel, PC café program, showcases, community cards, 'Why
 * Choose Our Network?', plan cards and 'Join Our Network'. Plan buttons are decided on the server
 * from the session; recovery links are redirected to /reset-password (query on the server, hash in
 * the browser). Texts in the URL's language from the catalogs (issue 28 item 6), with the
 * language suggestion on the English `/`.
 */
import { Link, redirect } from "react-router";
import type { Route } from "./+types/_index";
import { GameCarousel } from "~/components/home/game-carousel";
import { RecoveryRedirect } from "~/components/home/recovery-redirect";
import { PlanCards } from "~/components/plans/plan-cards";
import { LanguageBanner } from "~/components/layout/language-banner";
import { bannerTexts } from "~/i18n/chrome.server";
import { homeText, type HomeText } from "~/i18n/home.server";
import { localizedPlans, planCardsText } from "~/i18n/plans.server";
import { BASE_LOCALE, localeFromPath, localizeHref } from "~/i18n/locales";
import { recoveryRedirectTarget } from "~/lib/recovery-redirect";
import { seoMeta } from "~/lib/seo";
import { servicesOf } from "~/server/services.server";
import { MarkedList } from "~/components/ui/marked-list";
import { PUBLIC_PAGE } from "~/lib/public-page";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: loaderData?.content.meta.title ?? "",
    fullTitle: true,
    description: loaderData?.content.meta.description ?? "",
    path: "/",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const recovery = recoveryRedirectTarget(url.search, "");
  // Browsers carry the hash over to the redirect target themselves.
  if (recovery) throw redirect(recovery);
  // A session lookup failure shows the visitor buttons rather than an error page.
  const signedIn =
    (await servicesOf(context)
      .auth.getSessionUser(request)
      .catch(() => null)) !== null;
  return {
    locale,
    planHref: localizeHref(locale, signedIn ? "/register-lan-center" : "/signup-form"),
    content: homeText(locale),
    plans: localizedPlans(locale),
    planText: planCardsText(locale),
    // The suggestion bar is offered on the English home page only (issue 28 item 2).
    banner: locale === BASE_LOCALE ? bannerTexts() : null,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <RecoveryRedirect />
      <Hero homeHero={content.hero} />
      <GameCarousel heading={content.carousel.heading} text={content.carousel.text} />
      <PcCafeProgram pcCafeProgram={content.pcCafe} />
      <Showcase showcaseBlock={content.showcase} />
      <CommunityCards label={content.communitiesLabel} communityCards={content.communityCards} />
      <WhyChooseUs whyChooseUs={content.why} />
      <section className="page" aria-labelledby="plans-title">
        <div className="text-center">
          <h2 id="plans-title" className="heading-1">
            {content.plans.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-ink-300">{content.plans.text}</p>
        </div>
        <div className="mx-auto mt-10 max-w-4xl">
          <PlanCards
            plans={loaderData.plans}
            ctaHref={loaderData.planHref}
            ctaLabel={content.plans.ctaLabel}
            text={loaderData.planText}
          />
        </div>
      </section>
      <JoinCta joinCta={content.join} />
      {loaderData.banner && <LanguageBanner locale={loaderData.locale} texts={loaderData.banner} />}
    </>
  );
}

function Hero({ homeHero }: { homeHero: HomeText["hero"] }) {
  return (
    <section className="hero-backdrop relative overflow-hidden">
      <div className="page py-16 text-center sm:py-24">
        <p className="text-sm font-semibold tracking-widest text-neon-300 uppercase">
          {homeHero.eyebrow}
        </p>
        <h1 className="mt-4 font-display text-4xl font-black tracking-tight text-white sm:text-6xl">
          {homeHero.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-200">{homeHero.text}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link to={homeHero.primaryCta.href} className="btn-primary">
            {homeHero.primaryCta.label}
          </Link>
          <a href={homeHero.secondaryCta.href} className="btn-secondary">
            {homeHero.secondaryCta.label}
          </a>
        </div>
      </div>
    </section>
  );
}

function PcCafeProgram({ pcCafeProgram }: { pcCafeProgram: HomeText["pcCafe"] }) {
  return (
    <section className="page" aria-labelledby="pc-cafe-title">
      <div className="max-w-3xl">
        <h2 id="pc-cafe-title" className="heading-1">
          {pcCafeProgram.heading}
        </h2>
        <p className="mt-3 text-lg text-ink-300">{pcCafeProgram.text}</p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="pc-cafe-features">
        {pcCafeProgram.features.map((feature, index) => (
          <li key={feature.id} className="card">
            <p className="font-display text-3xl font-black text-brand-400" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </p>
            <h3 className="mt-2 font-semibold text-white">{feature.title}</h3>
            <p className="mt-2 text-sm text-ink-300">{feature.text}</p>
          </li>
        ))}
      </ul>
      <MarkedList className="mt-6 space-y-2" items={pcCafeProgram.notes} mark="★" />
      <Link to={pcCafeProgram.cta.href} className="btn-secondary mt-6">
        {pcCafeProgram.cta.label}
      </Link>
    </section>
  );
}

function Showcase({ showcaseBlock }: { showcaseBlock: HomeText["showcase"] }) {
  return (
    <section className="page" aria-labelledby="showcase-title">
      <div className="card grid gap-6 bg-gradient-to-br from-brand-700/30 to-ink-900 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="showcase-title" className="heading-1">
            {showcaseBlock.heading}
          </h2>
          <p className="mt-3 text-ink-200">{showcaseBlock.text}</p>
          <Link to={showcaseBlock.cta.href} className="btn-primary mt-6">
            {showcaseBlock.cta.label}
          </Link>
        </div>
        <ul className="space-y-3">
          {showcaseBlock.bullets.map((bullet) => (
            <li key={bullet} className="flex gap-3 rounded-xl bg-ink-950/60 p-4">
              <span aria-hidden="true" className="text-hot-400">
                ▶
              </span>
              {bullet}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CommunityCards({
  label,
  communityCards,
}: {
  label: string;
  communityCards: HomeText["communityCards"];
}) {
  return (
    <section className="page" aria-label={label}>
      <ul className="grid gap-6 md:grid-cols-2">
        {communityCards.map((card) => (
          <li key={card.id} className="card">
            <p className="text-xs font-semibold tracking-widest text-neon-300 uppercase">
              {card.audience}
            </p>
            <h2 className="heading-2 mt-2">{card.title}</h2>
            <p className="mt-3 text-ink-300">{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WhyChooseUs({ whyChooseUs }: { whyChooseUs: HomeText["why"] }) {
  return (
    <section className="page" aria-labelledby="why-title">
      <h2 id="why-title" className="heading-1 text-center">
        {whyChooseUs.heading}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {whyChooseUs.items.map((item) => (
          <li key={item.id} className="card">
            <h3 className="font-semibold text-white">{item.title}</h3>
            <p className="mt-2 text-sm text-ink-300">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function JoinCta({ joinCta }: { joinCta: HomeText["join"] }) {
  return (
    <section id={joinCta.id} className="page scroll-mt-20" aria-labelledby="join-title">
      <div className="card bg-gradient-to-r from-brand-700/40 via-ink-900 to-neon-400/10 py-12 text-center">
        <h2 id="join-title" className="heading-1">
          {joinCta.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-ink-200">{joinCta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {joinCta.links.map((link, index) => (
            <Link
              key={link.href}
              to={link.href}
              className={index === 0 ? "btn-primary" : "btn-secondary"}
            >
              {link.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
