CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`action` text NOT NULL,
	`changes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_entity_idx` ON `audit_log` (`entity`,`entity_id`);--> statement-breakpoint
CREATE TABLE `calculations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_by_user_id` integer,
	`type_id` integer NOT NULL,
	`params` text NOT NULL,
	`price` text NOT NULL,
	`total_rp` integer NOT NULL,
	`order_address` text,
	`object_description` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `calculations_client_idx` ON `calculations` (`client_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `client_errors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`message` text NOT NULL,
	`trace` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `client_ratings` (
	`stage_id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`stage_id`) REFERENCES `stages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `client_service_settings` (
	`client_id` integer NOT NULL,
	`type_id` integer NOT NULL,
	`service_enabled` integer DEFAULT true NOT NULL,
	`discount_percent` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`client_id`, `type_id`),
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `clients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`invoice_email` text DEFAULT '' NOT NULL,
	`special` text,
	`appliance_maker_pricing` integer DEFAULT false NOT NULL,
	`waiting_time_amount_rp` integer DEFAULT 10000 NOT NULL,
	`disposal_overrides` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE TABLE `idempotency_records` (
	`key` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`request_hash` text NOT NULL,
	`status_code` integer NOT NULL,
	`response_body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `images` (
	`id` text PRIMARY KEY NOT NULL,
	`stage_id` integer NOT NULL,
	`kind` text DEFAULT 'operation' NOT NULL,
	`storage_path` text NOT NULL,
	`mime_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`damage` integer DEFAULT false NOT NULL,
	`deleted_at` text,
	`created_by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`stage_id`) REFERENCES `stages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `images_stage_idx` ON `images` (`stage_id`);--> statement-breakpoint
CREATE TABLE `invoice_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`position` integer NOT NULL,
	`type` text NOT NULL,
	`description` text NOT NULL,
	`amount` real,
	`price_rp` integer,
	`total_rp` integer NOT NULL,
	`editable` integer DEFAULT true NOT NULL,
	`removeable` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_lines_invoice_idx` ON `invoice_lines` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`year` integer NOT NULL,
	`sequence` integer NOT NULL,
	`stage_id` integer,
	`service_order_id` integer,
	`subtotal_rp` integer NOT NULL,
	`vat_rp` integer NOT NULL,
	`rounding_rp` integer NOT NULL,
	`total_rp` integer NOT NULL,
	`invoice_time` text NOT NULL,
	`invoice_sent_time` text,
	`sent_to` text,
	`sent_message` text,
	`invoice_paid_time` text,
	FOREIGN KEY (`stage_id`) REFERENCES `stages`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`service_order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_year_seq_unique` ON `invoices` (`year`,`sequence`);--> statement-breakpoint
CREATE INDEX `invoices_stage_idx` ON `invoices` (`stage_id`);--> statement-breakpoint
CREATE TABLE `mail_queue` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`sent_at` text,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_queue_pending_idx` ON `mail_queue` (`sent_at`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`calculation_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`admin_user_id` integer,
	`type_id` integer NOT NULL,
	`order_number` text DEFAULT '' NOT NULL,
	`order_address_type` text DEFAULT 'manual' NOT NULL,
	`order_address` text NOT NULL,
	`contact_general` text DEFAULT '' NOT NULL,
	`contact_general_phone` text DEFAULT '' NOT NULL,
	`contact_architect` text DEFAULT '' NOT NULL,
	`contact_architect_phone` text DEFAULT '' NOT NULL,
	`contact_c_manager` text DEFAULT '' NOT NULL,
	`contact_c_manager_phone` text DEFAULT '' NOT NULL,
	`contact_filler` text DEFAULT '' NOT NULL,
	`contact_filler_phone` text DEFAULT '' NOT NULL,
	`contact_driver` text DEFAULT '' NOT NULL,
	`contact_driver_phone` text DEFAULT '' NOT NULL,
	`express` integer DEFAULT false NOT NULL,
	`drive_kilometers` real,
	`stages_count` integer DEFAULT 1 NOT NULL,
	`lift` integer DEFAULT false NOT NULL,
	`facade_lift` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`cancel_reason` text,
	`cancelled_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`calculation_id`) REFERENCES `calculations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`admin_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `orders_client_idx` ON `orders` (`client_id`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `stage_assignments` (
	`stage_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`confirmation` integer,
	`confirmation_changed_at` text,
	`hours` real,
	`rating` integer,
	`comment` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`stage_id`, `user_id`),
	FOREIGN KEY (`stage_id`) REFERENCES `stages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `assignments_user_idx` ON `stage_assignments` (`user_id`);--> statement-breakpoint
CREATE TABLE `stages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`stage_number` integer NOT NULL,
	`date` text,
	`time` text,
	`amount` integer,
	`hours` real,
	`order_number` text DEFAULT '' NOT NULL,
	`remarks` text DEFAULT '' NOT NULL,
	`meeting_time` text,
	`meeting_place` text,
	`dispose_devices_count` integer DEFAULT 0 NOT NULL,
	`truck_arrival_time` text,
	`damages` integer,
	`general` text,
	`internal` text,
	`rating` integer,
	`work_hours` real,
	`report_saved_at` text,
	`completed_time` text,
	`client_signed_time` text,
	`client_signed_user_id` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_signed_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `stages_order_idx` ON `stages` (`order_id`);--> statement-breakpoint
CREATE INDEX `stages_date_idx` ON `stages` (`date`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer,
	`email` text NOT NULL,
	`password_hash` text,
	`role` text NOT NULL,
	`gender` text,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`no_email` integer DEFAULT false NOT NULL,
	`cc` integer DEFAULT true NOT NULL,
	`permanent` integer DEFAULT false NOT NULL,
	`inactive` integer DEFAULT false NOT NULL,
	`admin_send_email` integer DEFAULT false NOT NULL,
	`token_version` integer DEFAULT 0 NOT NULL,
	`deleted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (lower("email"));--> statement-breakpoint
CREATE INDEX `users_client_idx` ON `users` (`client_id`);