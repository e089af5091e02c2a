CREATE TABLE "tenant_footers" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"tenant_mq_url" text DEFAULT '' NOT NULL,
	"about_us_url" text DEFAULT '' NOT NULL,
	"about_platform" text DEFAULT '' NOT NULL,
	"about_bjqit" text DEFAULT '' NOT NULL,
	"record_number" varchar(60) DEFAULT '' NOT NULL,
	"copyright" varchar(120) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"tenant_name" varchar(60) NOT NULL,
	"tenant_logo_url" text DEFAULT '' NOT NULL,
	"ico_url" text DEFAULT '' NOT NULL,
	"payment_unit_name" varchar(10) DEFAULT '元' NOT NULL,
	"is_open_platform_service" boolean DEFAULT false NOT NULL,
	"is_hide_bottom" boolean DEFAULT false NOT NULL,
	"is_hide_gold_teacher" boolean DEFAULT false NOT NULL,
	"is_hide_login_by_qq" boolean DEFAULT false NOT NULL,
	"is_hide_login_by_wechat" boolean DEFAULT false NOT NULL,
	"is_hide_menu_teacher" boolean DEFAULT false NOT NULL,
	"is_hide_company_reg_and_login" boolean DEFAULT false NOT NULL,
	"is_hide_menu_more_special" boolean DEFAULT false NOT NULL,
	"is_hide_selected_special" boolean DEFAULT false NOT NULL,
	"sensitive_words" text DEFAULT '' NOT NULL,
	"course_group_title" varchar(30) DEFAULT '' NOT NULL,
	"overall_subject_color" varchar(7) DEFAULT '#333e76' NOT NULL,
	"login_head_background_img" text DEFAULT '' NOT NULL,
	"center_head_background_img" text DEFAULT '' NOT NULL,
	"course_detail_head_background_img" text DEFAULT '' NOT NULL,
	"my_course_head_background_img" text DEFAULT '' NOT NULL,
	"account_association_head_background_img" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(63) NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "course_types" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "course_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"type_name" varchar(30) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "course_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tenant_footers" ADD CONSTRAINT "tenant_footers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_types" ADD CONSTRAINT "course_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_types" ADD CONSTRAINT "course_types_tenant_id_parent_id_course_types_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."course_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_types_parent_idx" ON "course_types" USING btree ("tenant_id","parent_id","sort_order");