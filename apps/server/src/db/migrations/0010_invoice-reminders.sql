CREATE TABLE `invoice_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`level` integer NOT NULL,
	`open_amount_rp` integer NOT NULL,
	`fee_rp` integer NOT NULL,
	`reminder_date` text NOT NULL,
	`sent_to` text NOT NULL,
	`user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_reminders_level_unique` ON `invoice_reminders` (`invoice_id`,`level`);