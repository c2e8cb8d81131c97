/**
 * The upload gate (issue 23 items 1 and 4a, ADR 068): what server.ts answers before reading the
 * body of a write to a large-body route. The session and ownership lookups are stand-ins here
 * (tests/e2e/photo-burst.spec.ts runs the real ones); the per-user limit runs on PGlite's leases.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { acquireLease, releaseLease } from "../limits/index.server";
import { MAX_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from "./body-limit.server";
import {
  createUploadGate,
  UPLOAD_GATE_MESSAGES,
  UPLOAD_LEASE,
  type GateRequest,
  type UploadGateDeps,
} from "./upload-gate.server";

const CENTER = "8f0c1c1e-1111-4222-8333-944445555666";
const LARGE = String(MAX_UPLOAD_BODY_BYTES);
const SMALL = String(MAX_BODY_BYTES);

function request(overrides: Partial<GateRequest> & { header?: Record<string, string> } = {}) {
  const { header, ...rest } = overrides;
  return {
    method: "POST",
    path: `/lan-center-photos/${CENTER}`,
    search: "",
    contentLength: LARGE,
    headers: new Headers(header ?? {}),
    ...rest,
  } satisfies GateRequest;
}

/** Stand-in dependencies that record what they were asked. */
function fakeDeps(user: string | null, owns = true) {
  const calls: string[] = [];
  const deps: UploadGateDeps = {
    sessionUserId: async () => {
      calls.push("session");
      return user;
    },
    ownsCenter: async (userId, centerId) => {
      calls.push(`owns ${userId} ${centerId}`);
      return owns;
    },
    acquire: async (userId) => {
      calls.push(`acquire ${userId}`);
      return true;
    },
    release: async (userId) => {
      calls.push(`release ${userId}`);
    },
  };
  return { deps, calls };
}

describe("the upload gate", () => {
  it("lets reads and other paths through without looking anything up", async () => {
    const { deps, calls } = fakeDeps(null);
    const gate = createUploadGate(deps);
    expect(await gate(request({ method: "GET" }))).toEqual({ pass: true });
    expect(await gate(request({ path: "/login" }))).toEqual({ pass: true });
    expect(calls).toEqual([]);
  });

  it("without a session, a large body is refused unread: 401 closing the connection, or 303 to sign in for a browser's form post", async () => {
    const gate = createUploadGate(fakeDeps(null).deps);
    expect(await gate(request())).toEqual({
      pass: false,
      status: 401,
      body: UPLOAD_GATE_MESSAGES.signedOut,
      headers: { "Cache-Control": "no-store", Connection: "close" },
    });
    expect(
      await gate(request({ path: `/lan-center-photos/${CENTER}.data`, header: { accept: "*/*" } })),
    ).toMatchObject({ status: 401 });
    const navigation = await gate(
      request({
        path: "/register-lan-center",
        search: "?edit=1",
        contentLength: String(MAX_BODY_BYTES + 1),
        header: { "sec-fetch-mode": "navigate", accept: "text/html" },
      }),
    );
    expect(navigation).toMatchObject({
      pass: false,
      status: 303,
      headers: { Location: "/login?redirectTo=%2Fregister-lan-center%3Fedit%3D1" },
    });
    expect(navigation.pass === false && navigation.headers.Connection).toBeUndefined();
  });

  it("a body up to 1 MiB goes on to the route without any lookup (its own answers, also in an outage)", async () => {
    for (const user of [null, "owner-s"]) {
      const { deps, calls } = fakeDeps(user);
      const gate = createUploadGate({
        ...deps,
        sessionUserId: () => Promise.reject(new Error("connection refused")),
      });
      expect(await gate(request({ path: "/register-lan-center", contentLength: SMALL }))).toEqual({
        pass: true,
      });
      expect(await gate(request({ contentLength: SMALL }))).toEqual({ pass: true });
      expect(calls).toEqual([]);
    }
  });

  it("someone else's (or a missing) center: 404 unread, closing the connection; covers have no owner check", async () => {
    const { deps, calls } = fakeDeps("user-b", false);
    const gate = createUploadGate(deps);
    expect(await gate(request())).toMatchObject({
      pass: false,
      status: 404,
      body: UPLOAD_GATE_MESSAGES.notFound,
      headers: { Connection: "close" },
    });
    expect(calls).toEqual(["session", `owns user-b ${CENTER}`]);
    const cover = await gate(request({ path: "/edit-lan-party/p1" }));
    expect(cover.pass).toBe(true);
    expect(calls.slice(2)).toEqual(["session", "acquire user-b"]);
  });

  it("the owner passes and gives the place back when the response is done", async () => {
    const { deps, calls } = fakeDeps("owner-a");
    const answer = await createUploadGate(deps)(request());
    expect(answer.pass).toBe(true);
    if (!answer.pass) return;
    await answer.release?.();
    expect(calls).toEqual([
      "session",
      `owns owner-a ${CENTER}`,
      "acquire owner-a",
      "release owner-a",
    ]);
  });

  it("a failing lookup (database down) answers 503 with Retry-After instead of reading the body", async () => {
    const { deps } = fakeDeps(null);
    const gate = createUploadGate({
      ...deps,
      sessionUserId: () => Promise.reject(new Error("connection refused")),
    });
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      expect(await gate(request())).toMatchObject({
        pass: false,
        status: 503,
        headers: { "Retry-After": "10" },
      });
    } finally {
      console.error = log;
    }
    expect(errors).toHaveLength(1);
  });

  describe("at most 2 writes in flight per user, on the database's leases", () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase("PGlite");
    });
    afterAll(() => handle?.close());

    it("holds under parallel requests: 2 pass, the others get 429 with Retry-After; a finished one frees a place", async () => {
      const lease = (userId: string) => `photo-upload:user:${userId}`;
      const gate = createUploadGate({
        ...fakeDeps("owner-c").deps,
        acquire: (userId) => acquireLease(handle.db, lease(userId), 1, UPLOAD_LEASE),
        release: (userId) => releaseLease(handle.db, lease(userId), 1),
      });
      const answers = await Promise.all(Array.from({ length: 6 }, () => gate(request())));
      const passed = answers.filter((answer) => answer.pass);
      expect(passed).toHaveLength(2);
      for (const answer of answers.filter((a) => !a.pass)) {
        expect(answer).toMatchObject({
          status: 429,
          body: UPLOAD_GATE_MESSAGES.busy,
          headers: { "Retry-After": "10" },
        });
      }
      // Bodies up to 1 MiB take no place (the route answers them as any other form).
      expect((await gate(request({ contentLength: SMALL }))).pass).toBe(true);
      const [first] = passed;
      if (first?.pass) await first.release?.();
      expect((await gate(request())).pass).toBe(true);
      expect((await gate(request())).pass).toBe(false);
    });
  });
});
