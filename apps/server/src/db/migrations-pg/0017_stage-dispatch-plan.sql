ALTER TABLE "stages" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "leads_needed" integer;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "employees_needed" integer;