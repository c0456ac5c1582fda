// Staff analytics (admin, 'Mitarbeiter Analyse'): revenue per worked hour per active staff
// member, and one person's figures with every stage of the period they are assigned to.
// Figures: decision 009.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { serviceByTypeId, STAFF } from '@tragkraft/domain';
import { ANALYTICS_STAGE_LIMIT, ANALYTICS_TEXTS, type UserAnalyticsHourly, type UserAnalyticsUser, type UserStageDetail } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { users } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { byRevenue, staffRowOf } from './analytics-figures';
import { countedParams, type AnalyticsPeriod } from './analytics-period';
import { analyticsQueries, type ParticipantRow } from './analytics-statements';

export async function userAnalyticsHourly(db: Db, period: AnalyticsPeriod): Promise<UserAnalyticsHourly> {
  const rows = await (await analyticsQueries(db)).staffHourly(countedParams(period));
  return { users: rows.map(staffRowOf).sort(byRevenue((r) => r.userFirstName)) };
}

const roleRank = (role: string) => (role === 'operator' ? 0 : role === 'employee' ? 1 : 2);

/** Each stage's team in the order of the operation views: site leads first, then by first name. */
function teamsOf(rows: ParticipantRow[]): Map<number, UserStageDetail['users']> {
  rows.sort((x, y) => roleRank(x.role) - roleRank(y.role) || x.firstName.localeCompare(y.firstName, 'de-CH') || x.userId - y.userId);
  const teams = new Map<number, UserStageDetail['users']>();
  for (const r of rows) {
    const team = teams.get(r.stageId) ?? [];
    team.push({ id: r.userId, firstName: r.firstName, role: r.role, confirmation: r.confirmation, hours: r.hours });
    teams.set(r.stageId, team);
  }
  return teams;
}

/** The order address (several lines) on one line: 'Weg 1, 8000 Zürich'. */
const addressOneLine = (address: string) =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(', ');

export async function userAnalyticsUser(db: Db, period: AnalyticsPeriod, userId: number): Promise<UserAnalyticsUser> {
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, [...STAFF]), isNull(users.deletedAt)))
    .limit(1);
  if (!person) throw notFound(ANALYTICS_TEXTS.userNotFound);
  const queries = await analyticsQueries(db);
  const params = countedParams(period);
  const [[figures], rows] = await Promise.all([queries.oneStaff(params, userId), queries.userStages(params, userId, ANALYTICS_STAGE_LIMIT)]);
  const teams = teamsOf(await queries.participants(rows.map((r) => r.id)));
  const stageDetails = rows.map(
    (r): UserStageDetail => ({
      id: r.id,
      date: r.date,
      time: r.time,
      addressOneLine: addressOneLine(r.order_address),
      addressType: r.order_address_type,
      typeId: r.type_id,
      type: serviceByTypeId(r.type_id)?.name ?? '',
      amount: r.amount,
      pricePerHour: r.price_per_hour === null ? null : Math.round(r.price_per_hour),
      disposeDevicesCount: r.dispose_devices_count,
      clientName: r.client_name,
      clientSignedTime: r.client_signed_time,
      completedTime: r.completed_time,
      users: teams.get(r.id) ?? [],
    }),
  );
  return { user: figures ? staffRowOf(figures) : null, stageDetails };
}
