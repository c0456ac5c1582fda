// Endpoints of the server feature 'absences' (apps/server/src/features/absences/routes.ts):
// holidays, sickness and training of field staff (issue 21), entered by admins, seen by the
// person in the app.
import { Type } from 'typebox';
import { ADMIN, FIELD } from '@tragkraft/domain';
import { OkSchema } from '../common';
import { AbsenceListQuerySchema, AbsenceParamsSchema, AbsenceSchema, NewAbsenceAnswerSchema, NewAbsenceBodySchema, OwnAbsenceSchema } from '../absences';
import { endpoint } from './endpoint';

export const absencesEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/admin/absences', access: ADMIN, query: AbsenceListQuerySchema, answer: Type.Array(AbsenceSchema) }),
  // 409 when the person is already absent on one of the days.
  create: endpoint({ method: 'POST', path: '/api/admin/absences', access: ADMIN, body: NewAbsenceBodySchema, answer: NewAbsenceAnswerSchema }),
  remove: endpoint({ method: 'DELETE', path: '/api/admin/absences/:id', access: ADMIN, params: AbsenceParamsSchema, answer: OkSchema }),
  // The signed-in operator's or employee's own absences from today on.
  own: endpoint({ method: 'GET', path: '/api/me/absences', access: FIELD, answer: Type.Array(OwnAbsenceSchema) }),
};
