/**
 * The attendance area's public functions for other areas (issue 25 item 3, ADR 077). The
 * `rsvps` table in `./schema.ts` is read and written only inside this area.
 */
export { exportFor, eraseFor, listGoingFor, type GoingEvent } from "./account.server";
export { createAttendanceService, type AttendanceService } from "./service.server";
export { type Promotion } from "./rsvps.server";
export { ATTENDANCE_MESSAGES, rsvp } from "./rsvps.server";
export { networkRsvps, rsvpsByDay, type RsvpDay } from "./insights.server";
