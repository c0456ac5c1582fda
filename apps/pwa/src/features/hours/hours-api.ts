// Calls of the hours and profitability screens (server features 'hours' and 'profitability').
import { hoursEndpoints, profitabilityEndpoints } from '@tragkraft/sync-protocol';
import { call, callFile } from '../../api/client';

export const loadWeeklyHours = () => call(hoursEndpoints.weekly);
export const downloadHoursExcel = () => callFile(hoursEndpoints.excel);
export const downloadProfitabilityExcel = () => callFile(profitabilityEndpoints.excel);
