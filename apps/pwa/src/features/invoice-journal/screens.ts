import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened).
export const invoiceJournalScreens = {
  'admin/invoices': lazy(() => import('./invoice-journal-screen').then((m) => ({ default: m.InvoiceJournalScreen }))),
} satisfies ScreenMap;
