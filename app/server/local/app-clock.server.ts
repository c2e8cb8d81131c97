/**
 * The app clock a browser test may move (issue 25 "Done when", ADR 084): local mode with
 * `APP_TEST_CLOCK=true` only; the runtime loads this module with a dynamic `import()` then and
 * never in production mode. The clock shows the real time plus an offset that only grows, in
 * steps of at most one second: every second (and at once on `advance`) it sets pg-boss's clock
 * to `Date.now() + offset`, so the queue's `job_now()` in the database and `clock.now()` in the
 * app read the same instant, as with `TestClock`. Unlike `TestClock`, pg-boss's timers are real
 * ones: the workers keep polling on their own (mail is delivered without anyone draining).
 * `/dev/app-clock` moves it and then runs what came due (`advanceAppClock`).
 */
import { TestClock as QueueTestClock } from "pg-boss";
import { AppError } from "../errors/app-error";
import type { Jobs, QueueDrivingClock } from "../jobs/index.server";

/** pg-boss's test clock with the machine's timers: time moves only by `setTime`, polls run. */
class RealTimerQueueClock extends QueueTestClock {
  override setTimeout(fn: () => void, ms: number): unknown {
    return setTimeout(fn, ms);
  }
  override setInterval(fn: () => void, ms: number): unknown {
    return setInterval(fn, ms);
  }
  override clearTimeout(handle: unknown): void {
    clearTimeout(handle as NodeJS.Timeout);
  }
  override clearInterval(handle: unknown): void {
    clearInterval(handle as NodeJS.Timeout);
  }
}

/** The longest single move: a year and a day, in milliseconds. */
export const MAX_ADVANCE_MS = 366 * 24 * 60 * 60 * 1000;

/** The system time plus an offset, driving the job queue's clock too (ADR 084). */
export class OffsetClock implements QueueDrivingClock {
  readonly queueClock: QueueTestClock = new RealTimerQueueClock(Date.now());
  #offsetMs = 0;
  /** setTime calls run one after the other (pg-boss refuses overlapping ones). */
  #chain: Promise<void> = Promise.resolve();
  readonly #timer: NodeJS.Timeout;

  constructor() {
    this.#timer = setInterval(() => void this.#sync().catch(() => undefined), 1000);
    this.#timer.unref();
  }

  /** The current app time (the last step: at most a second behind `Date.now() + offset`). */
  now(): Date {
    return new Date(this.queueClock.now());
  }

  /** How far ahead of the machine's time the clock runs, in milliseconds. */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  /**
   * Moves the clock `ms` milliseconds forward, in the app and in the queue's tables, and waits
   * until both show the new time.
   * @throws RangeError unless 0 <= ms <= MAX_ADVANCE_MS
   */
  async advance(ms: number): Promise<void> {
    if (!(ms >= 0 && ms <= MAX_ADVANCE_MS)) {
      throw new RangeError("OffsetClock.advance: ms must be from 0 to a year and a day");
    }
    this.#offsetMs += ms;
    await this.#sync();
  }

  /** Stops following the real time (the runtime calls it on shutdown). */
  stop(): void {
    clearInterval(this.#timer);
  }

  #sync(): Promise<void> {
    const next = this.#chain.then(() => this.queueClock.setTime(Date.now() + this.#offsetMs));
    this.#chain = next.catch(() => undefined);
    return next;
  }
}

/** What `/dev/app-clock` answers. */
export interface AppClockAnswer {
  /** The app's time after the move, ISO 8601. */
  now: string;
  /** How far ahead of the machine's time the app clock now runs, in whole seconds. */
  offsetSeconds: number;
}

/**
 * Moves the app clock `seconds` forward, then runs every job that came due (reminders, mail
 * deliveries, their retries) until none is due and none runs.
 * @param deps the opt-in clock and the job queue; undefined when `APP_TEST_CLOCK` is off
 * @param input.seconds whole seconds, 0 (only run what is due) up to a year and a day
 * @returns the new time and offset
 * @throws AppError 404 without the opt-in; 400 for a missing or out-of-range `seconds`
 */
export async function advanceAppClock(
  deps: { clock: OffsetClock; jobs: Jobs } | undefined,
  input: { seconds: number },
): Promise<AppClockAnswer> {
  if (!deps) throw new AppError("local.no_app_clock", "Not Found", 404);
  const ms = input.seconds * 1000;
  if (!Number.isInteger(input.seconds) || ms < 0 || ms > MAX_ADVANCE_MS) {
    throw new AppError(
      "local.bad_advance",
      "advance must be a whole number of seconds (or hours with h) from 0 to a year and a day.",
      400,
    );
  }
  await deps.clock.advance(ms);
  await deps.jobs.drain();
  return {
    now: deps.clock.now().toISOString(),
    offsetSeconds: Math.round(deps.clock.offsetMs / 1000),
  };
}
