// Calls of the open items, the reminder run and the Mahnsperre (server feature 'dunning').
import { dunningEndpoints, type CreateDunningBlockBody, type DunningRunBody } from '@tragkraft/sync-protocol';
import { call, callFile } from '../../api/client';

export const loadOpenItems = () => call(dunningEndpoints.openItems);
export const downloadOpenItemsExcel = () => callFile(dunningEndpoints.openItemsExcel);
export const loadDunningProposals = () => call(dunningEndpoints.proposals);
export const runDunning = (body: DunningRunBody) => call(dunningEndpoints.run, {}, body);
export const downloadReminderPdf = (reminderId: number) => callFile(dunningEndpoints.reminderPdf, { reminderId });
export const createDunningBlock = (body: CreateDunningBlockBody) => call(dunningEndpoints.createBlock, {}, body);
export const liftDunningBlock = (blockId: number) => call(dunningEndpoints.liftBlock, { blockId });
