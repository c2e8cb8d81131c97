CREATE TABLE "pending_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"changes" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision" text,
	"reason" text,
	CONSTRAINT "pending_changes_kind" CHECK ("pending_changes"."kind" in ('center', 'community', 'party')),
	CONSTRAINT "pending_changes_decision" CHECK ("pending_changes"."decision" is null or "pending_changes"."decision" in ('approved', 'rejected', 'replaced', 'withdrawn')),
	CONSTRAINT "pending_changes_decided" CHECK (("pending_changes"."decided_at" is null) = ("pending_changes"."decision" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_changes_open_idx" ON "pending_changes" USING btree ("kind","item_id") WHERE "pending_changes"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "pending_changes_created_at_idx" ON "pending_changes" USING btree ("created_at") WHERE "pending_changes"."decided_at" is null;