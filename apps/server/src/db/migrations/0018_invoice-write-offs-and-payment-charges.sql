CREATE TABLE `invoice_write_offs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`amount_rp` integer NOT NULL,
	`reason` text NOT NULL,
	`write_off_date` text NOT NULL,
	`created_by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `invoice_write_offs_invoice_idx` ON `invoice_write_offs` (`invoice_id`);--> statement-breakpoint
ALTER TABLE `payments` ADD `charges_rp` integer DEFAULT 0 NOT NULL;