/**
 * Router context key with the client's network address, set per request by server.ts from
 * Express `req.ip` (which honours TRUSTED_PROXIES). Empty when unknown (e.g. in unit tests).
 * Used for per-client rate limits such as the partner lead form's.
 */
import { createContext } from "react-router";

/** The client's address as a string, "" when unknown. */
export const clientAddressContext = createContext<string>("");
