/**
 * /registration-choice (docs/spec/owner-portal.md §2; /registration-choice): register a LAN center
 * or a LAN party, plus a link to the venue types and, for gamers, to sign-up as 'I play'
 * (issue 25 item 1). Texts in the URL's language from the catalogs (issue 28 item 1).
 */
import { Link } from "react-router";
import type { Route } from "./+types/registration-choice";
import { registrationChoiceText, type LinkedSentence } from "~/i18n/landing.server";
import { localeFromPath } from "~/i18n/locales";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.text.meta.title ?? "" },
    { name: "description", content: loaderData?.text.meta.description ?? "" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return { text: registrationChoiceText(localeFromPath(new URL(request.url).pathname)) };
}

export default function RegistrationChoice({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  return (
    <div className="page">
      <h1 className="heading-1">{text.heading}</h1>
      <p className="mt-2 max-w-2xl text-ink-300">{text.intro}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {text.choices.map((choice) => (
          <li key={choice.to} className="card flex flex-col gap-3">
            <h2 className="heading-2">{choice.title}</h2>
            <p className="flex-1 text-ink-300">{choice.text}</p>
            <Link to={choice.to} className="btn-primary self-start">
              {choice.title}
            </Link>
          </li>
        ))}
      </ul>
      <Sentence className="mt-8 text-ink-300" sentence={text.venueTypes} />
      <Sentence className="mt-2 text-ink-300" sentence={text.play} />
    </div>
  );
}

/** A paragraph with one link in its sentence. */
function Sentence({ sentence, className }: { sentence: LinkedSentence; className: string }) {
  return (
    <p className={className}>
      {sentence.before}
      <Link to={sentence.link.href}>{sentence.link.label}</Link>
      {sentence.after}
    </p>
  );
}
