ALTER TABLE `client_errors` ADD `url` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `client_errors_user_idx` ON `client_errors` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `client_errors_created_idx` ON `client_errors` (`created_at`);