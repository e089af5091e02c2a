CREATE TABLE "video_transcodes" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "video_transcodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_key" text NOT NULL,
	"lesson_id" integer,
	"state" varchar(12) NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"job_id" varchar(36) DEFAULT '' NOT NULL,
	"hls_prefix" text DEFAULT '' NOT NULL,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"aes_key" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_transcodes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "video_watermark" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "video_transcodes" ADD CONSTRAINT "video_transcodes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_transcodes" ADD CONSTRAINT "video_transcodes_tenant_id_lesson_id_lessons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lesson_id") REFERENCES "public"."lessons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_transcodes_source_idx" ON "video_transcodes" USING btree ("tenant_id","source_key");--> statement-breakpoint
CREATE INDEX "video_transcodes_lesson_idx" ON "video_transcodes" USING btree ("tenant_id","lesson_id");--> statement-breakpoint
CREATE INDEX "video_transcodes_state_idx" ON "video_transcodes" USING btree ("tenant_id","state");