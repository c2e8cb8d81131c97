/**
 * The RSVP box of an event page (issue 25 item 3): how many are going and, while the event has
 * not started, one button: **RSVP**, **Join waitlist** when full, or **Cancel RSVP** for a
 * viewer going or waiting. A plain form POST to the page, so it works without JavaScript; an
 * anonymous visitor's press goes to /login and back. After the start: the count only.
 */
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/form";

/** What the panel shows. `viewer` is the signed-in viewer's own status, never cached. */
export interface RsvpPanelProps {
  going: number;
  waiting: number;
  capacity: number | null;
  /** The event has started (RSVPs closed). */
  started: boolean;
  /** The event has ended (shown as who went, a count only). */
  ended: boolean;
  viewer: "going" | "waiting" | "cancelled" | null;
  /** The failed action's message, if any. */
  error?: string | null;
}

function people(n: number): string {
  return n === 1 ? "1 gamer" : `${n} gamers`;
}

/** The RSVP box. */
export function RsvpPanel({
  going,
  waiting,
  capacity,
  started,
  ended,
  viewer,
  error,
}: RsvpPanelProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (ended) {
    return (
      <section aria-labelledby="rsvp-title" className="card mt-6">
        <h2 id="rsvp-title" className="font-display text-lg font-bold text-white">
          Attendance
        </h2>
        <p data-testid="rsvp-count">{people(going)} went.</p>
      </section>
    );
  }
  const full = capacity !== null && going >= capacity;
  const active = viewer === "going" || viewer === "waiting";
  return (
    <section aria-labelledby="rsvp-title" className="card mt-6 flex flex-col gap-3">
      <h2 id="rsvp-title" className="font-display text-lg font-bold text-white">
        RSVP
      </h2>
      <p data-testid="rsvp-count">
        {people(going)} going
        {capacity !== null && ` of ${capacity} ${capacity === 1 ? "place" : "places"}`}
        {waiting > 0 && `, ${waiting} on the waitlist`}.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {viewer === "going" && <p role="status">You're going.</p>}
      {viewer === "waiting" && (
        <p role="status">You're on the waitlist. We'll e-mail you if a place comes free.</p>
      )}
      {started ? (
        <p>RSVPs are closed: this event has started.</p>
      ) : (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value={active ? "cancel" : "rsvp"} />
          <button
            type="submit"
            className={active ? "btn-secondary" : "btn-primary"}
            disabled={busy}
          >
            {active ? "Cancel RSVP" : full ? "Join waitlist" : "RSVP"}
          </button>
          {!active && full && <span className="text-ink-300">This event is full.</span>}
        </Form>
      )}
    </section>
  );
}
