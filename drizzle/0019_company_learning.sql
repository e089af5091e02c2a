CREATE TABLE "assignment_allocations" (
	"tenant_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"individual_id" integer NOT NULL,
	"via_group_id" integer,
	"allocated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_allocations_tenant_id_assignment_id_individual_id_pk" PRIMARY KEY("tenant_id","assignment_id","individual_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_reminders" (
	"tenant_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"individual_id" integer NOT NULL,
	"stage" varchar(20) NOT NULL,
	"by_sms" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_reminders_tenant_id_assignment_id_individual_id_stage_pk" PRIMARY KEY("tenant_id","assignment_id","individual_id","stage")
);
--> statement-breakpoint
CREATE TABLE "company_group_members" (
	"tenant_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"individual_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_group_members_tenant_id_group_id_individual_id_pk" PRIMARY KEY("tenant_id","group_id","individual_id")
);
--> statement-breakpoint
CREATE TABLE "company_groups" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "company_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_assignments" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "course_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"starts_on" date NOT NULL,
	"due_on" date NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_assignments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "learning_certificates" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "learning_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(24) NOT NULL,
	"number" varchar(32) NOT NULL,
	"individual_id" integer NOT NULL,
	"company_id" integer,
	"course_id" integer,
	"snapshot" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "learning_certificates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "remind_by_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assignment_allocations" ADD CONSTRAINT "assignment_allocations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_allocations" ADD CONSTRAINT "assignment_allocations_tenant_id_assignment_id_course_assignments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","assignment_id") REFERENCES "public"."course_assignments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_allocations" ADD CONSTRAINT "assignment_allocations_tenant_id_individual_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","individual_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_reminders" ADD CONSTRAINT "assignment_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_reminders" ADD CONSTRAINT "assignment_reminders_tenant_id_assignment_id_individual_id_assignment_allocations_tenant_id_assignment_id_individual_id_fk" FOREIGN KEY ("tenant_id","assignment_id","individual_id") REFERENCES "public"."assignment_allocations"("tenant_id","assignment_id","individual_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_group_members" ADD CONSTRAINT "company_group_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_group_members" ADD CONSTRAINT "company_group_members_tenant_id_group_id_company_groups_tenant_id_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."company_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_group_members" ADD CONSTRAINT "company_group_members_tenant_id_individual_id_company_members_tenant_id_individual_id_fk" FOREIGN KEY ("tenant_id","individual_id") REFERENCES "public"."company_members"("tenant_id","individual_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_groups" ADD CONSTRAINT "company_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_groups" ADD CONSTRAINT "company_groups_tenant_id_company_id_companies_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assignments" ADD CONSTRAINT "course_assignments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assignments" ADD CONSTRAINT "course_assignments_tenant_id_company_id_companies_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assignments" ADD CONSTRAINT "course_assignments_tenant_id_course_id_courses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."courses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD CONSTRAINT "learning_certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD CONSTRAINT "learning_certificates_tenant_id_individual_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","individual_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_allocations_person_idx" ON "assignment_allocations" USING btree ("tenant_id","individual_id");--> statement-breakpoint
CREATE INDEX "company_group_members_person_idx" ON "company_group_members" USING btree ("tenant_id","individual_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_groups_name_uq" ON "company_groups" USING btree ("tenant_id","company_id","name");--> statement-breakpoint
CREATE INDEX "course_assignments_company_idx" ON "course_assignments" USING btree ("tenant_id","company_id","due_on");--> statement-breakpoint
CREATE INDEX "course_assignments_due_idx" ON "course_assignments" USING btree ("tenant_id","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_certificates_code_uq" ON "learning_certificates" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_certificates_number_uq" ON "learning_certificates" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "learning_certificates_person_idx" ON "learning_certificates" USING btree ("tenant_id","individual_id","issued_at" DESC NULLS LAST);