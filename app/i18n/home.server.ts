/**
 * The home page's texts in one language (issue 28 item 6), in the shapes of app/content/home.ts,
 * whose English they repeat exactly (a test compares them). Links are localized. Built by the
 * home loader on the server, so the page's JavaScript carries no catalog (ADR 099).
 */
import type { CtaLink, FeatureItem } from "~/content/home";
import { m } from "~/paraglide/messages";
import { localizeHref, type Locale } from "./locales";

/**
 * Every text block of the home page in `locale`.
 * @returns meta, hero, carousel intro, PC café program, showcase, community cards, 'Why Choose
 *   Our Network?', plans intro and 'Join Our Network', as plain strings and localized links
 */
export function homeText(locale: Locale) {
  const o = { locale };
  const to = (href: string) => localizeHref(locale, href);
  const exploreTypes: CtaLink = { label: m.home_explore_venue_types({}, o), href: to("/lantypes") };
  const feature = (id: string, title: string, text: string): FeatureItem => ({ id, title, text });
  return {
    meta: { title: m.home_meta_title({}, o), description: m.home_meta_description({}, o) },
    hero: {
      eyebrow: "LAN Center Network",
      heading: m.home_hero_heading({}, o),
      text: m.home_hero_text({}, o),
      primaryCta: { label: m.home_hero_find({}, o), href: to("/lan-centers") },
      secondaryCta: { label: m.home_join({}, o), href: "#join" },
    },
    carousel: { heading: m.home_carousel_heading({}, o), text: m.home_carousel_text({}, o) },
    pcCafe: {
      heading: m.home_pc_heading({}, o),
      text: m.home_pc_text({}, o),
      features: [
        feature("licensed-games", m.home_pc_f1_title({}, o), m.home_pc_f1_text({}, o)),
        feature("license-management", m.home_pc_f2_title({}, o), m.home_pc_f2_text({}, o)),
        feature("content-cache", m.home_pc_f3_title({}, o), m.home_pc_f3_text({}, o)),
        feature("quick-setup", m.home_pc_f4_title({}, o), m.home_pc_f4_text({}, o)),
      ],
      notes: [m.home_pc_note1({}, o), m.home_pc_note2({}, o)],
      cta: exploreTypes,
    },
    showcase: {
      heading: m.home_show_heading({}, o),
      text: m.home_show_text({}, o),
      bullets: [m.home_show_b1({}, o), m.home_show_b2({}, o), m.home_show_b3({}, o)],
      cta: { label: m.home_show_cta({}, o), href: to("/games") },
    },
    communitiesLabel: m.home_communities({}, o),
    communityCards: [
      {
        id: "owners-chat",
        audience: m.home_owners_audience({}, o),
        title: m.home_owners_title({}, o),
        text: m.home_owners_text({}, o),
      },
      {
        id: "gamer-platform",
        audience: m.home_gamers_audience({}, o),
        title: m.home_gamers_title({}, o),
        text: m.home_gamers_text({}, o),
      },
    ],
    why: {
      heading: m.home_why_heading({}, o),
      items: [
        feature("global-reach", m.home_why1_title({}, o), m.home_why1_text({}, o)),
        feature("fresh-library", m.home_why2_title({}, o), m.home_why2_text({}, o)),
        feature("own-accounts", m.home_why3_title({}, o), m.home_why3_text({}, o)),
        feature("fast-setup", m.home_why4_title({}, o), m.home_why4_text({}, o)),
        feature("verified-trust", m.home_why5_title({}, o), m.home_why5_text({}, o)),
        feature("community", m.home_why6_title({}, o), m.home_why6_text({}, o)),
      ],
    },
    plans: {
      heading: m.home_plans_heading({}, o),
      text: m.home_plans_text({}, o),
      ctaLabel: m.home_get_started({}, o),
    },
    join: {
      id: "join",
      heading: m.home_join({}, o),
      text: m.home_join_text({}, o),
      links: [{ label: m.home_get_started({}, o), href: to("/registration-choice") }, exploreTypes],
    },
  };
}

/** The home page's texts in one language. */
export type HomeText = ReturnType<typeof homeText>;
