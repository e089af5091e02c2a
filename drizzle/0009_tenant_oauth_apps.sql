CREATE TABLE "tenant_oauth_apps" (
	"tenant_id" integer NOT NULL,
	"provider" varchar(12) NOT NULL,
	"app_id" varchar(64) NOT NULL,
	"app_secret" varchar(128) NOT NULL,
	"authorize_base" varchar(200),
	"api_base" varchar(200),
	CONSTRAINT "tenant_oauth_apps_tenant_id_provider_pk" PRIMARY KEY("tenant_id","provider")
);
--> statement-breakpoint
ALTER TABLE "tenant_oauth_apps" ADD CONSTRAINT "tenant_oauth_apps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;