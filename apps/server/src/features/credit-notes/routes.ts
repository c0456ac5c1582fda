// Credit notes and write-offs of invoices (admin only, see the endpoint table).
import type { FastifyPluginAsync } from 'fastify';
import { creditNotesEndpoints } from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import { route } from '../../plugins/endpoint-route';
import { sendFile } from '../../plugins/file-reply';
import { createCreditNote } from './create-credit-note';
import { creditNotePdf } from './credit-note-document';
import { listCreditNotes } from './list-credit-notes';
import { writeOffInvoice } from './write-off-invoice';

export const creditNoteRoutes: FastifyPluginAsync<{ company: Company }> = async (app, { company }) => {
  route(app, creditNotesEndpoints.create, async (request) => createCreditNote(app.db, request.params.invoiceId, request.body, request.session.userId, new Date()));
  route(app, creditNotesEndpoints.list, async (request) => listCreditNotes(app.db, request.params.invoiceId));
  route(app, creditNotesEndpoints.pdf, async (request, reply) => {
    const pdf = await creditNotePdf(app.db, company, request.params.creditNoteId);
    return sendFile(reply, 'pdf', pdf.fileName, pdf.content);
  });
  route(app, creditNotesEndpoints.writeOff, async (request) => writeOffInvoice(app.db, request.params.invoiceId, request.body, request.session.userId, new Date()));
};
