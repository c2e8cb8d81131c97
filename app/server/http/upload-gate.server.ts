/**
 * The upload gate (issue 23 items 1 and 4a, ADR 068): server.ts asks it about every write to a
 * route that takes bodies over 1 MiB (`largeBodyRoute`: the gallery upload and the three cover
 * forms) before anything reads the body.
 *
 * - A body over 1 MiB without a valid session (better-auth's own session lookup) is refused
 *   unread: a browser's form post (a page navigation) with 303 to the sign-in page, which
 *   brings the user back to the form; anything else with 401.
 * - A body over 1 MiB to `/lan-center-photos/{id}` from someone who does not own that center is
 *   refused unread with 404, as the page answers a missing or foreign center.
 * - A signed-in user has at most `UPLOAD_LEASE.max` writes over 1 MiB to these routes in
 *   flight, counted in the database (a lease in the limits area), so the limit holds across
 *   instances and under parallel requests; one more is refused unread with 429 and `Retry-After`.
 *
 * Writes up to 1 MiB go on to the route without any lookup here, as on every other route: the
 * route answers them as before (the registration forms tell a visitor to sign in and keep what
 * they typed; the gallery refuses photos over its free slots before decoding any).
 *
 * No refused body is read by a handler. A 401 or 404 also closes the connection, so the rest of
 * the body is not even received; the answers meant for a browser or a signed-in owner (303, 429,
 * 503) keep it open and Node discards the body as it arrives (nothing kept in memory), because a
 * connection closed while the browser still sends makes it show a connection error instead of
 * the answer.
 */
import {
  MAX_BODY_BYTES,
  largeBodyRoute,
  pagePathOf,
  type LargeBodyRoute,
} from "./body-limit.server";

/** Writes in flight per user and how long a dead process's count is kept (ADR 068). */
export const UPLOAD_LEASE = { max: 2, ttlSeconds: 600 } as const;

/** Seconds to wait before trying again after a 429 or 503 of the gate. */
export const UPLOAD_RETRY_SECONDS = 10;

/** The gate's plain-text answers. */
export const UPLOAD_GATE_MESSAGES = {
  signedOut: "Please sign in to upload photos. Your session has ended or you are not signed in.",
  notFound: "Location not found or you do not have permission to edit it.",
  busy: "Your other uploads are still being processed. Please wait for them to finish, then try again.",
  unavailable: "Uploads cannot be checked right now. Please try again in a moment.",
} as const;

/** What the gate reads of a request: no body. */
export interface GateRequest {
  method: string;
  /** The path without the query. */
  path: string;
  /** The query, with its `?`, or "". */
  search: string;
  /** The declared `Content-Length` (server.ts refuses bodies without one before). */
  contentLength: string | undefined;
  /** The request's headers (Cookie for the session, Accept and Sec-Fetch-Mode). */
  headers: Headers;
}

/** The gate's decision. */
export type GateAnswer =
  | {
      pass: true;
      /** Call once the response has finished (gives the user's place back). */
      release?: () => Promise<void>;
    }
  | {
      pass: false;
      status: 303 | 401 | 404 | 429 | 503;
      headers: Record<string, string>;
      body: string;
    };

/** What the gate is built from (the runtime's auth, directory and limits functions). */
export interface UploadGateDeps {
  /** The request's signed-in user id, or null (better-auth's session lookup). */
  sessionUserId(headers: Headers): Promise<string | null>;
  /** Whether `userId` owns the center `centerId` (false for a malformed id). */
  ownsCenter(userId: string, centerId: string): Promise<boolean>;
  /** Takes one of the user's places (`UPLOAD_LEASE`); false when all are taken. */
  acquire(userId: string): Promise<boolean>;
  /** Gives one back. */
  release(userId: string): Promise<void>;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const PASS: GateAnswer = { pass: true };

function refusal(
  status: 303 | 401 | 404 | 429 | 503,
  body: string,
  headers: Record<string, string> = {},
): GateAnswer {
  const close: Record<string, string> =
    status === 401 || status === 404 ? { Connection: "close" } : {};
  return {
    pass: false,
    status,
    body,
    headers: { "Cache-Control": "no-store", ...close, ...headers },
  };
}

/** A page navigation (a form posted without JavaScript), not a data request. */
function isNavigation(request: GateRequest): boolean {
  if (request.path.endsWith(".data")) return false;
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/**
 * Builds the gate.
 * @param deps the session lookup, the ownership check and the user's lease
 * @returns a function answering each request: pass (with a release to call when the response
 *   has finished), or the refusal to send without reading the body; 503 with `Retry-After` when
 *   a dependency fails (a database outage), which is logged. It never throws.
 */
export function createUploadGate(
  deps: UploadGateDeps,
): (request: GateRequest) => Promise<GateAnswer> {
  const decide = async (request: GateRequest, route: LargeBodyRoute): Promise<GateAnswer> => {
    const declared = Number(request.contentLength ?? 0);
    const large = !Number.isFinite(declared) || declared > MAX_BODY_BYTES;
    // A body up to 1 MiB is what every other route may take: the route answers it as before
    // (no lookup here, so a database outage shows the page's own error, not the gate's).
    if (!large) return PASS;
    const userId = await deps.sessionUserId(request.headers);
    if (!userId) {
      if (isNavigation(request)) {
        const back = `${pagePathOf(request.path)}${request.search}`;
        return refusal(303, UPLOAD_GATE_MESSAGES.signedOut, {
          Location: `/login?redirectTo=${encodeURIComponent(back)}`,
        });
      }
      return refusal(401, UPLOAD_GATE_MESSAGES.signedOut);
    }
    if (route.centerId !== null && !(await deps.ownsCenter(userId, route.centerId))) {
      return refusal(404, UPLOAD_GATE_MESSAGES.notFound);
    }
    if (!(await deps.acquire(userId))) {
      return refusal(429, UPLOAD_GATE_MESSAGES.busy, {
        "Retry-After": String(UPLOAD_RETRY_SECONDS),
      });
    }
    return { pass: true, release: () => deps.release(userId) };
  };
  return async (request) => {
    const route = largeBodyRoute(request.path);
    if (!route || SAFE_METHODS.has(request.method.toUpperCase())) return PASS;
    try {
      return await decide(request, route);
    } catch (error) {
      console.error("upload gate: the session or the upload limit could not be checked", error);
      return refusal(503, UPLOAD_GATE_MESSAGES.unavailable, {
        "Retry-After": String(UPLOAD_RETRY_SECONDS),
      });
    }
  };
}
