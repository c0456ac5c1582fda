CREATE TABLE `credit_note_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`credit_note_id` integer NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`vat_rate_bp` integer NOT NULL,
	`total_rp` integer NOT NULL,
	FOREIGN KEY (`credit_note_id`) REFERENCES `credit_notes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `credit_note_lines_note_idx` ON `credit_note_lines` (`credit_note_id`);--> statement-breakpoint
CREATE TABLE `credit_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`year` integer NOT NULL,
	`sequence` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`reason` text NOT NULL,
	`subtotal_rp` integer NOT NULL,
	`vat_rp` integer NOT NULL,
	`rounding_rp` integer NOT NULL,
	`total_rp` integer NOT NULL,
	`credit_time` text NOT NULL,
	`created_by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_year_seq_unique` ON `credit_notes` (`year`,`sequence`);--> statement-breakpoint
CREATE INDEX `credit_notes_invoice_idx` ON `credit_notes` (`invoice_id`,`total_rp`);--> statement-breakpoint
CREATE TABLE `credit_transfers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`from_invoice_id` integer NOT NULL,
	`to_invoice_id` integer,
	`amount_rp` integer NOT NULL,
	`transfer_date` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`from_invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`to_invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `credit_transfers_from_idx` ON `credit_transfers` (`from_invoice_id`);--> statement-breakpoint
CREATE INDEX `credit_transfers_to_idx` ON `credit_transfers` (`to_invoice_id`);--> statement-breakpoint
CREATE TABLE `dunning_blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer,
	`client_id` integer,
	`reason` text NOT NULL,
	`until_date` text NOT NULL,
	`lifted_at` text,
	`created_by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `dunning_blocks_invoice_idx` ON `dunning_blocks` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `dunning_blocks_client_idx` ON `dunning_blocks` (`client_id`);--> statement-breakpoint
CREATE TABLE `payment_allocations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`amount_rp` integer NOT NULL,
	`fee_rp` integer DEFAULT 0 NOT NULL,
	`created_by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_allocations_invoice_idx` ON `payment_allocations` (`invoice_id`,`amount_rp`);--> statement-breakpoint
CREATE INDEX `payment_allocations_payment_idx` ON `payment_allocations` (`payment_id`);--> statement-breakpoint
DROP INDEX `payments_invoice_idx`;--> statement-breakpoint
ALTER TABLE `payments` ADD `booking_date` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `bank_reference` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `account_iban` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `status` text DEFAULT 'unassigned' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `status_reason` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `source` text DEFAULT 'camt' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `reverses_payment_id` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `created_by_user_id` integer REFERENCES users(id);--> statement-breakpoint
CREATE INDEX `payments_status_idx` ON `payments` (`status`,`booking_date`);--> statement-breakpoint
CREATE INDEX `payments_bank_reference_idx` ON `payments` (`bank_reference`);--> statement-breakpoint
INSERT INTO `payment_allocations` (`payment_id`, `invoice_id`, `amount_rp`, `fee_rp`, `created_at`) SELECT `id`, `invoice_id`, `amount_rp`, 0, `created_at` FROM `payments` WHERE `invoice_id` IS NOT NULL;--> statement-breakpoint
UPDATE `payments` SET `status` = 'assigned' WHERE `invoice_id` IS NOT NULL;--> statement-breakpoint
UPDATE `payments` SET `booking_date` = `value_date` WHERE `booking_date` = '';--> statement-breakpoint
UPDATE `payments` SET `bank_reference` = substr(`key`, 5) WHERE `key` LIKE 'ref:%';--> statement-breakpoint
INSERT INTO `payments` (`amount_rp`, `value_date`, `booking_date`, `reference`, `key`, `file_name`, `status`, `source`, `created_at`) SELECT i.`total_rp` - coalesce((SELECT sum(a.`amount_rp`) FROM `payment_allocations` a WHERE a.`invoice_id` = i.`id`), 0), substr(i.`invoice_paid_time`, 1, 10), substr(i.`invoice_paid_time`, 1, 10), '', 'manual:invoice-' || i.`id`, '', 'assigned', 'manual', i.`invoice_paid_time` FROM `invoices` i WHERE i.`invoice_paid_time` IS NOT NULL AND i.`total_rp` > coalesce((SELECT sum(a.`amount_rp`) FROM `payment_allocations` a WHERE a.`invoice_id` = i.`id`), 0);--> statement-breakpoint
INSERT INTO `payment_allocations` (`payment_id`, `invoice_id`, `amount_rp`, `fee_rp`, `created_at`) SELECT p.`id`, CAST(substr(p.`key`, 16) AS integer), p.`amount_rp`, 0, p.`created_at` FROM `payments` p WHERE p.`key` LIKE 'manual:invoice-%';
