CREATE TABLE "notification_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"order_confirmation" boolean DEFAULT true NOT NULL,
	"change_confirmation" boolean DEFAULT true NOT NULL,
	"day_before_reminder" boolean DEFAULT true NOT NULL,
	"report_available" boolean DEFAULT true NOT NULL,
	"push_assignment" boolean DEFAULT true NOT NULL,
	"push_stage_changed" boolean DEFAULT true NOT NULL,
	"push_confirm_reminder" boolean DEFAULT true NOT NULL,
	"reminder_hour" integer DEFAULT 16 NOT NULL,
	"updated_at" text
);
--> statement-breakpoint
CREATE TABLE "stage_reminders" (
	"stage_id" integer PRIMARY KEY NOT NULL,
	"stage_date" text NOT NULL,
	"remind_on" text NOT NULL,
	"sent_at" text,
	"skipped" boolean DEFAULT false NOT NULL,
	"created_at" text DEFAULT to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stage_reminders" ADD CONSTRAINT "stage_reminders_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stage_reminders_due_idx" ON "stage_reminders" USING btree ("sent_at","remind_on");