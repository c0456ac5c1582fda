CREATE INDEX `calculations_figures_idx` ON `calculations` (`id`,`total_rp`,json_extract("price", '$.rideCost'),json_extract("price", '$.disposal'),json_extract("price", '$.discountPercent'),json_extract("price", '$.count'));--> statement-breakpoint
CREATE INDEX `invoice_lines_type_idx` ON `invoice_lines` (`invoice_id`,`type`,`total_rp`);--> statement-breakpoint
CREATE INDEX `invoices_service_order_idx` ON `invoices` (`service_order_id`,`stage_id`);--> statement-breakpoint
CREATE INDEX `invoices_analytics_idx` ON `invoices` (`id`,`stage_id`,`subtotal_rp`);--> statement-breakpoint
CREATE INDEX `orders_analytics_idx` ON `orders` (`id`,`status`,`type_id`,`client_id`,`stages_count`,`calculation_id`);--> statement-breakpoint
CREATE INDEX `assignments_stage_hours_idx` ON `stage_assignments` (`stage_id`,`hours`,`user_id`,`rating`);--> statement-breakpoint
CREATE INDEX `assignments_user_stage_idx` ON `stage_assignments` (`user_id`,`stage_id`,`hours`,`rating`);--> statement-breakpoint
CREATE INDEX `stages_analytics_idx` ON `stages` (`date`,`completed_time`,`order_id`,`amount`,`time`);