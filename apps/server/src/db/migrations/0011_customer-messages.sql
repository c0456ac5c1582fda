CREATE TABLE `notification_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_confirmation` integer DEFAULT true NOT NULL,
	`change_confirmation` integer DEFAULT true NOT NULL,
	`day_before_reminder` integer DEFAULT true NOT NULL,
	`report_available` integer DEFAULT true NOT NULL,
	`push_assignment` integer DEFAULT true NOT NULL,
	`push_stage_changed` integer DEFAULT true NOT NULL,
	`push_confirm_reminder` integer DEFAULT true NOT NULL,
	`reminder_hour` integer DEFAULT 16 NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE TABLE `stage_reminders` (
	`stage_id` integer PRIMARY KEY NOT NULL,
	`stage_date` text NOT NULL,
	`remind_on` text NOT NULL,
	`sent_at` text,
	`skipped` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`stage_id`) REFERENCES `stages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stage_reminders_due_idx` ON `stage_reminders` (`sent_at`,`remind_on`);