/**
 * /dashboard/events/{id}/attendees (issue 25 item 3): the organiser's attendee list of one event
 * (name or display name, RSVP time, status going/waiting/cancelled), a **Download CSV** link and
 * a check-in toggle per attendee for the door. Only the event's organiser and admins: the server
 * checks it in the loader and the action (anyone else gets 404); visitors go to /login.
 */
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/dashboard_.events.$id.attendees";
import { fillText } from "~/components/owner/owner-text";
import { attendeesText, attendeeTime } from "~/i18n/attendees.server";
import { inErrorPageLanguage } from "~/i18n/error-pages.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { formValues } from "~/lib/form-fields";
import { requireId } from "~/server/directory/owner-http.server";
import { throwAppError } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text;
  return [
    { title: text?.metaTitle ?? "Attendees | LAN Center Network" },
    {
      name: "description",
      content:
        text?.metaDescription ??
        "Who is going to your LAN party, who is on the waitlist and who checked in, with a CSV download.",
    },
  ];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { attendance, auth } = servicesOf(context);
  const user = await auth.requireUser(request);
  const eventId = requireId(params.id);
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    const list = await attendance.listAttendees({
      actor: { userId: user.id, isAdmin: user.isAdmin },
      eventId,
    });
    const timeZone = list.event.timeZone ?? "UTC";
    return {
      event: {
        id: list.event.id,
        name: list.event.name,
        href: localizeHref(locale, `/events/${list.event.id}`),
        starts: attendeeTime(locale, list.event.startDate, timeZone),
      },
      going: list.going,
      waiting: list.waiting,
      attendees: list.attendees.map((a) => ({
        ...a,
        rsvpTime: attendeeTime(locale, a.rsvpAt, timeZone),
      })),
      text: attendeesText(locale, list.event.name),
    };
  } catch (error) {
    throwAppError(inErrorPageLanguage(locale, error));
  }
}

/** The check-in toggle (`rsvpId`, `checkedIn` = "true" | "false"); answers 303 to this page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { attendance, auth } = servicesOf(context);
  const user = await auth.requireUser(request);
  const eventId = requireId(params.id);
  const values = formValues(await readFormData(request));
  const rsvpId = requireId(values.rsvpId);
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    await attendance.setCheckIn({
      actor: { userId: user.id, isAdmin: user.isAdmin },
      eventId,
      rsvpId,
      checkedIn: values.checkedIn === "true",
    });
  } catch (error) {
    throwAppError(inErrorPageLanguage(locale, error));
  }
  throw redirect(localizeHref(locale, `/dashboard/events/${eventId}/attendees`), 303);
}

export default function Attendees({ loaderData }: Route.ComponentProps) {
  const { event, attendees, going, waiting, text } = loaderData;
  const summary = fillText(text.summary, { time: event.starts, going, waiting });
  return (
    <div className="page max-w-3xl">
      <p className="text-sm">
        <Link to={text.backHref}>{text.back}</Link>
      </p>
      <h1 className="heading-1 mt-2">{fillText(text.heading, { count: going })}</h1>
      <p className="mt-2 text-ink-200">
        {summary.split(/(\{event\})/).map((part, i) =>
          part === "{event}" ? (
            <Link key={i} to={event.href}>
              {event.name}
            </Link>
          ) : (
            part
          ),
        )}
      </p>
      <p className="mt-4">
        <a href={`/dashboard/events/${event.id}/attendees.csv`} download className="btn-secondary">
          {text.download}
          <span className="sr-only"> {fillText(text.downloadSr, { name: event.name })}</span>
        </a>
      </p>
      {attendees.length === 0 ? (
        <p className="mt-6 text-ink-300">{text.none}</p>
      ) : (
        <ul className="mt-6 grid gap-3" aria-label={text.list}>
          {attendees.map((a) => (
            <li
              key={a.rsvpId}
              className="card flex flex-wrap items-center justify-between gap-3"
              data-testid="attendee"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-white">{a.name}</p>
                <p className="text-sm text-ink-300">
                  <span data-testid="attendee-status">{text.status[a.status]}</span> ·{" "}
                  {fillText(text.rsvp, { time: a.rsvpTime })}
                </p>
              </div>
              {a.status !== "cancelled" && (
                <Form method="post">
                  <input type="hidden" name="rsvpId" value={a.rsvpId} />
                  <input type="hidden" name="checkedIn" value={a.checkedIn ? "false" : "true"} />
                  {/* A toggle with a constant name; aria-pressed says whether it is on. */}
                  <button
                    type="submit"
                    className={a.checkedIn ? "btn-primary" : "btn-secondary"}
                    aria-pressed={a.checkedIn}
                  >
                    <span aria-hidden="true">{a.checkedIn ? "☑ " : "☐ "}</span>
                    {text.checkedIn}
                    <span className="sr-only"> {fillText(text.forName, { name: a.name })}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
