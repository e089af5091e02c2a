ALTER TABLE "courses" ADD COLUMN "home_bar" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "home_new" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "home_featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows that existed before the console: their last change is when they were published (or made).
UPDATE "courses" SET "updated_at" = coalesce("published_at", "created_at");
