/**
 * A notice that goes away on its own (docs/spec/public-site.md §9: 'New code sent! Check your
 * email.' clears after 3 s). Without JavaScript it simply stays.
 */
import { useEffect, useState } from "react";

/** How long a 'code sent' notice stays (docs/spec/public-site.md §9). */
export const FLEETING_NOTICE_MS = 3000;

/**
 * Whether `trigger`'s notice is still to be shown: true when `trigger` changes (a new answer
 * object, even with the same text), false `ms` later.
 * @param trigger the answer carrying the notice, or a falsy value for none
 * @param ms milliseconds to show it (default 3000)
 */
export function useFleeting(trigger: unknown, ms: number = FLEETING_NOTICE_MS): boolean {
  const [visible, setVisible] = useState(Boolean(trigger));
  useEffect(() => {
    if (!trigger) return;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), ms);
    return () => clearTimeout(timer);
  }, [trigger, ms]);
  return Boolean(trigger) && visible;
}
