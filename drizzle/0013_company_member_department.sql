ALTER TABLE "company_members" ADD COLUMN "department" varchar(20);--> statement-breakpoint
ALTER TABLE "company_invites" ADD COLUMN "department" varchar(20);