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
  /** One request of a workload. */
  interface LoadRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests in all (instead of `duration`). */
    amount?: number;
    /** An unmeasured run (seconds, connections) just before the measured one. */
    warmup?: { connections: number; duration: number };
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /**
       * Called before each sending of this request with its template and the connection's
       * context; returns the request to send (null resets the connection's sequence).
       */
      setupRequest?: (request: LoadRequest, context: object) => LoadRequest | null;
    }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
