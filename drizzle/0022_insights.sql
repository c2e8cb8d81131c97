CREATE TABLE "insight_daily" (
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"uniques" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_daily_subject_kind_subject_id_day_metric_pk" PRIMARY KEY("subject_kind","subject_id","day","metric"),
	CONSTRAINT "insight_daily_kind" CHECK ("insight_daily"."subject_kind" in ('center', 'event')),
	CONSTRAINT "insight_daily_metric" CHECK ("insight_daily"."metric" in ('view','website','directions','phone','email','calendar')),
	CONSTRAINT "insight_daily_counts" CHECK ("insight_daily"."count" >= 0 and "insight_daily"."uniques" >= 0)
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_visitors" (
	"salt_day" date NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "insight_visitors_subject_kind_subject_id_day_metric_visitor_pk" PRIMARY KEY("subject_kind","subject_id","day","metric","visitor")
);
