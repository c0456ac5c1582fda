CREATE TABLE `sign_in_places` (
	`user_id` integer NOT NULL,
	`place` text NOT NULL,
	`last_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `place`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sign_in_places_last_at_idx` ON `sign_in_places` (`last_at`);