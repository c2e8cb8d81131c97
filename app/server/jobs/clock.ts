/**
 * The app's one clock (issue 25 item 4, ADR 074): every scheduling decision (when a reminder is
 * due, when a retry runs) reads `clock.now()`. Production uses the system clock; tests build a
 * `TestClock` and move it with `advance` instead of sleeping. A `TestClock` also moves the job
 * queue's own clock in the database (pg-boss's `job_now()`), so "due" means the same thing in
 * JavaScript and in SQL.
 */
import { TestClock as QueueTestClock } from "pg-boss";

/** Where the current time comes from. */
export interface Clock {
  /** The current time. */
  now(): Date;
}

/** The real time of the machine. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that also drives the job queue's clock in the database (pg-boss's `job_now()`):
 * `TestClock`, and local mode's opt-in app clock (app/server/local/app-clock.server.ts, ADR 084).
 */
export interface QueueDrivingClock extends Clock {
  /** pg-boss's clock, read only by the jobs area. */
  readonly queueClock: QueueTestClock;
}

/**
 * The pg-boss clock behind `clock`, when it drives one.
 * @returns the queue clock of a `QueueDrivingClock`, undefined for the system clock
 */
export function queueClockOf(clock: Clock): QueueTestClock | undefined {
  const queueClock = (clock as Partial<QueueDrivingClock>).queueClock;
  return queueClock instanceof QueueTestClock ? queueClock : undefined;
}

/**
 * A clock tests move by hand: it stands still until `advance` or `set` moves it. Hand it to
 * `createJobs` (and to the services) so that the queue and the app agree on the time.
 */
export class TestClock implements QueueDrivingClock {
  /** pg-boss's own test clock, driven by this one; read only by the jobs area. */
  readonly queueClock: QueueTestClock;

  /** @param start the time the clock shows first (default: the real time now) */
  constructor(start: Date = new Date()) {
    this.queueClock = new QueueTestClock(start);
  }

  now(): Date {
    return new Date(this.queueClock.now());
  }

  /**
   * Moves the clock forward by `ms` milliseconds, in the app and in the queue's tables. Fires no
   * queue timers (no background poll runs because of it): call `jobs.drain()` to run what came due.
   */
  async advance(ms: number): Promise<void> {
    if (!(ms >= 0)) throw new RangeError("TestClock.advance: ms must be 0 or more");
    await this.queueClock.setTime(this.queueClock.now() + ms);
  }

  /** Sets the clock to `time` (forwards or backwards), in the app and in the queue's tables. */
  async set(time: Date): Promise<void> {
    await this.queueClock.setTime(time);
  }
}
