/**
 * /review-guidelines (issue 27 item 3): our own policy for reviews of LAN centers: who may write
 * one, what a review should and must not contain, how moderation, reports, replies and hiding
 * work. Linked from the review form, the report form and /admin/reviews. Texts in the URL's
 * language (issue 28 item 1, app/i18n/public.server.ts).
 */
import { Link } from "react-router";
import type { Route } from "./+types/review-guidelines";
import { localeFromPath } from "~/i18n/locales";
import { guidelinesText } from "~/i18n/public.server";
import { PUBLIC_PAGE } from "~/lib/public-page";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.text.meta.title ?? ""} | LAN Center Network` },
    { name: "description", content: loaderData?.text.meta.description ?? "" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return { text: guidelinesText(localeFromPath(new URL(request.url).pathname)) };
}

export default function ReviewGuidelines({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  return (
    <article className="page max-w-3xl">
      <h1 className="heading-1">{text.heading}</h1>
      <p className="mt-2 text-sm text-ink-300">{text.updated}</p>
      <p className="mt-4 leading-relaxed">{text.intro}</p>
      {text.sections.map((section) => (
        <section key={section.heading} id={section.id} className="mt-8">
          <h2 className="heading-2">{section.heading}</h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed">
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className="mt-8">
        {text.seeAlso.before}
        <Link to={text.seeAlso.href}>{text.seeAlso.link}</Link>
        {text.seeAlso.after}
      </p>
    </article>
  );
}
