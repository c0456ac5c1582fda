// Schemas several features' endpoints share (decision 039): an endpoint file takes its schemas
// from its own contract file, from errors.ts and wire-bounds.ts, and from here. Only what more
// than one feature answers or reads lives here; each feature's own schemas stay in its file.
import { Type, type Static } from 'typebox';
import { IdSchema, IsoDateSchema } from './wire-bounds';

/** Answer of the calls that only report success. */
export const OkSchema = Type.Object({ ok: Type.Literal(true) });
export type Ok = Static<typeof OkSchema>;

/**
 * Stage dates from..to: the hours and their Excel (default: the last 12 months) and the
 * profitability Excel (default: all).
 */
export const DateRangeQuerySchema = Type.Object({
  from: Type.Optional(IsoDateSchema),
  to: Type.Optional(IsoDateSchema),
});
export type DateRangeQuery = Static<typeof DateRangeQuerySchema>;

export const InvoiceIdParamsSchema = Type.Object({ invoiceId: IdSchema });

export const AdminIdParamsSchema = Type.Object({ id: IdSchema });
