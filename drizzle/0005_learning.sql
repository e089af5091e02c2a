CREATE TABLE "company_members" (
	"tenant_id" integer NOT NULL,
	"individual_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name_in_company" varchar(30) DEFAULT '' NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_tenant_id_individual_id_pk" PRIMARY KEY("tenant_id","individual_id")
);
--> statement-breakpoint
CREATE TABLE "course_topics" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "course_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"title" varchar(50) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"last_reply_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "course_topics_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"tenant_id" integer NOT NULL,
	"individual_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_lesson_id" integer,
	"last_learned_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "enrolments_tenant_id_individual_id_course_id_pk" PRIMARY KEY("tenant_id","individual_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "learning_intervals" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "learning_intervals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"individual_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"player_id" varchar(32) NOT NULL,
	"from_ms" integer NOT NULL,
	"to_ms" integer NOT NULL,
	"new_ms" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_intervals_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "learning_players" (
	"tenant_id" integer NOT NULL,
	"individual_id" integer NOT NULL,
	"player_id" varchar(32) NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"position_ms" integer DEFAULT 0 NOT NULL,
	"last_beat_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_players_tenant_id_individual_id_pk" PRIMARY KEY("tenant_id","individual_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"tenant_id" integer NOT NULL,
	"individual_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"covered_ms" integer DEFAULT 0 NOT NULL,
	"frontier_ms" integer DEFAULT 0 NOT NULL,
	"position_ms" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_tenant_id_individual_id_lesson_id_pk" PRIMARY KEY("tenant_id","individual_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "topic_replies" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "topic_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic_id" integer NOT NULL,
	"parent_id" integer,
	"author_id" integer NOT NULL,
	"content" text NOT NULL,
	"child_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "topic_replies_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "forbid_skip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "video_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_tenant_id_individual_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","individual_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_tenant_id_company_id_companies_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_topics" ADD CONSTRAINT "course_topics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_topics" ADD CONSTRAINT "course_topics_tenant_id_course_id_courses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."courses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_topics" ADD CONSTRAINT "course_topics_tenant_id_author_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","author_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_tenant_id_individual_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","individual_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_tenant_id_course_id_courses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."courses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_intervals" ADD CONSTRAINT "learning_intervals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_intervals" ADD CONSTRAINT "learning_intervals_tenant_id_individual_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","individual_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_players" ADD CONSTRAINT "learning_players_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_players" ADD CONSTRAINT "learning_players_tenant_id_individual_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","individual_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_tenant_id_individual_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","individual_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_tenant_id_lesson_id_lessons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lesson_id") REFERENCES "public"."lessons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_replies" ADD CONSTRAINT "topic_replies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_replies" ADD CONSTRAINT "topic_replies_tenant_id_topic_id_course_topics_tenant_id_id_fk" FOREIGN KEY ("tenant_id","topic_id") REFERENCES "public"."course_topics"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_replies" ADD CONSTRAINT "topic_replies_tenant_id_author_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","author_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("tenant_id","company_id");--> statement-breakpoint
CREATE INDEX "course_topics_course_idx" ON "course_topics" USING btree ("tenant_id","course_id","created_at");--> statement-breakpoint
CREATE INDEX "enrolments_recent_idx" ON "enrolments" USING btree ("tenant_id","individual_id","last_learned_at");--> statement-breakpoint
CREATE INDEX "learning_intervals_learner_idx" ON "learning_intervals" USING btree ("tenant_id","individual_id","course_id","ended_at");--> statement-breakpoint
CREATE INDEX "lesson_progress_course_idx" ON "lesson_progress" USING btree ("tenant_id","individual_id","course_id");--> statement-breakpoint
CREATE INDEX "topic_replies_topic_idx" ON "topic_replies" USING btree ("tenant_id","topic_id","parent_id","created_at");