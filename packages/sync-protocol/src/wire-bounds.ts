// Bounds every request shares (issue 29): ids and counts fit PostgreSQL's integer, dates lie in
// the years 2000 to 2099 and name a real day, weeks likewise. Bad input is then refused by the
// schema on both engines alike (400), before a database sees it: SQLite would take 9999 or
// 2^31 silently, PostgreSQL answers an error (a 500).
import { Type } from 'typebox';

/** PostgreSQL's integer (and serial ids): the largest id or count a request may carry. */
export const MAX_INT32 = 2_147_483_647;

/** A row id. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: MAX_INT32 });

/** Years this business can mean: no order, absence or payment lies before 2000 or after 2099. */
const YEAR = '20\\d{2}';

/**
 * 'YYYY-MM-DD' in the years 2000 to 2099, a day the month has (format 'date' checks 30.02.).
 * The one date schema of every request; fields that answer a German message per day (an
 * order's stages, an offer's days) stay plain strings and are bounded by domain instead
 * (decision 033).
 */
export const IsoDateSchema = Type.String({ format: 'date', pattern: `^${YEAR}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$`, maxLength: 10 });

/** 'YYYY-Www', the ISO week (as an HTML week input gives it), in the same years. */
export const IsoWeekSchema = Type.String({ pattern: `^${YEAR}-W(0[1-9]|[1-4]\\d|5[0-3])$`, maxLength: 8 });
