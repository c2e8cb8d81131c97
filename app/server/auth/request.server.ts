/**
 * Glue between route modules and the account actions: the running instances and the caller.
 */
import type { RouterContextProvider } from "react-router";
import { clientIpContext } from "~/lib/client-ip";
import { getConfig } from "../config.server";
import { getAuth, getDb } from "../runtime.server";
import type { AccountsContext, Client } from "./accounts.server";

/** better-auth, database and ADMIN_EMAILS of the running process. */
export function accountsContext(): AccountsContext {
  return { auth: getAuth(), db: getDb(), adminEmails: getConfig().adminEmails };
}

/** The caller of `request`: its headers and the client address from the load context. */
export function clientOf(request: Request, context: Readonly<RouterContextProvider>): Client {
  return { headers: request.headers, ip: context.get(clientIpContext) };
}
