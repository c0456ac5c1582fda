// GET /api/admin/time-export: one person's month as a PDF time sheet to sign, or Excel/CSV
// for payroll (issue 32). Deactivated and deleted people keep their sheets (five years).
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, daysInMonth, FIELD, isoDate, zurichToday } from '@tragkraft/domain';
import { TIME_TEXTS, type TimeExportQuery } from '@tragkraft/sync-protocol';
import type { FastifyReply } from 'fastify';
import type { Company } from '../../config';
import type { Db } from '../../db/open-database';
import { users } from '../../db/schema';
import { renderTimeSheetCsv } from '../../documents/time-sheet-csv';
import { buildTimeSheet, timeSheetFileName } from '../../documents/time-sheet-model';
import { renderTimeSheetPdf } from '../../documents/time-sheet-pdf';
import { renderTimeSheetXlsx } from '../../documents/time-sheet-xlsx';
import { notFound } from '../../plugins/errors';
import { sendFile } from '../../plugins/file-reply';
import { personName } from '../absences/staff';
import { absenceDays, entriesAround, toTap } from './time-entries';

export async function exportTime(db: Db, reply: FastifyReply, query: TimeExportQuery, company: Company, now: Date): Promise<FastifyReply> {
  const [person] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, weeklyTargetHours: users.weeklyTargetHours })
    .from(users)
    .where(and(eq(users.id, query.userId), inArray(users.role, [...FIELD])))
    .limit(1);
  if (!person) throw notFound(TIME_TEXTS.personNotFound);
  const [year, month] = query.month.split('-').map(Number) as [number, number];
  const first = isoDate(year, month, 1);
  const last = isoDate(year, month, daysInMonth(year, month));
  const rows = await entriesAround(db, query.userId, addDays(first, -2), last);
  const sheet = buildTimeSheet({ month: query.month, personName: personName(person), weeklyTargetHours: person.weeklyTargetHours, taps: rows.map(toTap), absences: await absenceDays(db, query.userId, first, last) });
  if (query.format === 'csv') return sendFile(reply, 'csv', timeSheetFileName(sheet, 'csv'), Buffer.from(renderTimeSheetCsv(sheet), 'utf8'));
  if (query.format === 'xlsx') return sendFile(reply, 'xlsx', timeSheetFileName(sheet, 'xlsx'), await renderTimeSheetXlsx(sheet, company.name));
  return sendFile(reply, 'pdf', timeSheetFileName(sheet, 'pdf'), await renderTimeSheetPdf(sheet, company, zurichToday(now)));
}
