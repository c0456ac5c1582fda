import { Type, type Static } from 'typebox';

import { CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_TRACE_MAX, CLIENT_ERROR_URL_MAX } from './client-error-limits';

// POST /api/client-error: every uncaught front-end error, sent only when signed in.
// Bounded per field and per body; the server also limits reports per user and hour and
// keeps them 30 days (decision 013).

export const ClientErrorBodySchema = Type.Object({
  message: Type.String({ maxLength: CLIENT_ERROR_MESSAGE_MAX }),
  trace: Type.Optional(Type.String({ maxLength: CLIENT_ERROR_TRACE_MAX })),
  /** The screen's path ('/operation/12'); the server drops the query string. */
  url: Type.Optional(Type.String({ maxLength: CLIENT_ERROR_URL_MAX })),
});
export type ClientErrorBody = Static<typeof ClientErrorBodySchema>;

// GET /api/admin/client-errors: the latest reports, newest first (admin screen "Fehlerberichte").
export const ClientErrorEntrySchema = Type.Object({
  id: Type.Integer(),
  /** ISO instant (UTC). */
  createdAt: Type.String(),
  /** Null when the user has been deleted since. */
  user: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String(), role: Type.String() }),
    Type.Null(),
  ]),
  url: Type.String(),
  message: Type.String(),
  trace: Type.String(),
  userAgent: Type.String(),
});
export type ClientErrorEntry = Static<typeof ClientErrorEntrySchema>;

export const ClientErrorListSchema = Type.Array(ClientErrorEntrySchema);
export type ClientErrorList = Static<typeof ClientErrorListSchema>;
