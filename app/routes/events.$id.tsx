/**
 * /events/{id}: a verified LAN party's page with schema.org Event JSON-LD, and its RSVP box
 * (issue 25 item 3): the going count, and RSVP / Join waitlist / Cancel RSVP as a form POST to
 * this page. Unverified or unknown events answer 404; a party deleted in the last 30 days while
 * people were going answers 410 with its name (their mails and calendars link here). A verified community has no page of its
 * own, so it is followed here, next to its name (issue 25 item 2). The page is in the anonymous
 * page cache (ADR 063): the count there may be one cache lifetime old; the viewer's own state
 * (RSVP, Following) is read only for a signed-in request, which is never cached (issue 25 item 8).
 * Texts in the URL's language, times on the venue's clock with its zone's abbreviation (issue 28
 * items 1 and 3, `app/i18n/events.server.ts`); an RSVP sends the visitor back to this language.
 */
import { data, Link, redirect } from "react-router";
import { FollowButton } from "~/components/follows/follow-button";
import { InsightsBeacon } from "~/components/insights/insights-beacon";
import type { Route } from "./+types/events.$id";
import { VisitorTimes, ZonedTime } from "~/components/events/party-times";
import { Detail, DetailArticle, WebsiteDetail } from "~/components/ui/detail-list";
import { Picture } from "~/components/photos/picture";
import { photoKeyOfUrl } from "~/lib/photo-urls";
import { eventJsonLd } from "~/lib/json-ld";
import { safeHttpUrl } from "~/lib/url";
import { RsvpPanel } from "~/components/events/rsvp-panel";
import { requireId } from "~/server/directory/owner-http.server";
import { appErrorAnswer, loadOr404 } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";
import { PUBLIC_PAGE } from "~/lib/public-page";
import { formValues } from "~/lib/form-fields";
import { cancelledEventAnswer } from "~/lib/cancelled-event";
import { localizedUrl, notFoundTitle } from "~/lib/seo";
import { inPageLanguage } from "~/i18n/actions.server";
import { cancelledEventMessage } from "~/i18n/error-pages.server";
import { eventText } from "~/i18n/events.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { attendance, auth, directory, config, follows } = servicesOf(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const event = await loadOr404(params.id, async (id) => {
    const found = await directory.getPublicEvent({ id });
    if (found) return found;
    // A party deleted while people were going: its link (mail, calendar) says so (410).
    const cancelled = await attendance.calendarFeed.cancelledEvent({ eventId: id });
    if (cancelled) {
      const message = cancelledEventMessage(locale, cancelled.name);
      throw data(cancelledEventAnswer(message), { status: 410 });
    }
    return null;
  });
  // Only a request with a session reads the viewer's state; such a page is never cached.
  const user = await auth.getSessionUser(request);
  const [counts, viewer, followingCommunity] = await Promise.all([
    attendance.countsOf({ eventId: event.id }),
    user ? attendance.viewerStatus({ userId: user.id, eventId: event.id }) : null,
    user && event.communityId
      ? follows.isFollowing({
          userId: user.id,
          target: { kind: "community", id: event.communityId },
        })
      : false,
  ]);
  const now = Date.now();
  return {
    event,
    locale,
    text: eventText(locale, event, counts),
    followingCommunity,
    url: `${config.publicUrl}/events/${event.id}`,
    ended: event.endDate.getTime() < now,
    started: event.startDate.getTime() <= now,
    counts,
    viewer,
  };
}

/**
 * RSVP (`intent=rsvp`) or Cancel RSVP (`intent=cancel`) for the signed-in user; visitors go to
 * /login and come back here. Success answers 303 to this page (reloading does not post again);
 * a refusal (closed, not public) keeps the page with its message, in the page's language.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { attendance, auth } = servicesOf(context);
  const eventId = requireId(params.id);
  const locale = localeFromPath(new URL(request.url).pathname);
  const user = await auth.requireUser(request);
  const values = formValues(await readFormData(request));
  try {
    if (values.intent === "cancel") await attendance.cancel({ userId: user.id, eventId });
    else await attendance.rsvp({ userId: user.id, eventId });
  } catch (error) {
    // The attendance area's refusal in the page's language (issue 28 item 1).
    return appErrorAnswer(inPageLanguage(locale, error), { intent: values.intent ?? "" });
  }
  throw redirect(localizeHref(locale, `/events/${eventId}`), 303);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: notFoundTitle(matches, "Event not found") }];
  const { event } = loaderData;
  // The canonical and og:url name this language's page (issue 28 item 2).
  const url = localizedUrl(matches, loaderData.url);
  return [
    { title: `${event.organizationName} | ${loaderData.text.metaSuffix}` },
    { name: "description", content: event.description.slice(0, 160) },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: event.organizationName },
    { property: "og:url", content: url },
  ];
}

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, url, ended, started, counts, viewer, followingCommunity, text, locale } =
    loaderData;
  const website = safeHttpUrl(event.website);
  // The cover is one of our photos (ADR 056); its absolute address goes into the JSON-LD.
  const coverKey = photoKeyOfUrl(event.imageUrl);
  const image = coverKey ? new URL(event.imageUrl!, url).href : null;
  const where = event.center
    ? { name: event.center.organizationName, address: event.center.address }
    : event.customLocation
      ? { name: event.customLocation, address: event.customLocation }
      : null;
  const jsonLd = eventJsonLd({
    organizationName: event.organizationName,
    description: event.description,
    startDate: new Date(event.startDate).toISOString(),
    endDate: new Date(event.endDate).toISOString(),
    url,
    website,
    imageUrl: image,
    place: where && { ...where, lat: event.lat, lng: event.lng },
    organizer: event.communityName,
  });
  return (
    <DetailArticle className="page max-w-3xl" jsonLd={jsonLd} back={text.back}>
      {event.communityName && (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm font-semibold tracking-wide text-neon-300 uppercase">
            {event.communityName}
          </p>
          {event.communityId && text.follow && (
            <FollowButton
              kind="community"
              id={event.communityId}
              following={followingCommunity}
              name={event.communityName}
              text={text.follow}
            />
          )}
        </div>
      )}
      <h1 className="heading-1 mt-1">{event.organizationName}</h1>
      {ended && (
        <p role="status" className="mt-4 rounded-lg bg-ink-800 px-4 py-2 text-ink-200">
          {text.ended}
        </p>
      )}
      {coverKey && (
        <div className="mt-6 overflow-hidden rounded-2xl">
          <Picture
            photoKey={coverKey}
            alt={event.organizationName}
            sizes="(min-width: 768px) 48rem, 100vw"
            width={1600}
            height={900}
            eager
            className="max-h-80 w-full object-cover"
          />
        </div>
      )}
      <dl className="mt-6 grid gap-3 sm:grid-cols-[8rem_1fr]">
        <Detail term={text.starts}>
          <ZonedTime value={event.startDate} timeZone={event.timeZone} label={text.times.start} />
        </Detail>
        <Detail term={text.ends}>
          <ZonedTime value={event.endDate} timeZone={event.timeZone} label={text.times.end} />
        </Detail>
        <Detail term={text.timeZone}>
          <span data-testid="party-time-zone">{text.zone}</span>
          <span className="text-ink-300">{text.localAtParty}</span>
          <VisitorTimes
            start={event.startDate}
            end={event.endDate}
            timeZone={event.timeZone}
            locale={locale}
            label={text.yourTime}
          />
        </Detail>
        {where && (
          <Detail term={text.where}>
            {event.center ? (
              <Link to={text.centerHref ?? `/lan-centers/${event.center.id}`}>
                {event.center.organizationName}
              </Link>
            ) : (
              where.name
            )}
            {event.center && <span className="block text-ink-300">{event.center.address}</span>}
          </Detail>
        )}
        {website && (
          <WebsiteDetail url={website} name={event.organizationName} text={text.website} />
        )}
      </dl>
      <RsvpPanel
        going={counts.going}
        waiting={counts.waiting}
        capacity={event.capacity}
        started={started}
        ended={ended}
        viewer={viewer}
        error={actionData?.formError ?? null}
        text={text.rsvp}
      />
      <p className="mt-6">
        {/* A file download, not a page: the browser hands it to the calendar app. */}
        <a href={`/go/calendar/${event.id}`} download className="btn-secondary">
          {text.addToCalendar}
          <span className="sr-only">{text.icsFile}</span>
        </a>
      </p>
      <p className="mt-6 text-lg leading-relaxed whitespace-pre-line">{event.description}</p>
      <InsightsBeacon kind="event" id={event.id} />
    </DetailArticle>
  );
}
