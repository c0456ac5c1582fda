// The data of the profitability export (features/profitability/profitability-rows.ts computes
// it; profitability-xlsx.ts renders it): one row per completed stage, with the totals.
import type { Rappen } from '@tragkraft/domain';

export interface ProfitabilityRow {
  date: string;
  orderId: number;
  stage: string;
  clientName: string;
  service: string;
  revenue: Rappen;
  basis: 'Rechnung' | 'Offerte';
  hours: number;
  revenuePerHour: Rappen | null;
}

export interface Profitability {
  rows: ProfitabilityRow[];
  totalRevenue: Rappen;
  totalHours: number;
  revenuePerHour: Rappen | null;
}
