CREATE TABLE "captcha_challenges" (
	"tenant_id" integer NOT NULL,
	"id_hash" varchar(64) NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "captcha_challenges_tenant_id_id_hash_pk" PRIMARY KEY("tenant_id","id_hash")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "certified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vip_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD CONSTRAINT "captcha_challenges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");