CREATE TABLE `staff_stage_figures` (
	`user_id` integer NOT NULL,
	`stage_id` integer NOT NULL,
	`date` text NOT NULL,
	`type_id` integer NOT NULL,
	`hours` real NOT NULL,
	`revenue_rp` real NOT NULL,
	`discount_rp` real NOT NULL,
	`rating` integer,
	PRIMARY KEY(`stage_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `staff_stage_figures_user_idx` ON `staff_stage_figures` (`user_id`,`date`,`type_id`,`hours`,`revenue_rp`,`discount_rp`,`rating`);--> statement-breakpoint
CREATE TABLE `stage_figures` (
	`stage_id` integer PRIMARY KEY NOT NULL,
	`date` text NOT NULL,
	`client_id` integer NOT NULL,
	`type_id` integer NOT NULL,
	`revenue_rp` integer NOT NULL,
	`drive_rp` integer NOT NULL,
	`discount_rp` integer NOT NULL,
	`hours` real NOT NULL
);
--> statement-breakpoint
CREATE INDEX `stage_figures_date_idx` ON `stage_figures` (`date`,`type_id`,`client_id`,`revenue_rp`,`drive_rp`,`discount_rp`,`hours`);--> statement-breakpoint
CREATE INDEX `stage_figures_client_idx` ON `stage_figures` (`client_id`,`date`,`type_id`,`revenue_rp`,`drive_rp`,`discount_rp`,`hours`);--> statement-breakpoint
CREATE TABLE `stale_stage_figures` (
	`stage_id` integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX `assignments_user_stage_idx`;--> statement-breakpoint
DROP INDEX `stages_analytics_idx`;