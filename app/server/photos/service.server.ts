/**
 * The photos area's service: serving a rendition's bytes (`/photos/<file>`). Uploads are made
 * through the area that owns the subject (the directory), which calls `index.server.ts`.
 */
import type { Database } from "../db/client.server";
import { readPhotoFile } from "./store.server";

/**
 * Builds the photos service.
 * @param deps the database
 */
export function createPhotosService(deps: { db: Database }) {
  return {
    /**
     * One rendition by file name.
     * @returns its bytes and MIME type, or null when there is no such file
     */
    readFile: (input: { name: string }) => readPhotoFile(deps.db, input.name),
  };
}

/** The photos area's service object. */
export type PhotosService = ReturnType<typeof createPhotosService>;
