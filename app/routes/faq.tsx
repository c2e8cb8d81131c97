/**
 * /faq (docs/spec/public-site.md §2 "/faq", §4 "FAQ"; /faq page): a category filter kept in the
 * URL query (`?category=technical`; unknown values fall back to all), so filtered views can be
 * linked and work without JavaScript; nine questions as native disclosures, several of which
 * can be open at once; a 'Contact Us' mail link. Texts in the URL's language from the catalogs
 * (issue 28 item 1), filter links under the same language prefix.
 */
import { Link } from "react-router";
import type { Route } from "./+types/faq";
import { parseFaqCategory } from "~/content/faq";
import { faqText } from "~/i18n/faq.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { seoMeta } from "~/lib/seo";
import { servicesOf } from "~/server/services.server";
import { PUBLIC_PAGE } from "~/lib/public-page";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: loaderData?.text.meta.title ?? "",
    description: loaderData?.text.meta.description ?? "",
    path: "/faq",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const category = parseFaqCategory(url.searchParams.get("category"));
  const all = faqText(locale, 0).entries;
  const shown = category === "all" ? all.length : all.filter((e) => e.category === category).length;
  return {
    category,
    faqHref: localizeHref(locale, "/faq"),
    text: faqText(locale, shown),
    supportEmail: (await servicesOf(context).site.contactLinks()).supportEmail,
  };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { category, faqHref, supportEmail, text } = loaderData;
  const entries =
    category === "all" ? text.entries : text.entries.filter((entry) => entry.category === category);
  return (
    <div className="page max-w-4xl">
      <h1 className="heading-1">{text.heading}</h1>
      <p className="mt-3 text-ink-300">{text.intro}</p>
      <nav aria-label={text.categoriesLabel} className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {text.categories.map((item) => {
            const current = item.id === category;
            return (
              <li key={item.id}>
                <Link
                  to={item.id === "all" ? faqHref : `${faqHref}?category=${item.id}`}
                  preventScrollReset
                  aria-current={current ? "page" : undefined}
                  className={`btn px-4 py-2 text-sm ${
                    current
                      ? "bg-brand-600 text-white"
                      : "border border-ink-600 bg-ink-800 text-ink-200 hover:bg-ink-700"
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="sr-only" role="status">
        {text.showing}
      </p>
      <div className="mt-8 space-y-3" data-testid="faq-list">
        {entries.map((entry) => (
          <details key={entry.id} className="faq-item card p-0" data-testid="faq-item">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold text-white">
              {entry.question}
              <span aria-hidden="true" className="faq-marker text-neon-300">
                +
              </span>
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-ink-200">{entry.answer}</p>
          </details>
        ))}
      </div>
      <section className="card mt-12 text-center" aria-labelledby="faq-contact-title">
        <h2 id="faq-contact-title" className="heading-2">
          {text.contact.heading}
        </h2>
        <p className="mt-2 text-ink-300">{text.contact.text}</p>
        <a href={`mailto:${supportEmail}`} className="btn-primary mt-5">
          {text.contact.action}
        </a>
      </section>
    </div>
  );
}
