CREATE TABLE "insight_monthly" (
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"month" date NOT NULL,
	"metric" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"uniques" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_monthly_subject_kind_subject_id_month_metric_pk" PRIMARY KEY("subject_kind","subject_id","month","metric"),
	CONSTRAINT "insight_monthly_kind" CHECK ("insight_monthly"."subject_kind" in ('center', 'event')),
	CONSTRAINT "insight_monthly_counts" CHECK ("insight_monthly"."count" >= 0 and "insight_monthly"."uniques" >= 0),
	CONSTRAINT "insight_monthly_first_day" CHECK (extract(day from "insight_monthly"."month") = 1)
);
