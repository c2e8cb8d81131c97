/**
 * The dashboard's 'Parties at your centers' (issue 18 item 7, ADR 052): LAN parties by other
 * organisers that name one of the user's centers as their venue. A party is listed on the
 * center's public page only after its owner accepts it here. Plain POST forms (intents
 * `venue-accept` and `venue-decline`), so they work without JavaScript.
 */
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/form";
import { answerFor, type FormAnswer } from "~/lib/form-answer";
import { formatZonedTime } from "~/i18n/format";
import { fillText, translate, useDashboardText } from "./owner-text";

/** One request as the dashboard loader sends it. */
export interface VenueRequestItem {
  eventId: string;
  partyName: string;
  startDate: Date | string;
  endDate: Date | string;
  centerName: string;
  consent: "pending" | "accepted" | "declined";
}

/** The section; nothing when no party names the user's centers. */
export function VenueRequests({
  requests,
  answer,
}: {
  requests: VenueRequestItem[];
  answer: FormAnswer | undefined;
}) {
  const navigation = useNavigation();
  const { panels, messages, locale } = useDashboardText();
  const text = panels.venues;
  // UTC, so server and browser render the same text ("Sat, Dec 5, 2026, 06:00 PM UTC").
  const time = (value: Date | string) => formatZonedTime(locale, value, "UTC");
  const venueAnswer = answerFor(answer, "venue");
  if (requests.length === 0 && !venueAnswer) return null;
  const busy = navigation.state === "submitting";
  return (
    <section aria-labelledby="venue-requests-title" className="grid gap-4">
      <h2 id="venue-requests-title" className="heading-2">
        {fillText(text.title, { count: requests.length })}
      </h2>
      <p className="text-ink-300">{text.intro}</p>
      {venueAnswer?.notice && (
        <Alert tone="success">{translate(messages, venueAnswer.notice)}</Alert>
      )}
      {venueAnswer?.formError && (
        <Alert tone="error">{translate(messages, venueAnswer.formError)}</Alert>
      )}
      <ul className="grid gap-4 md:grid-cols-2">
        {requests.map((request) => (
          <li key={request.eventId} className="card flex flex-col gap-2">
            <h3 className="font-display text-lg font-bold text-white">{request.partyName}</h3>
            <p className="text-sm text-ink-300">
              {fillText(text.at, {
                center: request.centerName,
                start: time(request.startDate),
                end: time(request.endDate),
              })}
            </p>
            <p className="text-sm text-white">{text[request.consent]}</p>
            <Form method="post" className="flex gap-2" preventScrollReset>
              <input type="hidden" name="eventId" value={request.eventId} />
              {request.consent !== "accepted" && (
                <button
                  type="submit"
                  name="intent"
                  value="venue-accept"
                  className="btn-primary"
                  disabled={busy}
                  aria-label={fillText(text.acceptAria, {
                    party: request.partyName,
                    center: request.centerName,
                  })}
                >
                  {text.accept}
                </button>
              )}
              {request.consent !== "declined" && (
                <button
                  type="submit"
                  name="intent"
                  value="venue-decline"
                  className="btn-secondary"
                  disabled={busy}
                  aria-label={fillText(text.declineAria, {
                    party: request.partyName,
                    center: request.centerName,
                  })}
                >
                  {text.decline}
                </button>
              )}
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
