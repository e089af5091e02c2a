CREATE TABLE "diagnosis_bands" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "diagnosis_bands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dimension_id" integer NOT NULL,
	"min_pct" smallint NOT NULL,
	"label" varchar(10) NOT NULL,
	"interpretation" varchar(500) NOT NULL,
	CONSTRAINT "diagnosis_bands_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "diagnosis_dimensions" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "diagnosis_dimensions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instrument_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"course_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "diagnosis_dimensions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "diagnosis_drafts" (
	"tenant_id" integer NOT NULL,
	"individual_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnosis_drafts_tenant_id_individual_id_instrument_id_pk" PRIMARY KEY("tenant_id","individual_id","instrument_id")
);
--> statement-breakpoint
CREATE TABLE "diagnosis_instruments" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "diagnosis_instruments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(40) NOT NULL,
	"title" varchar(60) NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"minutes" smallint NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnosis_instruments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "diagnosis_profiles" (
	"tenant_id" integer NOT NULL,
	"individual_id" integer NOT NULL,
	"position" varchar(30) NOT NULL,
	"industry" varchar(20) NOT NULL,
	"years" varchar(10) NOT NULL,
	"company_size" varchar(20) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnosis_profiles_tenant_id_individual_id_pk" PRIMARY KEY("tenant_id","individual_id")
);
--> statement-breakpoint
CREATE TABLE "diagnosis_questions" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "diagnosis_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instrument_id" integer NOT NULL,
	"dimension_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"text" varchar(300) NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reverse" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "diagnosis_questions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "diagnosis_reports" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "diagnosis_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"individual_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"instrument_title" varchar(60) NOT NULL,
	"answers" jsonb NOT NULL,
	"dimensions" jsonb NOT NULL,
	"overall_pct" real NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnosis_reports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "diagnosis_bands" ADD CONSTRAINT "diagnosis_bands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_bands" ADD CONSTRAINT "diagnosis_bands_tenant_id_dimension_id_diagnosis_dimensions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","dimension_id") REFERENCES "public"."diagnosis_dimensions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_dimensions" ADD CONSTRAINT "diagnosis_dimensions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_dimensions" ADD CONSTRAINT "diagnosis_dimensions_tenant_id_instrument_id_diagnosis_instruments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","instrument_id") REFERENCES "public"."diagnosis_instruments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_drafts" ADD CONSTRAINT "diagnosis_drafts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_drafts" ADD CONSTRAINT "diagnosis_drafts_tenant_id_individual_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","individual_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_drafts" ADD CONSTRAINT "diagnosis_drafts_tenant_id_instrument_id_diagnosis_instruments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","instrument_id") REFERENCES "public"."diagnosis_instruments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_instruments" ADD CONSTRAINT "diagnosis_instruments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_profiles" ADD CONSTRAINT "diagnosis_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_profiles" ADD CONSTRAINT "diagnosis_profiles_tenant_id_individual_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","individual_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_questions" ADD CONSTRAINT "diagnosis_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_questions" ADD CONSTRAINT "diagnosis_questions_tenant_id_dimension_id_diagnosis_dimensions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","dimension_id") REFERENCES "public"."diagnosis_dimensions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_reports" ADD CONSTRAINT "diagnosis_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_reports" ADD CONSTRAINT "diagnosis_reports_tenant_id_individual_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","individual_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diagnosis_instruments_slug_uq" ON "diagnosis_instruments" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "diagnosis_questions_instrument_idx" ON "diagnosis_questions" USING btree ("tenant_id","instrument_id","sort_order");--> statement-breakpoint
CREATE INDEX "diagnosis_reports_owner_idx" ON "diagnosis_reports" USING btree ("tenant_id","individual_id","created_at" DESC NULLS LAST);