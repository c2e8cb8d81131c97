CREATE TABLE "partner_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program" text NOT NULL,
	"page_path" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organization" text NOT NULL,
	"venue_type" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_leads_program" CHECK ("partner_leads"."program" in ('general', 'early-access', 'lan-party', 'gizmo', 'valhallan', 'contender'))
);
--> statement-breakpoint
CREATE INDEX "partner_leads_client_recent_idx" ON "partner_leads" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "partner_leads_created_at_idx" ON "partner_leads" USING btree ("created_at" DESC NULLS LAST);