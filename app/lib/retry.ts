/**
 * Retry with exponential back-off, used by the maps loader (docs/spec/public-site.md §4 "Map",
 * §9: 3 attempts with exponentially growing delay).
 */

/** Options for `retry`: attempt count, first delay in milliseconds, and the sleep function. */
export interface RetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `task` up to `attempts` times (default 3), waiting baseDelayMs, 2×, 4×… between tries.
 * Resolves with the first success. @throws the last error when every attempt fails
 */
export async function retry<T>(task: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = 3, baseDelayMs = 500, sleep = defaultSleep } = options;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      if (attempt < attempts - 1) await sleep(baseDelayMs * 2 ** attempt);
    }
  }
  throw lastError;
}
