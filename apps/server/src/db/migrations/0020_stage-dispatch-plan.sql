ALTER TABLE `stages` ADD `duration_minutes` integer;--> statement-breakpoint
ALTER TABLE `stages` ADD `leads_needed` integer;--> statement-breakpoint
ALTER TABLE `stages` ADD `employees_needed` integer;