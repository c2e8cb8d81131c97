/**
 * Hidden `timezoneOffset` field for forms with `datetime-local` inputs: the browser's offset
 * from UTC in minutes (`Date#getTimezoneOffset`), set after hydration; 0 (UTC) without JavaScript.
 */
import { useEffect, useRef, useState } from "react";

/** The browser's offset on the typed local date and time ("2031-05-01T18:00"), else today's. */
function offsetOn(localDateTime: string | undefined): number {
  const date = localDateTime ? new Date(localDateTime) : new Date();
  return Number.isNaN(date.getTime()) ? new Date().getTimezoneOffset() : date.getTimezoneOffset();
}

/**
 * The hidden offset input. The offset is the one in force on the form's typed start date
 * (`startDate`), so a party typed in winter for a summer date gets summer time (issue 14 item 5).
 */
export function TimezoneOffsetInput() {
  const ref = useRef<HTMLInputElement>(null);
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const start = ref.current?.form?.querySelector<HTMLInputElement>('input[name="startDate"]');
    const update = () => setOffset(offsetOn(start?.value));
    update();
    start?.addEventListener("input", update);
    start?.addEventListener("change", update);
    return () => {
      start?.removeEventListener("input", update);
      start?.removeEventListener("change", update);
    };
  }, []);
  return <input ref={ref} type="hidden" name="timezoneOffset" value={offset} />;
}

/** The browser's offset after hydration (0 during server rendering). */
export function useTimezoneOffset(): { offset: number; hydrated: boolean } {
  const [state, setState] = useState({ offset: 0, hydrated: false });
  useEffect(() => setState({ offset: new Date().getTimezoneOffset(), hydrated: true }), []);
  return state;
}
