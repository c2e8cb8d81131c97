/**
 * The photos area's tables (issue 14 item 1, ADR 056): every uploaded photo and its renditions'
 * bytes, in PostgreSQL so every instance behind a load balancer sees them and the database backup
 * covers them. Only this area reads or writes them; other areas call `photos/index.server.ts`.
 */
import { customType, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** PostgreSQL `bytea` as bytes (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * One uploaded photo of a subject (a center's gallery photo, or the cover of a party or a
 * community). Which photos a subject shows, in which order, is the subject's business (the
 * directory keeps it, under review for verified centers).
 */
export const photos = pgTable(
  "photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Content hash of the renditions (24 hex digits): the addresses' `<key>`. */
    key: text("key").notNull(),
    /** `center`, `party` or `community`. */
    subjectKind: text("subject_kind").notNull(),
    subjectId: uuid("subject_id").notNull(),
    /** The uploading user (better-auth user id). */
    createdBy: text("created_by").notNull(),
    /** Size of the largest rendition, after EXIF rotation (pixels). */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("photos_subject_idx").on(t.subjectKind, t.subjectId),
    index("photos_key_idx").on(t.key),
  ],
);

/** The renditions' bytes, one row per file name `<key>-<width>.<format>`; shared by equal photos. */
export const photoFiles = pgTable(
  "photo_files",
  {
    name: text("name").primaryKey(),
    key: text("key").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("photo_files_key_idx").on(t.key)],
);

/**
 * Photo keys whose files are to leave an external store (ADR 096): written in the transaction
 * that deleted the key's last `photos` row, so a rollback keeps the files. `sweepPhotoDeletions`
 * deletes the files once that transaction committed (and only if no photo uses the key again).
 * Unused with the database store, whose files are deleted inside the transaction.
 */
export const photoDeletions = pgTable("photo_deletions", {
  key: text("key").primaryKey(),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
});
