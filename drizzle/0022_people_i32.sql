CREATE TABLE "learning_hour_totals" (
	"tenant_id" integer NOT NULL,
	"individual_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"credited_seconds" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_hour_totals_tenant_id_individual_id_course_id_pk" PRIMARY KEY("tenant_id","individual_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learning_hour_totals" ADD CONSTRAINT "learning_hour_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_hour_totals" ADD CONSTRAINT "learning_hour_totals_tenant_id_individual_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","individual_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_hour_totals" ADD CONSTRAINT "learning_hour_totals_tenant_id_course_id_courses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."courses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;