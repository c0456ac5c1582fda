import { Type, type Static } from 'typebox';

// POST /api/client-error: every uncaught front-end error, sent only when signed in.
export const CLIENT_ERROR_MESSAGE_MAX = 2_000;
export const CLIENT_ERROR_TRACE_MAX = 20_000;

export const ClientErrorBodySchema = Type.Object({
  message: Type.String({ maxLength: CLIENT_ERROR_MESSAGE_MAX }),
  trace: Type.Optional(Type.String({ maxLength: CLIENT_ERROR_TRACE_MAX })),
});
export type ClientErrorBody = Static<typeof ClientErrorBodySchema>;
