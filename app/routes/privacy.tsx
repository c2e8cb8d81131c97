/**
 * /privacy: our own privacy policy (issue: foundation, "Site shell"), in the URL's language
 * (issue 28 item 1; texts from app/i18n/privacy.server.ts).
 */
import { Fragment } from "react";
import type { Route } from "./+types/privacy";
import { servicesOf } from "~/server/services.server";
import { PUBLIC_PAGE } from "~/lib/public-page";
import { localeFromPath } from "~/i18n/locales";
import { privacyText } from "~/i18n/privacy.server";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.text.meta.title ?? ""} | LAN Center Network` },
    { name: "description", content: loaderData?.text.meta.description ?? "" },
  ];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { supportEmail: servicesOf(context).config.supportEmail, text: privacyText(locale) };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  return (
    <article className="page max-w-3xl">
      <h1 className="heading-1">{text.heading}</h1>
      <p className="mt-2 text-sm text-ink-300">{text.updated}</p>
      {text.sections.map((section) => (
        <section key={section.heading} id={section.id} className="mt-8">
          <h2 className="heading-2">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <section id="place-data" className="mt-8">
        <h2 className="heading-2">{text.place.heading}</h2>
        <p className="mt-3 leading-relaxed">
          {text.place.parts.map((part, index) =>
            part.href ? (
              <a key={index} href={part.href}>
                {part.text}
              </a>
            ) : (
              <Fragment key={index}>{part.text}</Fragment>
            ),
          )}
        </p>
      </section>
      <section className="mt-8">
        <h2 className="heading-2">{text.contact.heading}</h2>
        <p className="mt-3">
          {text.contact.text}{" "}
          <a href={`mailto:${loaderData.supportEmail}`}>{loaderData.supportEmail}</a>
        </p>
      </section>
    </article>
  );
}
