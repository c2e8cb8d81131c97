/**
 * One bounded queue for image work per process (issue 23 item 1, ADR 068): at most
 * `concurrency` jobs run at once and at most `maxWaiting` wait; past that a request is refused
 * at once with a 503 `AppError` carrying `Retry-After`, never piled up. A job is one photo's
 * decoding and encoding; a request's jobs (a gallery upload's photos, or one cover) are
 * admitted or refused together before anything is decoded.
 */
import { AppError } from "../errors/app-error";

/** The refusal when the queue is full. */
export const PHOTOS_BUSY_MESSAGE =
  "We are processing a lot of photos right now. Please try again in a minute; nothing was uploaded.";

/** A job not started because an earlier job of its request failed. */
class Skipped extends Error {}

/** How a queue is bounded. */
export interface WorkQueueOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting for a turn; one more is refused. */
  maxWaiting: number;
  /** The refusal's `Retry-After`, in seconds. */
  retryAfterSeconds: number;
}

/** A bounded queue of async jobs. */
export interface WorkQueue {
  /**
   * Admits `jobs` (one request's work, e.g. one job per photo) all together or not at all, then
   * runs each as soon as a place is free, in order of arrival. After a job fails, the request's
   * jobs not yet started are skipped.
   * @returns the jobs' results, in order
   * @throws AppError 503 `photos.busy` (with `retryAfterSeconds`) at once, before any job runs,
   *   when the jobs that could not start now would make more than `maxWaiting` wait; else the
   *   first error of a job
   */
  runAll<T>(jobs: readonly (() => Promise<T>)[]): Promise<T[]>;
  /** Jobs running and waiting now. */
  load(): { running: number; waiting: number };
}

/**
 * Builds a bounded queue (a first-in, first-out line in front of `concurrency` workers).
 * @param options concurrency ≥ 1, maxWaiting ≥ 0, retryAfterSeconds
 * @returns the queue
 * @throws RangeError for a concurrency below 1 or a negative maxWaiting
 */
export function createWorkQueue(options: WorkQueueOptions): WorkQueue {
  const { concurrency, maxWaiting, retryAfterSeconds } = options;
  if (!(concurrency >= 1) || !(maxWaiting >= 0)) throw new RangeError("invalid queue bounds");
  let running = 0;
  const waiting: (() => void)[] = [];
  const finished = () => {
    const start = waiting.shift();
    // The finishing job hands its place on without giving it up (`running` stays).
    if (start) start();
    else running -= 1;
  };
  /** A place for one admitted job: now, or when one frees up. */
  const place = (): Promise<void> => {
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  return {
    async runAll<T>(jobs: readonly (() => Promise<T>)[]): Promise<T[]> {
      const startNow = Math.max(0, concurrency - running - waiting.length);
      if (waiting.length + Math.max(0, jobs.length - startNow) > maxWaiting) {
        throw new AppError("photos.busy", PHOTOS_BUSY_MESSAGE, 503, { retryAfterSeconds });
      }
      let failed = false;
      const results = await Promise.allSettled(
        jobs.map(async (job) => {
          await place();
          try {
            if (failed) throw new Skipped();
            return await job();
          } catch (error) {
            failed = true;
            throw error;
          } finally {
            finished();
          }
        }),
      );
      // A job is skipped only after another one failed: throw that one's error.
      const failure = results.find(
        (result): result is PromiseRejectedResult =>
          result.status === "rejected" && !(result.reason instanceof Skipped),
      );
      if (failure) throw failure.reason;
      return results.map((result) => (result as PromiseFulfilledResult<T>).value);
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}

/**
 * The process's queue for all image decoding and encoding (gallery uploads and covers): two
 * photos at once, on a 2-core instance one per core (sharp itself uses one thread per image on
 * glibc), and 16 waiting (two full galleries), about 10 s of work at 40 megapixels (ADR 068).
 */
export const photoWork: WorkQueue = createWorkQueue({
  concurrency: 2,
  maxWaiting: 16,
  retryAfterSeconds: 15,
});
