/**
 * /events: upcoming verified LAN parties, soonest first; past events hidden; a date
 * filter kept in the URL (GET form, works without JavaScript).
 */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/events._index";
import { TextField } from "~/components/ui/form";
import { ZonedTime } from "~/components/events/party-times";
import { zoneLabel } from "~/lib/time-zone";
import { parseEventWindow } from "~/lib/event-window";
import type { PublicEvent } from "~/server/directory/events.server";
import { reasonOf } from "~/server/errors/app-error";
import { servicesOf } from "~/server/services.server";
import { PUBLIC_PAGE } from "~/lib/public-page";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export function meta() {
  return [
    { title: "Upcoming LAN Parties | LAN Center Network" },
    {
      name: "description",
      content: "Upcoming verified LAN parties and gaming events in the LAN Center Network.",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const window = parseEventWindow(new URL(request.url).searchParams);
  try {
    const events = await servicesOf(context).directory.listUpcomingEvents({
      window: {
        from: window.from ? new Date(`${window.from}T00:00:00Z`) : null,
        to: window.to ? new Date(`${window.to}T00:00:00Z`) : null,
      },
    });
    return { events, window, databaseError: false };
  } catch (error) {
    console.error(`events: ${reasonOf(error)}`);
    return data({ events: [] as PublicEvent[], window, databaseError: true }, { status: 503 });
  }
}

/** The date filter's fields. */
const DATE_FIELDS = [
  { name: "from", label: "From" },
  { name: "to", label: "Until" },
] as const;

export default function Events({ loaderData }: Route.ComponentProps) {
  const { events, window, databaseError } = loaderData;
  const filtered = Boolean(window.from || window.to);
  return (
    <div className="page">
      <h1 className="heading-1">Upcoming LAN Parties</h1>
      <p className="mt-2 max-w-2xl text-ink-300">
        Verified LAN parties from our network, soonest first, each in its own local time. Organising
        one? <Link to="/register-lan-party">Register your LAN party</Link>.
      </p>
      <p className="mt-2 text-sm">
        <a href="/events/calendar.ics">Subscribe in your calendar app (iCalendar feed)</a>
      </p>
      <Form method="get" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        {DATE_FIELDS.map(({ name, label }) => (
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
          Filter
        </button>
        {filtered && (
          <Link to="/events" className="btn-secondary">
            Clear dates
          </Link>
        )}
      </Form>
      {databaseError ? (
        <p role="alert" className="card mt-8">
          Unable to load LAN parties from the database. Please try again in a few moments.
        </p>
      ) : events.length === 0 ? (
        <div className="card mt-8">
          <p>
            {filtered
              ? "No LAN parties in these dates."
              : "No upcoming LAN parties yet. Check back soon."}
          </p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-4 md:grid-cols-2" data-testid="event-list">
          {events.map((event) => (
            <li key={event.id} className="card">
              <h2 className="text-xl font-bold">
                <Link to={`/events/${event.id}`} className="text-white">
                  {event.organizationName}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-neon-300">
                <ZonedTime value={event.startDate} timeZone={event.timeZone} /> –{" "}
                <ZonedTime value={event.endDate} timeZone={event.timeZone} />{" "}
                <span className="text-ink-300">({zoneLabel(event.timeZone)})</span>
              </p>
              <p className="mt-1 text-sm text-ink-300">
                {event.center?.organizationName ?? event.customLocation ?? event.communityName}
              </p>
              <p className="mt-3 line-clamp-3">{event.description}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
