/**
 * /events: upcoming verified LAN parties, soonest first; past events hidden; a date
 * filter kept in the URL (GET form, works without JavaScript). Texts in the URL's language and
 * times on each party's own clock with its zone's abbreviation (issue 28 items 1 and 3,
 * `app/i18n/events.server.ts`).
 */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/events._index";
import { TextField } from "~/components/ui/form";
import { ZonedTime } from "~/components/events/party-times";
import { zoneLabel } from "~/lib/time-zone";
import { eventsText } from "~/i18n/events.server";
import { localeFromPath } from "~/i18n/locales";
import { parseEventWindow } from "~/lib/event-window";
import type { PublicEvent } from "~/server/directory/events.server";
import { reasonOf } from "~/server/errors/app-error";
import { servicesOf } from "~/server/services.server";
import { PUBLIC_PAGE } from "~/lib/public-page";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  const meta = loaderData?.text.meta;
  return [{ title: meta?.title ?? "" }, { name: "description", content: meta?.description ?? "" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const window = parseEventWindow(url.searchParams);
  try {
    const events = await servicesOf(context).directory.listUpcomingEvents({
      window: {
        from: window.from ? new Date(`${window.from}T00:00:00Z`) : null,
        to: window.to ? new Date(`${window.to}T00:00:00Z`) : null,
      },
    });
    return { events, window, databaseError: false, text: eventsText(locale, events) };
  } catch (error) {
    console.error(`events: ${reasonOf(error)}`);
    return data(
      { events: [] as PublicEvent[], window, databaseError: true, text: eventsText(locale, []) },
      { status: 503 },
    );
  }
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { events, window, databaseError, text } = loaderData;
  const filtered = Boolean(window.from || window.to);
  // The date filter's fields.
  const dateFields = [
    { name: "from", label: text.from },
    { name: "to", label: text.until },
  ] as const;
  return (
    <div className="page">
      <h1 className="heading-1">{text.title}</h1>
      <p className="mt-2 max-w-2xl text-ink-300">
        {text.intro} <Link to={text.register.href}>{text.register.label}</Link>.
      </p>
      <p className="mt-2 text-sm">
        <a href="/events/calendar.ics">{text.subscribe}</a>
      </p>
      <Form method="get" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        {dateFields.map(({ name, label }) => (
          <TextField
            key={name}
            id={`events-${name}`}
            label={label}
            type="date"
            name={name}
            defaultValue={window[name] ?? ""}
          />
        ))}
        <button type="submit" className="btn-primary">
          {text.filter}
        </button>
        {filtered && (
          <Link to={text.clear.href} className="btn-secondary">
            {text.clear.label}
          </Link>
        )}
      </Form>
      {databaseError ? (
        <p role="alert" className="card mt-8">
          {text.databaseError}
        </p>
      ) : events.length === 0 ? (
        <div className="card mt-8">
          <p>{filtered ? text.noneInDates : text.noneYet}</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-4 md:grid-cols-2" data-testid="event-list">
          {events.map((event) => {
            const words = text.byId[event.id];
            return (
              <li key={event.id} className="card">
                <h2 className="text-xl font-bold">
                  <Link to={words?.href ?? `/events/${event.id}`} className="text-white">
                    {event.organizationName}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-neon-300">
                  <ZonedTime
                    value={event.startDate}
                    timeZone={event.timeZone}
                    label={words?.start}
                  />{" "}
                  – <ZonedTime value={event.endDate} timeZone={event.timeZone} label={words?.end} />{" "}
                  <span className="text-ink-300">({zoneLabel(event.timeZone)})</span>
                </p>
                <p className="mt-1 text-sm text-ink-300">
                  {event.center?.organizationName ?? event.customLocation ?? event.communityName}
                </p>
                <p className="mt-3 line-clamp-3">{event.description}</p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
