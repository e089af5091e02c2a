-- Consent (issue 10): per-tenant 《用户协议》/《隐私政策》 with a version and effective date, and on every account the
-- time it agreed and the versions agreed (null for accounts created before consent was asked).
CREATE TABLE "tenant_documents" (
	"tenant_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"version" varchar(20) NOT NULL,
	"title" varchar(60) NOT NULL,
	"body" text NOT NULL,
	"effective_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_documents_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "agreed_version" varchar(100);--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "agreed_version" varchar(100);--> statement-breakpoint
ALTER TABLE "tenant_documents" ADD CONSTRAINT "tenant_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;