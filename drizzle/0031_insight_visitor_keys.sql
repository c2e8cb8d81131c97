-- ADR 108: today's visitor hashes become one 64-bit key per visitor and scope; the rows of the day
-- of the deploy go (those visitors count as new uniques once more that day).
DROP TABLE "insight_term_visitors" CASCADE;--> statement-breakpoint
DROP TABLE "insight_visitors" CASCADE;--> statement-breakpoint
CREATE TABLE "insight_term_visitors" (
	"salt_day" date NOT NULL,
	"scope_no" smallint NOT NULL,
	"key" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_visitors" (
	"salt_day" date NOT NULL,
	"scope_no" smallint NOT NULL,
	"key" bigint PRIMARY KEY NOT NULL
);
