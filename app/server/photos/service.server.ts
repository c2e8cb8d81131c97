/**
 * The photos area's service: serving a rendition (`/photos/<file>`) and removing deleted photos'
 * files from an external store. Uploads are made through the area that owns the subject (the
 * directory), which calls `index.server.ts`.
 */
import type { Database } from "../db/client.server";
import type { Clock, Jobs } from "../jobs/index.server";
import { externalPhotoStorage } from "./storage.server";
import { publicPhotoFileUrl, readPhotoFile, sweepPhotoDeletions } from "./store.server";

/** The queue of the periodic sweep of an external store (ADR 096). */
export const PHOTO_SWEEP_QUEUE = "photo-sweep";

/** How often the sweep runs (15 minutes). */
const SWEEP_EVERY_MS = 15 * 60 * 1000;

/**
 * Builds the photos service. With an external store (`STORAGE_URL`), registers the periodic
 * sweep of `photo_deletions` on `jobs` (scheduled by `schedulePhotoSweep` after the queue
 * started).
 * @param deps the database, and the job queue and clock (when the process runs one)
 */
export function createPhotosService(deps: { db: Database; jobs?: Jobs; clock?: Clock }) {
  const { jobs, clock } = deps;
  if (jobs && clock && externalPhotoStorage()) {
    jobs.register(PHOTO_SWEEP_QUEUE, async () => {
      while ((await sweepPhotoDeletions(deps.db)) > 0) {
        // Every pending key, 500 per round.
      }
      await schedulePhotoSweep({ jobs, clock });
    });
  }
  return {
    /**
     * One rendition by file name.
     * @returns its bytes and MIME type, or null when there is no such file
     * @throws the store's error (an unreachable bucket)
     */
    readFile: (input: { name: string }) => readPhotoFile(deps.db, input.name),
    /**
     * The store's public address of a rendition (`STORAGE_PUBLIC_URL`), to redirect to, or null
     * when we serve the file ourselves.
     */
    publicUrlOf: (input: { name: string }) => publicPhotoFileUrl(input.name),
    /**
     * Removes the files of deleted photos from an external store (after a deletion committed).
     * @returns how many photos' files went (0 with the database store)
     */
    sweepDeletions: () => sweepPhotoDeletions(deps.db),
  };
}

/**
 * Queues the next sweep of an external store, 15 minutes from now (idempotent per slot); nothing
 * with the database store. The runtime calls it after the queue started; each run queues the next.
 */
export async function schedulePhotoSweep(deps: { jobs: Jobs; clock: Clock }): Promise<void> {
  if (!externalPhotoStorage()) return;
  const slot = Math.floor(deps.clock.now().getTime() / SWEEP_EVERY_MS) + 1;
  await deps.jobs.send(
    PHOTO_SWEEP_QUEUE,
    { slot },
    { runAt: new Date(slot * SWEEP_EVERY_MS), singletonKey: `photo-sweep:${slot}` },
  );
}

/** The photos area's service object. */
export type PhotosService = ReturnType<typeof createPhotosService>;
