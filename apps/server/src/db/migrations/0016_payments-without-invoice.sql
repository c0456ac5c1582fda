PRAGMA foreign_keys=OFF;--> statement-breakpoint
-- foreign_keys=OFF does nothing inside the migrator's transaction, and dropping payments while
-- allocations point at it fails: the allocations wait in a copy while payments is rebuilt.
CREATE TABLE `__allocations_copy` AS SELECT * FROM `payment_allocations`;--> statement-breakpoint
DELETE FROM `payment_allocations`;--> statement-breakpoint
CREATE TABLE `__new_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`amount_rp` integer NOT NULL,
	`value_date` text NOT NULL,
	`booking_date` text DEFAULT '' NOT NULL,
	`reference` text NOT NULL,
	`key` text NOT NULL,
	`bank_reference` text,
	`account_iban` text DEFAULT '' NOT NULL,
	`file_name` text NOT NULL,
	`debtor` text,
	`status` text DEFAULT 'unassigned' NOT NULL,
	`status_reason` text,
	`source` text DEFAULT 'camt' NOT NULL,
	`reverses_payment_id` integer,
	`created_by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_payments`("id", "amount_rp", "value_date", "booking_date", "reference", "key", "bank_reference", "account_iban", "file_name", "debtor", "status", "status_reason", "source", "reverses_payment_id", "created_by_user_id", "created_at") SELECT "id", "amount_rp", "value_date", "booking_date", "reference", "key", "bank_reference", "account_iban", "file_name", "debtor", "status", "status_reason", "source", "reverses_payment_id", "created_by_user_id", "created_at" FROM `payments`;--> statement-breakpoint
DROP TABLE `payments`;--> statement-breakpoint
ALTER TABLE `__new_payments` RENAME TO `payments`;--> statement-breakpoint
INSERT INTO `payment_allocations` SELECT * FROM `__allocations_copy`;--> statement-breakpoint
DROP TABLE `__allocations_copy`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_key_unique` ON `payments` (`key`);--> statement-breakpoint
CREATE INDEX `payments_status_idx` ON `payments` (`status`,`booking_date`);--> statement-breakpoint
CREATE INDEX `payments_bank_reference_idx` ON `payments` (`bank_reference`);