CREATE TABLE "outgoing_mail" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient" jsonb,
	"to_address" text NOT NULL,
	"kind" text,
	"subject" text NOT NULL,
	"content" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"dedupe_key" text,
	"replace_key" text,
	"claim_token" uuid,
	"claimed_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_mail_dedupe_key_idx" ON "outgoing_mail" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outgoing_mail_status_idx" ON "outgoing_mail" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outgoing_mail_replace_key_idx" ON "outgoing_mail" USING btree ("replace_key");