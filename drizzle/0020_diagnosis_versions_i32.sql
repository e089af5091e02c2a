CREATE TABLE "diagnosis_versions" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "diagnosis_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instrument_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"title" varchar(60) NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"minutes" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "diagnosis_versions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
DROP INDEX "diagnosis_questions_instrument_idx";--> statement-breakpoint
ALTER TABLE "diagnosis_dimensions" ADD COLUMN "version_id" integer; -- hand-edited: NOT NULL once filled below--> statement-breakpoint
ALTER TABLE "diagnosis_drafts" ADD COLUMN "version_id" integer; -- hand-edited: NOT NULL once filled below--> statement-breakpoint
ALTER TABLE "diagnosis_questions" ADD COLUMN "version_id" integer; -- hand-edited: NOT NULL once filled below--> statement-breakpoint
ALTER TABLE "diagnosis_reports" ADD COLUMN "version_id" integer; -- hand-edited: NOT NULL once filled below--> statement-breakpoint
ALTER TABLE "diagnosis_versions" ADD CONSTRAINT "diagnosis_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_versions" ADD CONSTRAINT "diagnosis_versions_tenant_id_instrument_id_diagnosis_instruments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","instrument_id") REFERENCES "public"."diagnosis_instruments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diagnosis_versions_number_uq" ON "diagnosis_versions" USING btree ("tenant_id","instrument_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "diagnosis_versions_one_draft_uq" ON "diagnosis_versions" USING btree ("tenant_id","instrument_id") WHERE "diagnosis_versions"."published_at" is null;--> statement-breakpoint
ALTER TABLE "diagnosis_dimensions" ADD CONSTRAINT "diagnosis_dimensions_tenant_id_version_id_diagnosis_versions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","version_id") REFERENCES "public"."diagnosis_versions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_drafts" ADD CONSTRAINT "diagnosis_drafts_tenant_id_version_id_diagnosis_versions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","version_id") REFERENCES "public"."diagnosis_versions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_questions" ADD CONSTRAINT "diagnosis_questions_tenant_id_version_id_diagnosis_versions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","version_id") REFERENCES "public"."diagnosis_versions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_reports" ADD CONSTRAINT "diagnosis_reports_tenant_id_version_id_diagnosis_versions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","version_id") REFERENCES "public"."diagnosis_versions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnosis_dimensions_version_idx" ON "diagnosis_dimensions" USING btree ("tenant_id","version_id");--> statement-breakpoint
CREATE INDEX "diagnosis_questions_version_idx" ON "diagnosis_questions" USING btree ("tenant_id","version_id","sort_order");--> statement-breakpoint
CREATE INDEX "diagnosis_reports_version_idx" ON "diagnosis_reports" USING btree ("tenant_id","version_id");--> statement-breakpoint
-- hand-written: every instrument seeded before versions existed becomes its version 1, published when it was made;
-- its dimensions, questions, learners' drafts and reports belong to that version, then version_id becomes NOT NULL.
INSERT INTO "diagnosis_versions" ("tenant_id", "instrument_id", "number", "title", "summary", "minutes", "created_at", "published_at")
SELECT "tenant_id", "id", 1, "title", "summary", "minutes", "created_at", "created_at" FROM "diagnosis_instruments";--> statement-breakpoint
UPDATE "diagnosis_dimensions" AS x SET "version_id" = v."id" FROM "diagnosis_versions" AS v WHERE v."tenant_id" = x."tenant_id" AND v."instrument_id" = x."instrument_id";--> statement-breakpoint
UPDATE "diagnosis_questions" AS x SET "version_id" = v."id" FROM "diagnosis_versions" AS v WHERE v."tenant_id" = x."tenant_id" AND v."instrument_id" = x."instrument_id";--> statement-breakpoint
UPDATE "diagnosis_drafts" AS x SET "version_id" = v."id" FROM "diagnosis_versions" AS v WHERE v."tenant_id" = x."tenant_id" AND v."instrument_id" = x."instrument_id";--> statement-breakpoint
UPDATE "diagnosis_reports" AS x SET "version_id" = v."id" FROM "diagnosis_versions" AS v WHERE v."tenant_id" = x."tenant_id" AND v."instrument_id" = x."instrument_id";--> statement-breakpoint
ALTER TABLE "diagnosis_dimensions" ALTER COLUMN "version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "diagnosis_questions" ALTER COLUMN "version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "diagnosis_drafts" ALTER COLUMN "version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "diagnosis_reports" ALTER COLUMN "version_id" SET NOT NULL;
