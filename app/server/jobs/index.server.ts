/**
 * The jobs area's public module (issue 25 item 4, ADR 074): the durable job queue every area
 * registers its jobs with, and the app's one clock. See README.md for how to use them.
 */
export { queueClockOf, systemClock, TestClock, type Clock, type QueueDrivingClock } from "./clock";
export {
  createJobs,
  JOB_QUEUE_CONNECTIONS,
  type JobContext,
  type JobHandler,
  type Jobs,
  type JobsDeps,
  type RetryOptions,
  type SendOptions,
} from "./jobs.server";
