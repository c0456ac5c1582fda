// Endpoints of the server feature 'working-time' (apps/server/src/features/working-time/
// routes.ts): the field staff's own working time, the office's week view, approval,
// corrections and the month's export (issue 32, decision 037).
import { Type } from 'typebox';
import { ADMIN, FIELD } from '@tragkraft/domain';
import {
  ApproveTimeAnswerSchema,
  ApproveTimeBodySchema,
  CorrectTimeBodySchema,
  RecordTimeBodySchema,
  StageHoursComparisonSchema,
  StageRecordedHoursSchema,
  TimeEntrySchema,
  TimeExportQuerySchema,
  TimeStageParamsSchema,
  TimeWeekQuerySchema,
  TimeWeekSchema,
} from '../working-time';
import { endpoint, FILE } from './endpoint';

export const workingTimeEndpoints = {
  // The signed-in person's week: entries, totals, warnings, balance.
  ownWeek: endpoint({ method: 'GET', path: '/api/me/time', access: FIELD, query: TimeWeekQuerySchema, answer: TimeWeekSchema }),
  // One tap; idempotent by clientId (outbox). 400 future / before the person existed, 409 out of order or week approved.
  record: endpoint({ method: 'POST', path: '/api/me/time', access: FIELD, body: RecordTimeBodySchema, answer: TimeEntrySchema }),
  // The person's own entry, until the week is approved (409 then); the original stays in the history.
  correctOwn: endpoint({ method: 'POST', path: '/api/me/time/correct', access: FIELD, body: CorrectTimeBodySchema, answer: TimeEntrySchema }),
  // The hours recorded at a stage on its day, per person of the crew: the report's proposal.
  stageHours: endpoint({ method: 'GET', path: '/api/me/time/stages/:stageId', access: FIELD, params: TimeStageParamsSchema, answer: StageRecordedHoursSchema }),
  // Every staff member's week.
  weeks: endpoint({ method: 'GET', path: '/api/admin/time', access: ADMIN, query: TimeWeekQuerySchema, answer: Type.Array(TimeWeekSchema) }),
  approve: endpoint({ method: 'POST', path: '/api/admin/time/approve', access: ADMIN, body: ApproveTimeBodySchema, answer: ApproveTimeAnswerSchema }),
  // Any entry, also in an approved week; written to the audit log with its reason.
  correct: endpoint({ method: 'POST', path: '/api/admin/time/correct', access: ADMIN, body: CorrectTimeBodySchema, answer: TimeEntrySchema }),
  // Recorded against reported hours per stage and person in the week.
  stageComparison: endpoint({ method: 'GET', path: '/api/admin/time/stages', access: ADMIN, query: TimeWeekQuerySchema, answer: Type.Array(StageHoursComparisonSchema) }),
  // The month of one person: PDF time sheet to sign, Excel or CSV for payroll.
  export: endpoint({ method: 'GET', path: '/api/admin/time-export', access: ADMIN, query: TimeExportQuerySchema, answer: FILE }),
};
