/**
 * The client's address for one request, as Express resolved it (honouring TRUSTED_PROXIES),
 * carried in the router load context for rate limits and session records.
 */
import { createContext } from "react-router";

/** Router context key holding the client address ("unknown" when not known). */
export const clientIpContext = createContext<string>("unknown");
