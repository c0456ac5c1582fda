// Open items and dunning (issue 18, decision 022): the list (also as Excel), the proposals of a
// reminder run, the run itself and the reminder PDFs (admin only, see the endpoint table).
import type { FastifyPluginAsync } from 'fastify';
import { zurichToday, type DunningRules } from '@tragkraft/domain';
import { dunningEndpoints, OPEN_ITEMS_FILE_NAME } from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import { renderOpenItemsXlsx } from '../../documents/open-items-xlsx';
import { route } from '../../plugins/endpoint-route';
import { CONTENT_TYPES, sendFile } from '../../plugins/file-reply';
import { createBlock, liftBlock } from './block-dunning';
import { listBlocksInForce } from './dunning-blocks';
import { openItemDetails, openItemOf } from './open-items';
import { dunningProposals } from './proposals';
import { REMINDER_PDF } from '../../messages/payment-reminder-mail';
import { reminderPdf } from './reminder-document';
import { runDunning } from './run-dunning';

export interface DunningRoutesOptions {
  company: Company;
  rules: DunningRules;
}

export const dunningRoutes: FastifyPluginAsync<DunningRoutesOptions> = async (app, { company, rules }) => {
  app.mailQueue.registerAttachment(REMINDER_PDF, async (args) => {
    const pdf = await reminderPdf(app.db, company, rules, Number(args.reminderId));
    return { filename: pdf.fileName, contentType: CONTENT_TYPES.pdf, content: pdf.content };
  });
  const openItems = async () => (await openItemDetails(app.db, rules, zurichToday(new Date()))).map(openItemOf);

  route(app, dunningEndpoints.openItems, async () => openItems());
  route(app, dunningEndpoints.openItemsExcel, async (_request, reply) => sendFile(reply, 'xlsx', OPEN_ITEMS_FILE_NAME, await renderOpenItemsXlsx(await openItems(), company.name)));
  route(app, dunningEndpoints.proposals, async () => dunningProposals(app.db, rules, new Date()));
  route(app, dunningEndpoints.run, async (request) => runDunning(app, company, rules, request.body, request.session.userId, new Date()));
  route(app, dunningEndpoints.reminderPdf, async (request, reply) => {
    const pdf = await reminderPdf(app.db, company, rules, request.params.reminderId);
    return sendFile(reply, 'pdf', pdf.fileName, pdf.content);
  });
  route(app, dunningEndpoints.blocks, async () => listBlocksInForce(app.db, zurichToday(new Date())));
  route(app, dunningEndpoints.createBlock, async (request) => createBlock(app.db, request.session.userId, request.body, new Date()));
  route(app, dunningEndpoints.liftBlock, async (request) => liftBlock(app.db, request.session.userId, request.params.blockId, new Date()));
};
