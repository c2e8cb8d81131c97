/**
 * /dashboard/events/{id}/attendees (issue 25 item 3): the organiser's attendee list of one event
 * (name or display name, RSVP time, status going/waiting/cancelled), a **Download CSV** link and
 * a check-in toggle per attendee for the door. Only the event's organiser and admins: the server
 * checks it in the loader and the action (anyone else gets 404); visitors go to /login.
 */
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/dashboard_.events.$id.attendees";
import { formValues } from "~/lib/form-fields";
import { formatPartyTime } from "~/lib/time-zone";
import { requireId } from "~/server/directory/owner-http.server";
import { throwAppError } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.event.name;
  return [
    { title: `Attendees${name ? ` of ${name}` : ""} | LAN Center Network` },
    {
      name: "description",
      content:
        "Who is going to your LAN party, who is on the waitlist and who checked in, with a CSV download.",
    },
  ];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { attendance, auth } = servicesOf(context);
  const user = await auth.requireUser(request);
  const eventId = requireId(params.id);
  try {
    const list = await attendance.listAttendees({
      actor: { userId: user.id, isAdmin: user.isAdmin },
      eventId,
    });
    return {
      event: {
        id: list.event.id,
        name: list.event.name,
        timeZone: list.event.timeZone ?? "UTC",
        startDate: list.event.startDate,
      },
      going: list.going,
      waiting: list.waiting,
      attendees: list.attendees,
    };
  } catch (error) {
    throwAppError(error);
  }
}

/** The check-in toggle (`rsvpId`, `checkedIn` = "true" | "false"); answers 303 to this page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { attendance, auth } = servicesOf(context);
  const user = await auth.requireUser(request);
  const eventId = requireId(params.id);
  const values = formValues(await readFormData(request));
  const rsvpId = requireId(values.rsvpId);
  try {
    await attendance.setCheckIn({
      actor: { userId: user.id, isAdmin: user.isAdmin },
      eventId,
      rsvpId,
      checkedIn: values.checkedIn === "true",
    });
  } catch (error) {
    throwAppError(error);
  }
  throw redirect(`/dashboard/events/${eventId}/attendees`, 303);
}

const STATUS_LABELS = { going: "Going", waiting: "Waiting", cancelled: "Cancelled" } as const;

export default function Attendees({ loaderData }: Route.ComponentProps) {
  const { event, attendees, going, waiting } = loaderData;
  return (
    <div className="page max-w-3xl">
      <p className="text-sm">
        <Link to="/dashboard">← Back to Dashboard</Link>
      </p>
      <h1 className="heading-1 mt-2">Attendees ({going})</h1>
      <p className="mt-2 text-ink-200">
        <Link to={`/events/${event.id}`}>{event.name}</Link>, starts{" "}
        {formatPartyTime(event.startDate, event.timeZone)}. {going} going, {waiting} waiting.
      </p>
      <p className="mt-4">
        <a href={`/dashboard/events/${event.id}/attendees.csv`} download className="btn-secondary">
          Download CSV<span className="sr-only"> of the attendees of {event.name}</span>
        </a>
      </p>
      {attendees.length === 0 ? (
        <p className="mt-6 text-ink-300">Nobody has RSVPed yet.</p>
      ) : (
        <ul className="mt-6 grid gap-3" aria-label="Attendees">
          {attendees.map((a) => (
            <li
              key={a.rsvpId}
              className="card flex flex-wrap items-center justify-between gap-3"
              data-testid="attendee"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-white">{a.name}</p>
                <p className="text-sm text-ink-300">
                  <span data-testid="attendee-status">{STATUS_LABELS[a.status]}</span> · RSVP{" "}
                  {formatPartyTime(a.rsvpAt, event.timeZone)}
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
                    Checked in<span className="sr-only"> for {a.name}</span>
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
