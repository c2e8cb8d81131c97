/**
 * /me 'My page' (issue 25 item 1, ADR 076): every signed-in account's own page, gamer or owner.
 * It shows the events the account is going to (issue 25 item 3), next first, and the LAN centers
 * and communities it follows, each with its next verified event, and links to the notification
 * settings, Download my data and Delete account (item 7). Visitors are sent to /login and come
 * back here. Its 'Calendar feed' section (issue 25 item 5, ADR 082) makes the account's secret
 * feed URL with a form POST and shows it once, as a webcal:// link and a copyable https URL;
 * Reset link makes a new one and the old URL stops working.
 */
import { AccountDataLinks } from "~/components/account/account-data-links";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/me._index";
import { ZonedTime } from "~/components/events/party-times";
import { Alert, SubmitButton } from "~/components/ui/form";
import { formatInZone, zoneLabel } from "~/lib/time-zone";
import { showsDashboard } from "~/server/http/account-home.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [
    // No robots noindex: the page is shown only to its signed-in owner, never to a crawler
    // (who gets /login), and Lighthouse's SEO check counts it (issue 25 "Done when").
    { title: "My page | LAN Center Network" },
    {
      name: "description",
      content: "The events you are going to and the LAN centers and communities you follow.",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const user = await services.auth.requireUser(request);
  const [going, followed, dashboard, feedCreatedAt] = await Promise.all([
    services.attendance.listGoingFor({ userId: user.id }),
    services.follows.listFollowed({ userId: user.id }),
    showsDashboard(services, user),
    services.attendance.calendarFeed.createdAt({ userId: user.id }),
  ]);
  // Times are formatted here, on the server, so that hydration loads no time-zone data.
  return {
    firstName: user.firstName,
    going: going.map((event) => ({
      ...event,
      startLabel: formatInZone(event.startDate, event.timeZone),
    })),
    followed: followed.map((item) => ({
      ...item,
      nextEvent: item.nextEvent && {
        ...item.nextEvent,
        startLabel: formatInZone(item.nextEvent.startDate, item.nextEvent.timeZone),
      },
    })),
    dashboard,
    hasFeed: feedCreatedAt !== null,
  };
}

/**
 * POST /me: Create my calendar link / Reset link (the only form here). A new secret token
 * replaces any earlier one; its URL is returned once (only its digest is stored).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, attendance } = servicesOf(context);
  const user = await auth.requireUser(request);
  const token = await attendance.calendarFeed.issue({ userId: user.id });
  const httpsUrl = attendance.calendarFeed.httpsUrl(token);
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:/, "webcal:") };
}

export default function MyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { firstName, going, followed, dashboard, hasFeed } = loaderData;
  const navigation = useNavigation();
  return (
    <div className="page max-w-4xl">
      <h1 className="heading-1">{firstName ? `Hi, ${firstName}` : "My page"}</h1>
      <p className="mt-2 text-ink-300">Your LAN parties and the venues you follow, in one place.</p>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/me/notifications">Notification settings</Link>
        {dashboard && <Link to="/dashboard">Go to your dashboard</Link>}
      </p>

      <section className="mt-10" aria-labelledby="going-title">
        <h2 id="going-title" className="heading-2">
          Events you&apos;re going to
        </h2>
        {going.length === 0 ? (
          <p className="mt-3 text-ink-300">
            You&apos;re not going to any events yet. <Link to="/events">Browse LAN parties</Link> to
            find one near you.
          </p>
        ) : (
          <ul className="mt-4 space-y-3">
            {going.map((event) => (
              <li key={event.eventId} className="card p-4">
                <p className="font-semibold">
                  <Link to={`/events/${event.eventId}`}>{event.name}</Link>
                </p>
                <p className="mt-1 text-sm text-ink-300">
                  <ZonedTime
                    value={event.startDate}
                    timeZone={event.timeZone}
                    label={event.startLabel}
                  />{" "}
                  ({zoneLabel(event.timeZone)})
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mt-10" aria-labelledby="following-title">
        <h2 id="following-title" className="heading-2">
          Centers and communities you follow
        </h2>
        {followed.length === 0 ? (
          <p className="mt-3 text-ink-300">
            You don&apos;t follow anything yet. Open a <Link to="/lan-centers">LAN center</Link> and
            press Follow to see its next events here.
          </p>
        ) : (
          <ul className="mt-4 space-y-3">
            {followed.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="card p-4">
                <p className="text-xs font-semibold tracking-wide text-neon-300 uppercase">
                  {item.kind === "center" ? "LAN center" : "Community"}
                </p>
                <p className="font-semibold">
                  {item.url ? <Link to={item.url}>{item.name}</Link> : item.name}
                </p>
                {item.nextEvent ? (
                  <p className="mt-1 text-sm text-ink-300">
                    Next: <Link to={`/events/${item.nextEvent.id}`}>{item.nextEvent.name}</Link>,{" "}
                    <ZonedTime
                      value={item.nextEvent.startDate}
                      timeZone={item.nextEvent.timeZone}
                      label={item.nextEvent.startLabel}
                    />{" "}
                    ({zoneLabel(item.nextEvent.timeZone)})
                  </p>
                ) : (
                  <p className="mt-1 text-sm text-ink-300">No upcoming events announced.</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mt-10" aria-labelledby="feed-title">
        <h2 id="feed-title" className="heading-2">
          Calendar feed
        </h2>
        <p className="mt-3 text-ink-300">
          Subscribe once and the events you&apos;re going to appear in your calendar app (Google
          Calendar, Apple Calendar, Thunderbird), updated about every hour. Keep the link private:
          anyone who has it can see your events.
        </p>
        {actionData ? (
          <div className="card mt-4 space-y-3 p-4">
            <Alert tone="success">
              Your calendar link is ready. Copy it now: it is shown only once.
            </Alert>
            <p>
              <a href={actionData.webcalUrl}>Subscribe in your calendar app</a>
            </p>
            <label htmlFor="feed-url" className="block font-semibold">
              Calendar link (https)
            </label>
            <input
              id="feed-url"
              type="text"
              readOnly
              value={actionData.httpsUrl}
              className="field-input w-full"
            />
            <p className="text-sm text-ink-300">
              Google Calendar: Other calendars, From URL, paste the link. Apple Calendar: File, New
              Calendar Subscription. Thunderbird: New Calendar, On the Network.
            </p>
          </div>
        ) : hasFeed ? (
          <p className="mt-3 text-ink-300">
            You have a calendar link. If you lost it or shared it by mistake, reset it: the old link
            stops working at once.
          </p>
        ) : null}
        <Form method="post" className="mt-4">
          <SubmitButton
            busy={navigation.state === "submitting"}
            label={hasFeed || actionData ? "Reset link" : "Create my calendar link"}
            busyLabel="Making your link..."
            className="btn-secondary"
          />
        </Form>
      </section>

      <section className="mt-10" aria-labelledby="data-title">
        <h2 id="data-title" className="heading-2">
          Your data
        </h2>
        <AccountDataLinks className="mt-3" />
      </section>
    </div>
  );
}
