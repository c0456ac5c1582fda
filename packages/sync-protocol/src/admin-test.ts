import { Type, type Static } from 'typebox';

// Admin test page: GET /api/admin/test-log answers what it wrote to the log.
export const TestLogAnswerSchema = Type.Object({ ok: Type.Literal(true), logged: Type.String() });
export type TestLogAnswer = Static<typeof TestLogAnswerSchema>;
