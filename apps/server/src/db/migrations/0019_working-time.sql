CREATE TABLE `time_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`client_id` text NOT NULL,
	`kind` text NOT NULL,
	`at` text NOT NULL,
	`stage_id` integer,
	`received_at` text NOT NULL,
	`clock_offset_minutes` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stage_id`) REFERENCES `stages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `time_entries_client_unique` ON `time_entries` (`user_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `time_entries_user_at_idx` ON `time_entries` (`user_id`,`at`);--> statement-breakpoint
CREATE INDEX `time_entries_stage_idx` ON `time_entries` (`stage_id`);--> statement-breakpoint
CREATE TABLE `time_entry_corrections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entry_id` integer NOT NULL,
	`kind` text NOT NULL,
	`at` text NOT NULL,
	`reason` text NOT NULL,
	`corrected_by_user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`entry_id`) REFERENCES `time_entries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`corrected_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `time_entry_corrections_entry_idx` ON `time_entry_corrections` (`entry_id`);--> statement-breakpoint
CREATE TABLE `time_week_approvals` (
	`user_id` integer NOT NULL,
	`week` text NOT NULL,
	`approved_by_user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `week`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`approved_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `users` ADD `weekly_target_hours` real DEFAULT 42.5 NOT NULL;