CREATE TABLE "oauth_states" (
	"tenant_id" integer NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"provider" varchar(12) NOT NULL,
	"browser_hash" varchar(64) NOT NULL,
	"return_to" varchar(200) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "oauth_states_tenant_id_state_hash_pk" PRIMARY KEY("tenant_id","state_hash")
);
--> statement-breakpoint
CREATE TABLE "third_party_identities" (
	"tenant_id" integer NOT NULL,
	"provider" varchar(12) NOT NULL,
	"openid" varchar(64) NOT NULL,
	"unionid" varchar(64),
	"individual_id" integer NOT NULL,
	"nickname" varchar(60) DEFAULT '' NOT NULL,
	"avatar_url" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "third_party_identities_tenant_id_provider_openid_pk" PRIMARY KEY("tenant_id","provider","openid")
);
--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_identities" ADD CONSTRAINT "third_party_identities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_identities" ADD CONSTRAINT "third_party_identities_tenant_id_individual_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","individual_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_states_expiry_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_identities_individual_uq" ON "third_party_identities" USING btree ("tenant_id","provider","individual_id");--> statement-breakpoint
CREATE INDEX "third_party_identities_unionid_idx" ON "third_party_identities" USING btree ("tenant_id","unionid");