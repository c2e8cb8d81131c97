/**
 * The dashboard Overview's cards (docs/spec/owner-portal.md §2 "/dashboard", §8 "Dashboard"): one
 * LAN center with its review state, Edit/Photos/Delete, subscription and Next Steps tiles; one LAN
 * party with its dates and Edit. Delete and Next Steps are links to `?delete=` and `?nextSteps=`,
 * so the dialogs open without JavaScript.
 */
import { Link } from "react-router";
import { SubscriptionPanel } from "~/components/billing/subscription-panel";
import { formatPartyTime } from "~/lib/time-zone";
import { centerListingStatus, partyListingStatus } from "~/lib/listing-status";
import {
  MAX_CENTER_PHOTOS,
  photosLinkLabel,
  type OwnerCenterBase,
  type OwnerPartyCard,
} from "~/lib/owner-cards";
import type { SubscriptionSummary } from "~/lib/subscription-status";
import { safeHttpUrl } from "~/lib/url";
import { formatZonedTime } from "~/i18n/format";
import { useLocalizedHref } from "~/i18n/use-localized-href";
import { formatShortDate } from "~/i18n/format";
import { ListingStatusLine } from "./listing-status-line";
import { fillText, useDashboardText, type PhotosLinkText } from "./owner-text";
import { ReviewBadge } from "./review-badge";

/** One of the user's LAN centers as the Overview receives it. */
export interface DashboardCenter extends OwnerCenterBase {
  /** The live (else latest) subscription's status, or null. */
  subscription: { status: string } | null;
  subscriptionSummary: SubscriptionSummary | null;
}

/** One of the user's LAN parties as the Overview receives it. */
export type DashboardParty = OwnerPartyCard;

const tileClass = "rounded-lg border border-ink-600 p-3 no-underline hover:bg-ink-800";

/** A LAN center card; `subscriptionError` is the no-JavaScript cancel/resume failure, if any. */
export function CenterCard({
  center,
  subscriptionError,
}: {
  center: DashboardCenter;
  subscriptionError: string | null;
}) {
  const { cards: text, locale, panels, messages } = useDashboardText();
  const to = useLocalizedHref();
  const name = center.organizationName;
  return (
    <li className="card flex flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-bold text-white">{center.organizationName}</h3>
          <p className="text-sm text-ink-300">{center.communityName ?? text.noCommunity}</p>
        </div>
        <ReviewBadge
          verified={center.verified}
          rejectionReason={center.rejectionReason}
          labels={panels.review}
        />
      </div>
      <RejectionReason
        reason={center.verified ? null : center.rejectionReason}
        template={text.reason}
      />
      <ListingStatusLine
        messages={messages}
        forName={panels.listingFor}
        name={center.organizationName}
        status={centerListingStatus({
          ...center,
          subscriptionStatus: center.subscription?.status ?? null,
        })}
      />
      <div className="flex flex-wrap gap-2">
        <Link
          to={to(`/register-lan-center?edit=${center.id}`)}
          className="btn-secondary"
          aria-label={fillText(text.editAria, { name })}
        >
          {text.edit}
        </Link>
        <PhotosLink center={center} text={text.photos} />
        <Link
          to={to(`/dashboard?delete=${center.id}`)}
          className="btn-secondary"
          aria-label={fillText(text.deleteAria, { name })}
          preventScrollReset
        >
          {text.delete}
        </Link>
      </div>
      {center.subscription ? (
        // The panel gets the card's full width; Next Steps stays a one-line tile below it.
        <>
          <SubscriptionPanel
            locationId={center.id}
            locationName={center.organizationName}
            subscription={center.subscriptionSummary}
            redirectTo={to("/dashboard")}
            headingLevel={3}
            error={subscriptionError}
            text={panels.subscription}
          />
          <NextStepsTile center={center} />
        </>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Link to={to(`/payment?location=${center.id}`)} className={tileClass}>
            <span className="block text-sm font-semibold text-white">{text.subscription}</span>
            <span className="block text-sm text-ink-300">{text.noSubscription}</span>
          </Link>
          <NextStepsTile center={center} />
        </div>
      )}
      <p className="text-xs text-ink-300">
        {fillText(text.registered, { date: formatShortDate(locale, center.createdAt) })}
      </p>
    </li>
  );
}

/**
 * The center's photos, where owners look (issue 24 item 5): 'Add photos (2 of 8)' to the
 * gallery page; its accessible name adds the center's name.
 */
export function PhotosLink({
  center,
  className = "btn-secondary",
  text,
}: {
  center: { id: string; organizationName: string; photoCount: number };
  className?: string;
  /** The link's texts in the page's language (English, the spec's words, when omitted). */
  text?: PhotosLinkText;
}) {
  const count = center.photoCount;
  const label = text
    ? fillText(count < MAX_CENTER_PHOTOS ? text.add : text.full, { count })
    : photosLinkLabel(count);
  const name = center.organizationName;
  const to = useLocalizedHref();
  return (
    <Link
      to={to(`/lan-center-photos/${center.id}`)}
      className={className}
      aria-label={text ? fillText(text.aria, { label, name }) : `${label} for ${name}`}
    >
      {label}
    </Link>
  );
}

/** The Next Steps tile: opens `?nextSteps=` (the dialog works without JavaScript). */
function NextStepsTile({ center }: { center: DashboardCenter }) {
  const { cards: text } = useDashboardText();
  const to = useLocalizedHref();
  return (
    <Link to={to(`/dashboard?nextSteps=${center.id}`)} className={tileClass} preventScrollReset>
      <span className="block text-sm font-semibold text-white">{text.nextSteps}</span>
      <span className="block text-sm text-ink-300">
        {center.onboardingEmailSent ? text.inProgress : text.getStarted}
      </span>
    </Link>
  );
}

/** A rejected item's reason on its own full-width line, so the name keeps its room. */
function RejectionReason({ reason, template }: { reason: string | null; template: string }) {
  if (!reason) return null;
  return <p className="text-sm text-red-100">{fillText(template, { reason })}</p>;
}

/** A LAN party card. */
export function PartyCard({ party }: { party: DashboardParty }) {
  const website = safeHttpUrl(party.website);
  const { cards: text, locale, panels, messages } = useDashboardText();
  const to = useLocalizedHref();
  const name = party.organizationName;
  const count = party.attendees ?? 0;
  // The party's own clock: English as the spec shows it, other languages in their own words.
  const partyTime = (value: Date | string) =>
    locale === "en"
      ? formatPartyTime(value, party.timeZone)
      : formatZonedTime(locale, value, party.timeZone);
  return (
    <li className="card flex flex-col gap-2">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-display text-lg font-bold text-white">
          {party.organizationName}
        </h3>
        <ReviewBadge
          verified={party.verified}
          rejectionReason={party.rejectionReason}
          labels={panels.review}
        />
      </div>
      <RejectionReason
        reason={party.verified ? null : party.rejectionReason}
        template={text.reason}
      />
      <ListingStatusLine
        messages={messages}
        forName={panels.listingFor}
        name={party.organizationName}
        status={partyListingStatus(party)}
      />
      <p className="text-ink-300">{party.description}</p>
      <p className="text-sm">
        {fillText(text.starts, { time: partyTime(party.startDate) })}
        <br />
        {fillText(text.ends, { time: partyTime(party.endDate) })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link
          to={to(`/edit-lan-party/${party.id}`)}
          className="btn-secondary"
          aria-label={fillText(text.editAria, { name })}
        >
          {text.edit}
        </Link>
        <Link
          to={to(`/dashboard/events/${party.id}/attendees`)}
          className="btn-secondary"
          aria-label={fillText(text.attendeesAria, { count, name })}
        >
          {fillText(text.attendees, { count })}
        </Link>
        <Link
          to={to(`/dashboard?deleteParty=${party.id}`)}
          className="btn-secondary"
          aria-label={fillText(text.deleteAria, { name })}
          preventScrollReset
        >
          {text.delete}
        </Link>
        {website && (
          <a href={website} rel="noopener noreferrer nofollow" target="_blank">
            {text.visitWebsite}
          </a>
        )}
      </div>
      <p className="text-xs text-ink-300">
        {fillText(text.registered, { date: formatShortDate(locale, party.createdAt) })}
      </p>
    </li>
  );
}
