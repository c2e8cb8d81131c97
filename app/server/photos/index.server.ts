/**
 * The photos area's public functions for other areas (ADR 056). The `photos` and `photo_files`
 * tables in `./schema.ts` are read and written only inside this area.
 */
export {
  chosenFiles,
  inspectPhoto,
  MAX_PHOTO_BYTES,
  PHOTO_MESSAGES,
  processPhoto,
  renderPhoto,
  type InspectedPhoto,
  type ProcessedPhoto,
} from "./process.server";
export {
  openConfiguredPhotoStorage,
  usePhotoStorage,
  type PhotoFile,
  type PhotoStorage,
} from "./storage.server";
export { createPhotosService, schedulePhotoSweep, type PhotosService } from "./service.server";
export {
  listPhotos,
  listSubjectPhotos,
  prunePhotos,
  storePhoto,
  sweepPhotoDeletions,
  type PhotoSubjectKind,
  type StoredPhoto,
} from "./store.server";
export { photoWork, type WorkQueue } from "./work-queue.server";
export { erasePhotoData, exportPhotoData } from "./personal-data.server";
export { PHOTOS_BUSY_MESSAGE } from "./work-queue.server";
