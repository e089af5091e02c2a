CREATE TABLE "audit_log" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_id" integer,
	"actor" varchar(80) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"kind" varchar(80) NOT NULL,
	"label" varchar(120) DEFAULT '' NOT NULL,
	"target" varchar(200) DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"tenant_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	CONSTRAINT "operator_sessions_tenant_id_token_hash_pk" PRIMARY KEY("tenant_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_tokens" (
	"tenant_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "operator_tokens_tenant_id_token_hash_pk" PRIMARY KEY("tenant_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "operators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login_name" varchar(16) NOT NULL,
	"name" varchar(20) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(16) NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"credentials_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "operators_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_tenant_id_operator_id_operators_tenant_id_id_fk" FOREIGN KEY ("tenant_id","operator_id") REFERENCES "public"."operators"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_tokens" ADD CONSTRAINT "operator_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_tokens" ADD CONSTRAINT "operator_tokens_tenant_id_operator_id_operators_tenant_id_id_fk" FOREIGN KEY ("tenant_id","operator_id") REFERENCES "public"."operators"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("tenant_id","operator_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_kind_idx" ON "audit_log" USING btree ("tenant_id","kind","at");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("tenant_id","operator_id");--> statement-breakpoint
CREATE INDEX "operator_tokens_operator_idx" ON "operator_tokens" USING btree ("tenant_id","operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_login_name_uq" ON "operators" USING btree ("tenant_id",lower("login_name"));--> statement-breakpoint
-- The audit log is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks (issue 28).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
