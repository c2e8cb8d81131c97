/**
 * A small round-robin HTTP proxy in front of several `node server.ts` instances, for the load
 * test's two-instance mode (scripts/loadtest.ts) and the fleet fault test
 * (tests/e2e/fleet.spec.ts): the fleet's Caddy (deploy/Caddyfile, ADR 098) in miniature.
 *
 * - Each request goes to the next live instance in turn, over keep-alive connections.
 * - `markKilled(port)` takes an instance out of the rotation at once (what Caddy's health check
 *   does within its interval) and remembers the moment: a request that was already sent to it
 *   and fails is "in flight on the killed instance". Its answer is a 502 carrying
 *   `KILLED_IN_FLIGHT_HEADER: 1`, or, when the answer had begun, a cut connection; `stats()`
 *   counts both apart from every other failure.
 * - A connection an instance refuses (stopping, or killed while nobody had marked it) is
 *   retried on the next one, as Caddy's `lb_try_duration` does; the request was never sent. So
 *   is a GET whose kept-alive connection the instance had just closed as idle.
 */
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from "node:http";

/** Header of the proxy's 502 for a request in flight on the killed instance. */
export const KILLED_IN_FLIGHT_HEADER = "x-fleet-killed-in-flight";

/** Headers that belong to one connection and are not passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
]);

/** Counts of what the proxy saw. */
export interface BalancerStats {
  /** Answers received per instance (in the order of the ports given). */
  answered: number[];
  /** Answers from the instances still alive, received after the kill. */
  answeredAfterKill: number;
  /** 502s for requests in flight on the killed instance. */
  killedInFlight: number;
  /** Answers from the killed instance cut off mid-way (the client sees a connection error). */
  cutMidAnswer: number;
  /** Every other failure: an error the kill does not explain. */
  otherErrors: number;
  /** The error codes of those other failures, with counts. */
  otherErrorCodes: Record<string, number>;
  /**
   * Requests whose answer took at least `SLOW_ANSWER_MS`, or that had no answer yet when
   * `stats()` was called (`ms` then is the time waited so far): the first 20.
   */
  slow: SlowRequest[];
}

/** One slow or unanswered request, for the load test's report. */
export interface SlowRequest {
  method: string;
  path: string;
  /** The instance's port. */
  port: number;
  /** Milliseconds from sending to the end of the answer (or to now). */
  ms: number;
  /** Milliseconds from the kill to sending (negative: sent before it); null without a kill. */
  sentAfterKillMs: number | null;
  answered: boolean;
}

/** An answer at least this slow is listed in `stats().slow` (autocannon's timeout is 10 s). */
export const SLOW_ANSWER_MS = 8_000;

/** A running proxy. */
export interface Balancer {
  url: string;
  /** Takes the instance on `port` out of the rotation now; in-flight requests on it are counted. */
  markKilled(port: number): void;
  stats(): BalancerStats;
  close(): Promise<void>;
}

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name)) copy[name] = value;
  }
  return copy;
}

/**
 * Starts the proxy on 127.0.0.1:`port` in front of the instances on `upstreamPorts`.
 * @returns the running proxy; rejects when the port is taken
 */
export function startBalancer(port: number, upstreamPorts: number[]): Promise<Balancer> {
  const upstreams = upstreamPorts.map((upstreamPort) => ({
    port: upstreamPort,
    agent: new Agent({ keepAlive: true, maxSockets: 128 }),
    /** performance.now() of the kill; undefined while it lives. */
    killedAt: undefined as number | undefined,
  }));
  const stats: BalancerStats = {
    answered: upstreams.map(() => 0),
    answeredAfterKill: 0,
    killedInFlight: 0,
    cutMidAnswer: 0,
    otherErrors: 0,
    otherErrorCodes: {},
    slow: [],
  };
  const otherError = (code: string) => {
    stats.otherErrors += 1;
    stats.otherErrorCodes[code] = (stats.otherErrorCodes[code] ?? 0) + 1;
  };
  let killTime: number | undefined;
  let turn = 0;
  /** Requests sent and not yet answered (or failed), for the unanswered ones in `stats()`. */
  const pending = new Set<Omit<SlowRequest, "ms" | "answered"> & { sentAt: number }>();
  const noteSlow = (entry: Omit<SlowRequest, "ms" | "answered"> & { sentAt: number }) => {
    pending.delete(entry);
    const ms = performance.now() - entry.sentAt;
    if (ms >= SLOW_ANSWER_MS && stats.slow.length < 20) {
      stats.slow.push({
        method: entry.method,
        path: entry.path,
        port: entry.port,
        sentAfterKillMs: entry.sentAfterKillMs,
        ms: Math.round(ms),
        answered: true,
      });
    }
  };

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => forward(Buffer.concat(chunks), 0));

    function forward(body: Buffer, attempt: number) {
      const live = upstreams.filter((upstream) => upstream.killedAt === undefined);
      const upstream = live[turn++ % live.length];
      if (!upstream) {
        otherError("no live instance");
        outgoing.writeHead(502, { "content-type": "text/plain" }).end("No live instance.");
        return;
      }
      const index = upstreams.indexOf(upstream);
      const sentAt = performance.now();
      const tracked = {
        method: incoming.method ?? "GET",
        path: incoming.url ?? "",
        port: upstream.port,
        sentAfterKillMs: killTime === undefined ? null : Math.round(sentAt - killTime),
        sentAt,
      };
      pending.add(tracked);
      const inFlightOnKilled = () => upstream.killedAt !== undefined && sentAt <= upstream.killedAt;
      /** An answer that began and broke off: counted once, the client's connection cut. */
      let cut = false;
      const cutAnswer = () => {
        if (cut) return;
        cut = true;
        if (inFlightOnKilled()) stats.cutMidAnswer += 1;
        else otherError("answer cut");
        outgoing.destroy();
      };
      const proxied = request(
        {
          host: "127.0.0.1",
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: withoutHopByHop(incoming.headers),
          agent: upstream.agent,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
          answer.pipe(outgoing);
          answer.on("end", () => {
            noteSlow(tracked);
            stats.answered[index]! += 1;
            if (killTime !== undefined && upstream.killedAt === undefined) {
              stats.answeredAfterKill += 1;
            }
          });
          answer.on("error", cutAnswer);
          answer.on("aborted", cutAnswer);
        },
      );
      proxied.on("error", (error: NodeJS.ErrnoException) => {
        pending.delete(tracked);
        if (outgoing.headersSent) {
          cutAnswer();
          return;
        }
        if (inFlightOnKilled()) {
          stats.killedInFlight += 1;
          outgoing
            .writeHead(502, { "content-type": "text/plain", [KILLED_IN_FLIGHT_HEADER]: "1" })
            .end("The instance went away while answering.");
          return;
        }
        // Never sent: a refused connection; or a kept-alive connection the instance closed as
        // idle just as a GET went out on it (Node's documented retry for `reusedSocket`).
        const neverSent =
          error.code === "ECONNREFUSED" ||
          (error.code === "ECONNRESET" &&
            proxied.reusedSocket &&
            (incoming.method === "GET" || incoming.method === "HEAD"));
        if (neverSent && attempt < upstreams.length) {
          forward(body, attempt + 1);
          return;
        }
        otherError(error.code ?? error.message);
        outgoing.writeHead(502, { "content-type": "text/plain" }).end(`Proxy error: ${error.code}`);
      });
      proxied.end(body);
    }
  });
  // autocannon's 100 connections stay open for the whole run.
  server.keepAliveTimeout = 60_000;

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      resolve({
        url: `http://127.0.0.1:${port}`,
        markKilled(killedPort) {
          const upstream = upstreams.find((candidate) => candidate.port === killedPort);
          if (!upstream) throw new Error(`no instance on port ${killedPort}`);
          killTime = performance.now();
          upstream.killedAt = killTime;
        },
        stats: () => {
          const now = performance.now();
          const unanswered = [...pending].map(({ sentAt, ...rest }) => ({
            ...rest,
            ms: Math.round(now - sentAt),
            answered: false,
          }));
          return {
            ...stats,
            answered: [...stats.answered],
            otherErrorCodes: { ...stats.otherErrorCodes },
            slow: [
              ...stats.slow,
              ...unanswered.filter((entry) => entry.ms >= SLOW_ANSWER_MS),
            ].slice(0, 20),
          };
        },
        close: () =>
          new Promise<void>((done) => {
            for (const upstream of upstreams) upstream.agent.destroy();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
