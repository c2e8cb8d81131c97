/**
 * Hidden `timezoneOffset` field for forms with `datetime-local` inputs: the browser's offset
 * from UTC in minutes (`Date#getTimezoneOffset`), set after hydration; 0 (UTC) without JavaScript.
 */
import { useEffect, useState } from "react";

/** The hidden offset input. */
export function TimezoneOffsetInput() {
  const [offset, setOffset] = useState(0);
  useEffect(() => setOffset(new Date().getTimezoneOffset()), []);
  return <input type="hidden" name="timezoneOffset" value={offset} />;
}

/** The browser's offset after hydration (0 during server rendering). */
export function useTimezoneOffset(): { offset: number; hydrated: boolean } {
  const [state, setState] = useState({ offset: 0, hydrated: false });
  useEffect(() => setState({ offset: new Date().getTimezoneOffset(), hydrated: true }), []);
  return state;
}
