CREATE TABLE "orders" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" varchar(32) NOT NULL,
	"individual_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"course_title" varchar(100) NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"payable_cents" integer NOT NULL,
	"user_coupon_id" integer,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"method" varchar(16),
	"trade_no" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_reason" varchar(200),
	"refunded_by" integer,
	CONSTRAINT "orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"tenant_id" integer NOT NULL,
	"channel" varchar(10) NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sealed_secrets" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_channels_tenant_id_channel_pk" PRIMARY KEY("tenant_id","channel")
);
--> statement-breakpoint
CREATE TABLE "payment_notices" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payment_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" varchar(10) NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"notice_id" varchar(64),
	"order_no" varchar(32),
	"trade_no" varchar(64),
	"amount_cents" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_individual_id_individuals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","individual_id") REFERENCES "public"."individuals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_course_id_courses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."courses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notices" ADD CONSTRAINT "payment_notices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_uq" ON "orders" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_uq" ON "orders" USING btree ("tenant_id","individual_id","course_id") WHERE state = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_paid_uq" ON "orders" USING btree ("tenant_id","individual_id","course_id") WHERE state = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_coupon_uq" ON "orders" USING btree ("tenant_id","user_coupon_id") WHERE user_coupon_id is not null and state in ('pending', 'paid');--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("tenant_id","individual_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("expires_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "payment_notices_order_idx" ON "payment_notices" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "payment_notices_received_idx" ON "payment_notices" USING btree ("tenant_id","received_at");