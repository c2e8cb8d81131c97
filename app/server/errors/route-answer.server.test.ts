/**
 * Route answers of an `AppError` that says when to retry (issue 23, ADR 068): a busy image
 * queue's 503 carries `Retry-After` in the action's answer, and the routes' `headers` export
 * passes it on to the page or data response (React Router keeps only cookies otherwise).
 */
import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { appErrorAnswer, retryAfterHeaders } from "./route-answer.server";

type HeadersArgs = Parameters<typeof retryAfterHeaders>[0];

function args(action: Headers, parent = new Headers()): HeadersArgs {
  return {
    actionHeaders: action,
    loaderHeaders: new Headers(),
    parentHeaders: parent,
    errorHeaders: undefined,
  } as HeadersArgs;
}

describe("Retry-After of an AppError", () => {
  it("the form's answer carries the status and Retry-After; the route's headers pass it on", () => {
    const busy = new AppError("photos.busy", "Busy.", 503, { retryAfterSeconds: 15 });
    const answer = appErrorAnswer(busy, { intent: "upload" }, "upload");
    expect(answer.init?.status).toBe(503);
    const headers = new Headers(answer.init?.headers);
    expect(headers.get("Retry-After")).toBe("15");
    expect(answer.data).toMatchObject({ formError: "Busy.", intent: "upload" });
    const page = new Headers(
      retryAfterHeaders(args(headers, new Headers({ "X-Parent": "1" }))) as HeadersInit,
    );
    expect(page.get("Retry-After")).toBe("15");
    expect(page.get("Cache-Control")).toBe("no-store");
    expect(page.get("X-Parent")).toBe("1");
  });

  it("other errors carry no Retry-After", () => {
    const refused = new AppError("directory.photos_refused", "Too many.", 400);
    const answer = appErrorAnswer(refused, {});
    expect(new Headers(answer.init?.headers).has("Retry-After")).toBe(false);
    expect(
      new Headers(retryAfterHeaders(args(new Headers())) as HeadersInit).has("Retry-After"),
    ).toBe(false);
  });
});
