/**
 * /dev/fail (local mode only): a page whose loader fails, answered by the site's error page with
 * its reference, the request id also in the server's log line and `X-Request-Id` (issue 29
 * item 4, ADR 097). A developer tool and the browser test of that reference; 404 in production
 * mode like every /dev/* page.
 */
import type { Route } from "./+types/dev.fail";
import { localServicesOf } from "~/server/services.server";

export function loader({ context }: Route.LoaderArgs): never {
  localServicesOf(context);
  throw new Error("Deliberate failure of /dev/fail");
}

/** Never shown: the loader always fails, so the root error page renders instead. */
export default function DevFail() {
  return null;
}
