// Which component shows each screen route. Every feature lists its own screens in
// `features/<feature>/screens.ts`. Every route of the spec has one: the type refuses a route
// without a screen.
import type { ComponentType } from 'react';
import type { ScreenRoute } from '@tragkraft/domain';
import { adminOrderScreens } from '../admin-orders/screens';
import { adminTestScreens } from '../admin-test/screens';
import { analyticsScreens } from '../analytics/screens';
import { authScreens } from '../auth/screens';
import { boardScreens } from '../board/screens';
import { clientErrorScreens } from '../client-errors/screens';
import { clientScreens } from '../clients/screens';
import { dunningScreens } from '../dunning/screens';
import { accountingExportScreens } from '../accounting-export/screens';
import { hoursScreens } from '../hours/screens';
import { invoiceJournalScreens } from '../invoice-journal/screens';
import { notificationSettingsScreens } from '../notification-settings/screens';
import { offerScreens } from '../offers/screens';
import { operationScreens } from '../operations/screens';
import { orderScreens } from '../orders/screens';
import { paymentScreens } from '../payments/screens';
import { userScreens } from '../users/screens';
import { workingTimeScreens } from '../working-time/screens';

export const SCREENS: Record<ScreenRoute, ComponentType> = {
  ...authScreens,
  ...adminTestScreens,
  ...offerScreens,
  ...orderScreens,
  ...operationScreens,
  ...clientScreens,
  ...userScreens,
  ...adminOrderScreens,
  ...analyticsScreens,
  ...clientErrorScreens,
  ...hoursScreens,
  ...accountingExportScreens,
  ...paymentScreens,
  ...boardScreens,
  ...dunningScreens,
  ...invoiceJournalScreens,
  ...notificationSettingsScreens,
  ...workingTimeScreens,
};
