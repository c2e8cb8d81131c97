/**
 * The RSVP box of an event page (issue 25 item 3): how many are going and, while the event has
 * not started, one button: **RSVP**, **Join waitlist** when full, or **Cancel RSVP** for a
 * viewer going or waiting. A plain form POST to the page, so it works without JavaScript; an
 * anonymous visitor's press goes to /login and back. After the start: the count only. Its words
 * come from the loader in the page's language (`rsvpText`, issue 28).
 */
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/form";
import type { RsvpText } from "~/i18n/events.server";

/** What the panel shows. `viewer` is the signed-in viewer's own status, never cached. */
export interface RsvpPanelProps {
  going: number;
  /** People on the waitlist (their count is in `text.count`). */
  waiting?: number;
  capacity: number | null;
  /** The event has started (RSVPs closed). */
  started: boolean;
  /** The event has ended (shown as who went, a count only). */
  ended: boolean;
  viewer: "going" | "waiting" | "cancelled" | null;
  /** The failed action's message, if any. */
  error?: string | null;
  /** The box's words, with the count line, in the page's language. */
  text: RsvpText;
}

/** The RSVP box. */
export function RsvpPanel({
  going,
  capacity,
  started,
  ended,
  viewer,
  error,
  text,
}: RsvpPanelProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (ended) {
    return (
      <section aria-labelledby="rsvp-title" className="card mt-6">
        <h2 id="rsvp-title" className="font-display text-lg font-bold text-white">
          {text.attendance}
        </h2>
        <p data-testid="rsvp-count">{text.went}</p>
      </section>
    );
  }
  const full = capacity !== null && going >= capacity;
  const active = viewer === "going" || viewer === "waiting";
  return (
    <section aria-labelledby="rsvp-title" className="card mt-6 flex flex-col gap-3">
      <h2 id="rsvp-title" className="font-display text-lg font-bold text-white">
        {text.heading}
      </h2>
      <p data-testid="rsvp-count">{text.count}</p>
      {error && <Alert tone="error">{error}</Alert>}
      {viewer === "going" && <p role="status">{text.going}</p>}
      {viewer === "waiting" && <p role="status">{text.waiting}</p>}
      {started ? (
        <p>{text.closed}</p>
      ) : (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value={active ? "cancel" : "rsvp"} />
          <button
            type="submit"
            className={active ? "btn-secondary" : "btn-primary"}
            disabled={busy}
          >
            {active ? text.cancel : full ? text.joinWaitlist : text.rsvp}
          </button>
          {!active && full && <span className="text-ink-300">{text.full}</span>}
        </Form>
      )}
    </section>
  );
}
