CREATE TABLE `calendar_feeds` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`secret_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_secret_hash_unique` ON `calendar_feeds` (`secret_hash`);