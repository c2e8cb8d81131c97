CREATE TABLE "photo_files" (
	"name" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_by" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "photos" text;--> statement-breakpoint
CREATE INDEX "photo_files_key_idx" ON "photo_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "photos_subject_idx" ON "photos" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "photos_key_idx" ON "photos" USING btree ("key");