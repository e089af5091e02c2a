CREATE TABLE "announcements" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audience" varchar(10) NOT NULL,
	"company_id" integer,
	"title" varchar(100) NOT NULL,
	"content" varchar(2000) NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"sent_by" varchar(80) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "description" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "valid_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_tenant_id_company_id_companies_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_key_uq" ON "announcements" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "announcements_list_idx" ON "announcements" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupon_codes_template_idx" ON "coupon_codes" USING btree ("tenant_id","template_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "user_coupons_template_idx" ON "user_coupons" USING btree ("tenant_id","template_id");--> statement-breakpoint
-- hand-written: campaigns made before issue 32 redeemed from their creation, not from this migration.
UPDATE "coupon_templates" SET "valid_from" = least("created_at", "valid_until");
