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
import { useLocalizedHref } from "~/i18n/use-localized-href";
import { localeFromPath } from "~/i18n/locales";
import { formatStart, myPageText } from "~/i18n/me.server";
import { zoneLabel } from "~/lib/time-zone";
import { showsDashboard } from "~/server/http/account-home.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  return [
    // No robots noindex: the page is shown only to its signed-in owner, never to a crawler
    // (who gets /login), and Lighthouse's SEO check counts it (issue 25 "Done when").
    { title: text?.title ?? "" },
    { name: "description", content: text?.description ?? "" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const user = await services.auth.requireUser(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const [going, followed, dashboard, feedCreatedAt] = await Promise.all([
    services.attendance.listGoingFor({ userId: user.id }),
    services.follows.listFollowed({ userId: user.id }),
    showsDashboard(services, user),
    services.attendance.calendarFeed.createdAt({ userId: user.id }),
  ]);
  // Times are formatted here, on the server, in the page's language, so that hydration loads
  // no time-zone data.
  return {
    text: myPageText(locale, user.firstName),
    going: going.map((event) => ({
      ...event,
      startLabel: formatStart(locale, event.startDate, event.timeZone),
    })),
    followed: followed.map((item) => ({
      ...item,
      nextEvent: item.nextEvent && {
        ...item.nextEvent,
        startLabel: formatStart(locale, item.nextEvent.startDate, item.nextEvent.timeZone),
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
  const { text, going, followed, dashboard, hasFeed } = loaderData;
  const navigation = useNavigation();
  const to = useLocalizedHref();
  return (
    <div className="page max-w-4xl">
      <h1 className="heading-1">{text.heading}</h1>
      <p className="mt-2 text-ink-300">{text.intro}</p>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={text.href.notifications}>{text.notifications}</Link>
        {dashboard && <Link to={text.href.dashboard}>{text.goDashboard}</Link>}
      </p>

      <section className="mt-10" aria-labelledby="going-title">
        <h2 id="going-title" className="heading-2">
          {text.goingTitle}
        </h2>
        {going.length === 0 ? (
          <p className="mt-3 text-ink-300">
            {text.goingEmpty[0]}
            <Link to={text.href.events}>{text.goingEmptyLink}</Link>
            {text.goingEmpty[1]}
          </p>
        ) : (
          <ul className="mt-4 space-y-3">
            {going.map((event) => (
              <li key={event.eventId} className="card p-4">
                <p className="font-semibold">
                  <Link to={to(`/events/${event.eventId}`)}>{event.name}</Link>
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
          {text.followingTitle}
        </h2>
        {followed.length === 0 ? (
          <p className="mt-3 text-ink-300">
            {text.followingEmpty[0]}
            <Link to={text.href.centers}>{text.followingEmptyLink}</Link>
            {text.followingEmpty[1]}
          </p>
        ) : (
          <ul className="mt-4 space-y-3">
            {followed.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="card p-4">
                <p className="text-xs font-semibold tracking-wide text-neon-300 uppercase">
                  {item.kind === "center" ? text.kindCenter : text.kindCommunity}
                </p>
                <p className="font-semibold">
                  {item.url ? <Link to={to(item.url)}>{item.name}</Link> : item.name}
                </p>
                {item.nextEvent ? (
                  <p className="mt-1 text-sm text-ink-300">
                    {text.next}{" "}
                    <Link to={to(`/events/${item.nextEvent.id}`)}>{item.nextEvent.name}</Link>,{" "}
                    <ZonedTime
                      value={item.nextEvent.startDate}
                      timeZone={item.nextEvent.timeZone}
                      label={item.nextEvent.startLabel}
                    />{" "}
                    ({zoneLabel(item.nextEvent.timeZone)})
                  </p>
                ) : (
                  <p className="mt-1 text-sm text-ink-300">{text.noUpcoming}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mt-10" aria-labelledby="feed-title">
        <h2 id="feed-title" className="heading-2">
          {text.feedTitle}
        </h2>
        <p className="mt-3 text-ink-300">{text.feedText}</p>
        {actionData ? (
          <div className="card mt-4 space-y-3 p-4">
            <Alert tone="success">{text.feedReady}</Alert>
            <p>
              <a href={actionData.webcalUrl}>{text.feedSubscribe}</a>
            </p>
            <label htmlFor="feed-url" className="block font-semibold">
              {text.feedHttps}
            </label>
            <input
              id="feed-url"
              type="text"
              readOnly
              value={actionData.httpsUrl}
              className="field-input w-full"
            />
            <p className="text-sm text-ink-300">{text.feedHowto}</p>
          </div>
        ) : hasFeed ? (
          <p className="mt-3 text-ink-300">{text.feedHas}</p>
        ) : null}
        <Form method="post" className="mt-4">
          <SubmitButton
            busy={navigation.state === "submitting"}
            label={hasFeed || actionData ? text.feedReset : text.feedCreate}
            busyLabel={text.feedBusy}
            className="btn-secondary"
          />
        </Form>
      </section>

      <section className="mt-10" aria-labelledby="data-title">
        <h2 id="data-title" className="heading-2">
          {text.dataTitle}
        </h2>
        <AccountDataLinks className="mt-3" text={text.data} />
      </section>
    </div>
  );
}
