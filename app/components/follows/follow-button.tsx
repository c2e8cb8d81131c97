/**
 * The Follow button of public center pages and party pages (issue 25 item 2, ADR 076): a form
 * POST to /follow that works without JavaScript; with it, a fetcher submits without a full reload
 * and shows the new state at once. `aria-pressed` tells the state; the text reads 'Follow' or
 * 'Following'. Anonymous visitors (and every cached copy of a page) get the plain 'Follow'. The
 * words come from the page's loader in its language (`followText`, issue 28).
 */
import { useFetcher, useLocation } from "react-router";

/** What the button follows and the viewer's current state. */
export interface FollowButtonProps {
  kind: "center" | "community";
  id: string;
  /** The viewer follows it (false for anonymous visitors). */
  following: boolean;
  /** What is followed, for the button's description ("Follow Pixel Arena"). */
  name: string;
  /** 'Follow', 'Following' and the spoken description ("LAN center Pixel Arena"). */
  text: { follow: string; following: string; description: string };
  className?: string;
}

/** The Follow / Following toggle. */
export function FollowButton({ kind, id, following, text, className }: FollowButtonProps) {
  const fetcher = useFetcher();
  const location = useLocation();
  // While a press is on its way, show where it is going.
  const pending = fetcher.formData?.get("follow");
  const pressed = pending === undefined || pending === null ? following : pending === "1";
  const descriptionId = `follow-${kind}-${id}`;
  return (
    <fetcher.Form method="post" action="/follow" preventScrollReset className={className}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="follow" value={pressed ? "0" : "1"} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-pressed={pressed}
        aria-describedby={descriptionId}
        className={pressed ? "btn-secondary" : "btn-primary"}
      >
        {pressed ? text.following : text.follow}
      </button>
      <span id={descriptionId} className="sr-only">
        {text.description}
      </span>
    </fetcher.Form>
  );
}
