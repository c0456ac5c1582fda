-- Keeps the analytics figures current (decision 009), the PostgreSQL twin of SQLite's migration
-- 0003_stage-figures-triggers: every write that can change a stage's revenue, hours or whether
-- it counts lists the stage in stale_stage_figures; the next analytics call recomputes the
-- listed stages (features/analytics/stage-figures.ts).
-- Hand-written (drizzle-kit generates no triggers): one plpgsql function per table and one
-- AFTER ... FOR EACH ROW trigger with the same events and UPDATE OF columns as SQLite's,
-- OLD/NEW by TG_OP, INSERT ... ON CONFLICT DO NOTHING for INSERT OR IGNORE.
-- test/pg/pg-migrations.test.ts checks that the same writes give the same stale stages on both.
CREATE FUNCTION stage_figures_stage_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO stale_stage_figures (stage_id) VALUES (OLD.id) ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO stale_stage_figures (stage_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stage_figures_stage AFTER INSERT OR UPDATE OF date, amount, completed_time, order_id OR DELETE ON stages
  FOR EACH ROW EXECUTE FUNCTION stage_figures_stage_changed();--> statement-breakpoint
CREATE FUNCTION stage_figures_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stale_stage_figures (stage_id) SELECT id FROM stages WHERE order_id = NEW.id ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stage_figures_order AFTER UPDATE OF status, type_id, client_id, stages_count, calculation_id ON orders
  FOR EACH ROW EXECUTE FUNCTION stage_figures_order_changed();--> statement-breakpoint
CREATE FUNCTION stage_figures_calculation_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stale_stage_figures (stage_id)
    SELECT s.id FROM orders o JOIN stages s ON s.order_id = o.id WHERE o.calculation_id = NEW.id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stage_figures_calculation AFTER UPDATE OF price, total_rp ON calculations
  FOR EACH ROW EXECUTE FUNCTION stage_figures_calculation_changed();--> statement-breakpoint
-- An invoice's stages: its own stage, or every stage of the order it covers (site service).
CREATE FUNCTION stage_figures_invoice_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO stale_stage_figures (stage_id)
      SELECT OLD.stage_id WHERE OLD.stage_id IS NOT NULL UNION SELECT id FROM stages WHERE order_id = OLD.service_order_id
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO stale_stage_figures (stage_id)
      SELECT NEW.stage_id WHERE NEW.stage_id IS NOT NULL UNION SELECT id FROM stages WHERE order_id = NEW.service_order_id
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stage_figures_invoice AFTER INSERT OR UPDATE OF stage_id, service_order_id, subtotal_rp OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION stage_figures_invoice_changed();--> statement-breakpoint
CREATE FUNCTION stage_figures_invoice_line_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO stale_stage_figures (stage_id)
      SELECT i.stage_id FROM invoices i WHERE i.id = OLD.invoice_id AND i.stage_id IS NOT NULL
      UNION SELECT s.id FROM invoices i JOIN stages s ON s.order_id = i.service_order_id WHERE i.id = OLD.invoice_id
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO stale_stage_figures (stage_id)
      SELECT i.stage_id FROM invoices i WHERE i.id = NEW.invoice_id AND i.stage_id IS NOT NULL
      UNION SELECT s.id FROM invoices i JOIN stages s ON s.order_id = i.service_order_id WHERE i.id = NEW.invoice_id
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stage_figures_invoice_line AFTER INSERT OR UPDATE OF invoice_id, type, total_rp OR DELETE ON invoice_lines
  FOR EACH ROW EXECUTE FUNCTION stage_figures_invoice_line_changed();--> statement-breakpoint
CREATE FUNCTION stage_figures_assignment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO stale_stage_figures (stage_id) VALUES (OLD.stage_id) ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO stale_stage_figures (stage_id) VALUES (NEW.stage_id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stage_figures_assignment AFTER INSERT OR UPDATE OF stage_id, user_id, hours, rating OR DELETE ON stage_assignments
  FOR EACH ROW EXECUTE FUNCTION stage_figures_assignment_changed();--> statement-breakpoint
INSERT INTO stale_stage_figures (stage_id) SELECT id FROM stages ON CONFLICT DO NOTHING;
