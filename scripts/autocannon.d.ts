// The subset of autocannon's API the benchmark scripts use (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests in all (instead of `duration`). */
    amount?: number;
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
