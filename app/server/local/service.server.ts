/**
 * The local stand-ins' service (local mode only; ADR 007): the dev outbox page, the test-only
 * LAN center of /dev/seed-center and the demo data. The runtime loads this module with a
 * dynamic `import()` only when not in production mode, so production never loads
 * app/server/local/.
 */
import type { Database } from "../db/client.server";
import { listOutbox } from "../mail/outbox.server";
import { createDevCenter } from "./dev-centers.server";
import { seedDemoData } from "./seed.server";

/**
 * Builds the local service.
 * @param deps the database
 * @returns the dev pages' functions with the database closed over
 */
export function createLocalService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** The dev outbox, newest first (at most `limit`, default 100). */
    listOutbox: (input: { limit?: number } = {}) => listOutbox(db, input.limit),
    /** Creates an unverified LAN center owned by `userId`. @returns its id */
    createDevCenter: (input: { userId: string; name: string }) =>
      createDevCenter(db, input.userId, input.name),
    /** Inserts the demo data into an empty directory. @returns whether it did, and how much */
    seedDemoData: () => seedDemoData(db),
  };
}

/** The local stand-ins' service object (null in production mode). */
export type LocalService = ReturnType<typeof createLocalService>;
