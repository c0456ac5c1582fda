-- Money columns bigint (issue 29): a bank file may carry more than CHF 21'474'836.47. The
-- stage-figures triggers of 0001 name three of the columns: dropped and made again around it.
DROP TRIGGER stage_figures_calculation ON calculations;--> statement-breakpoint
DROP TRIGGER stage_figures_invoice ON invoices;--> statement-breakpoint
DROP TRIGGER stage_figures_invoice_line ON invoice_lines;--> statement-breakpoint
ALTER TABLE "calculations" ALTER COLUMN "total_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "waiting_time_amount_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "waiting_time_amount_rp" SET DEFAULT 10000;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ALTER COLUMN "total_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "subtotal_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "vat_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "rounding_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "total_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_transfers" ALTER COLUMN "amount_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "price_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "total_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ALTER COLUMN "open_amount_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ALTER COLUMN "fee_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "subtotal_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "vat_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "rounding_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "total_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_allocations" ALTER COLUMN "amount_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_allocations" ALTER COLUMN "fee_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stage_figures" ALTER COLUMN "revenue_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stage_figures" ALTER COLUMN "drive_rp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stage_figures" ALTER COLUMN "discount_rp" SET DATA TYPE bigint;--> statement-breakpoint
CREATE TRIGGER stage_figures_calculation AFTER UPDATE OF price, total_rp ON calculations
  FOR EACH ROW EXECUTE FUNCTION stage_figures_calculation_changed();--> statement-breakpoint
CREATE TRIGGER stage_figures_invoice AFTER INSERT OR UPDATE OF stage_id, service_order_id, subtotal_rp OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION stage_figures_invoice_changed();--> statement-breakpoint
CREATE TRIGGER stage_figures_invoice_line AFTER INSERT OR UPDATE OF invoice_id, type, total_rp OR DELETE ON invoice_lines
  FOR EACH ROW EXECUTE FUNCTION stage_figures_invoice_line_changed();
