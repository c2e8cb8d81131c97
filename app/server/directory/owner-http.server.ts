/**
 * Route glue for the owner portal (authorization on the server for every loader and action): parses
 * an id parameter and turns `OwnerError`s into HTTP answers.
 */
import { data } from "react-router";
import { z } from "zod";
import { type OwnerError } from "./owner-errors.server";

/** The HTTP status for an owner error. */
export function statusOf(error: OwnerError): number {
  return error.status;
}

/**
 * A record id from the URL. @throws a 404 response when it is not a UUID (so any guess that
 * cannot exist answers like a missing row)
 */
export function requireId(value: string | null | undefined): string {
  const parsed = z.uuid().safeParse(value ?? "");
  if (!parsed.success) throw data(null, { status: 404, statusText: "Not Found" });
  return parsed.data;
}
