-- Keeps the analytics figures current (decision 009): every write that can change a stage's
-- revenue, hours or whether it counts lists the stage in stale_stage_figures; the next
-- analytics call recomputes the listed stages (features/analytics/stage-figures.ts).
-- Hand-written: drizzle-kit does not generate triggers. The last statement lists every
-- existing stage, so the first call after this migration computes all figures.
CREATE TRIGGER `stage_figures_stage_insert` AFTER INSERT ON stages BEGIN
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) VALUES (new.id);
END;--> statement-breakpoint
CREATE TRIGGER `stage_figures_stage_update` AFTER UPDATE OF date, amount, completed_time, order_id ON stages BEGIN
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) VALUES (new.id);
END;--> statement-breakpoint
CREATE TRIGGER `stage_figures_stage_delete` AFTER DELETE ON stages BEGIN
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) VALUES (old.id);
END;--> statement-breakpoint
CREATE TRIGGER `stage_figures_order_update` AFTER UPDATE OF status, type_id, client_id, stages_count, calculation_id ON orders BEGIN
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) SELECT id FROM stages WHERE order_id = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `stage_figures_calculation_update` AFTER UPDATE OF price, total_rp ON calculations BEGIN
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) SELECT s.id FROM orders o JOIN stages s ON s.order_id = o.id WHERE o.calculation_id = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `stage_figures_invoice_insert` AFTER INSERT ON invoices BEGIN
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) SELECT new.stage_id WHERE new.stage_id IS NOT NULL UNION SELECT id FROM stages WHERE order_id = new.service_order_id;
END;--> statement-breakpoint
CREATE TRIGGER `stage_figures_invoice_update` AFTER UPDATE OF stage_id, service_order_id, subtotal_rp ON invoices BEGIN
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) SELECT old.stage_id WHERE old.stage_id IS NOT NULL UNION SELECT id FROM stages WHERE order_id = old.service_order_id;
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) SELECT new.stage_id WHERE new.stage_id IS NOT NULL UNION SELECT id FROM stages WHERE order_id = new.service_order_id;
END;--> statement-breakpoint
CREATE TRIGGER `stage_figures_invoice_delete` AFTER DELETE ON invoices BEGIN
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) SELECT old.stage_id WHERE old.stage_id IS NOT NULL UNION SELECT id FROM stages WHERE order_id = old.service_order_id;
END;--> statement-breakpoint
CREATE TRIGGER `stage_figures_invoice_line_insert` AFTER INSERT ON invoice_lines BEGIN
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) SELECT i.stage_id FROM invoices i WHERE i.id = new.invoice_id AND i.stage_id IS NOT NULL
    UNION SELECT s.id FROM invoices i JOIN stages s ON s.order_id = i.service_order_id WHERE i.id = new.invoice_id;
END;--> statement-breakpoint
CREATE TRIGGER `stage_figures_invoice_line_update` AFTER UPDATE OF invoice_id, type, total_rp ON invoice_lines BEGIN
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) SELECT i.stage_id FROM invoices i WHERE i.id = old.invoice_id AND i.stage_id IS NOT NULL
    UNION SELECT s.id FROM invoices i JOIN stages s ON s.order_id = i.service_order_id WHERE i.id = old.invoice_id;
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) SELECT i.stage_id FROM invoices i WHERE i.id = new.invoice_id AND i.stage_id IS NOT NULL
    UNION SELECT s.id FROM invoices i JOIN stages s ON s.order_id = i.service_order_id WHERE i.id = new.invoice_id;
END;--> statement-breakpoint
CREATE TRIGGER `stage_figures_invoice_line_delete` AFTER DELETE ON invoice_lines BEGIN
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) SELECT i.stage_id FROM invoices i WHERE i.id = old.invoice_id AND i.stage_id IS NOT NULL
    UNION SELECT s.id FROM invoices i JOIN stages s ON s.order_id = i.service_order_id WHERE i.id = old.invoice_id;
END;--> statement-breakpoint
CREATE TRIGGER `stage_figures_assignment_insert` AFTER INSERT ON stage_assignments BEGIN
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) VALUES (new.stage_id);
END;--> statement-breakpoint
CREATE TRIGGER `stage_figures_assignment_update` AFTER UPDATE OF stage_id, user_id, hours, rating ON stage_assignments BEGIN
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) VALUES (old.stage_id), (new.stage_id);
END;--> statement-breakpoint
CREATE TRIGGER `stage_figures_assignment_delete` AFTER DELETE ON stage_assignments BEGIN
  INSERT OR IGNORE INTO stale_stage_figures (stage_id) VALUES (old.stage_id);
END;--> statement-breakpoint
INSERT OR IGNORE INTO stale_stage_figures (stage_id) SELECT id FROM stages;
