/**
 * Display formatting shared by browser and server (dates in the event's UTC time so server
 * and browser render the same text).
 */
import { formatInZone } from "./time-zone";

/** "Sat, Dec 5, 2026, 06:00 PM UTC" for a Date or ISO string. */
export function formatDateTime(value: Date | string): string {
  return formatInZone(value, "UTC");
}
