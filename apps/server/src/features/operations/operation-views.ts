// Builds the answers of the operation views from stored rows: list rows, the team list,
// hours entries and images. The team shows who declined; non-admins see no hours entries of
// people who declined.
import { confirmationLocked, isValidIsoDate, isValidTime, serviceByTypeId, SITE_SERVICE_TYPE_ID, timeOrDefault, zurichInstant } from '@tragkraft/domain';
import type { OperationHours, OperationImage, OperationListItem, OperationUser } from '@tragkraft/sync-protocol';
import type { images } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import type { Assignment, StageRow } from '../stages/stage-access';

/** The start instant (time or 08:00, Zurich) as ISO text; null without a usable date. */
export function startInstant(date: string | null, time: string | null): Date | null {
  if (!date || !isValidIsoDate(date)) return null;
  const start = time && isValidTime(time) ? time : timeOrDefault(null);
  return zurichInstant(date, start);
}

/**
 * The team as the caller may see it: everybody, those who declined included (confirmation
 * false), so the crew knows who will not come (issue 15). The phone number is the way to ask.
 */
function teamFor(_session: Session, team: Assignment[]): OperationUser[] {
  return team
    .map((a) => ({ id: a.userId, firstName: a.firstName, lastName: a.lastName, role: a.role, confirmation: a.confirmation, phone: a.phone, permanent: a.permanent }));
}

/** Hours entries: admins all, operators all but declined, employees only their own. */
export function hoursFor(session: Session, team: Assignment[]): OperationHours[] {
  return team
    .filter((a) => (session.role === 'employee' ? a.userId === session.userId : session.role === 'admin' || a.confirmation !== false))
    .map((a) => ({
      userId: a.userId,
      firstName: a.firstName,
      role: a.role,
      hours: a.hours,
      rating: a.rating,
      comment: a.comment,
      confirmation: a.confirmation,
      confirmationChanged: a.confirmationChangedAt,
    }));
}

export function imageView(image: typeof images.$inferSelect): OperationImage {
  return { id: image.id, comment: image.comment, damage: image.damage, deleted: image.deletedAt !== null, mimeType: image.mimeType };
}

/** Site service: the calculation's price per hour (Rappen). */
export function pricePerHourOf(row: StageRow): number | null {
  if (row.orderTypeId !== SITE_SERVICE_TYPE_ID) return null;
  const value = (row.price as { pricePerHour?: unknown } | null)?.pricePerHour;
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
}

export interface InvoiceState {
  invoiceTime: string | null;
  invoiceSentTime: string | null;
  invoicePaidTime: string | null;
}
const NO_INVOICE: InvoiceState = { invoiceTime: null, invoiceSentTime: null, invoicePaidTime: null };

export function listItem(
  row: StageRow,
  team: Assignment[],
  session: Session,
  now: Date,
  invoice: InvoiceState = NO_INVOICE,
): OperationListItem {
  const s = row.stage;
  const own = team.find((a) => a.userId === session.userId);
  return {
    id: s.id,
    orderId: s.orderId,
    orderNumber: s.orderNumber || row.orderNumber,
    stageNumber: s.stageNumber,
    date: s.date,
    time: s.time,
    dateAndTime: startInstant(s.date, s.time)?.toISOString() ?? null,
    typeId: row.orderTypeId,
    type: serviceByTypeId(row.orderTypeId)?.name ?? '',
    amount: s.amount,
    disposeDevicesCount: s.disposeDevicesCount,
    clientName: row.clientName,
    address: row.orderAddress,
    addressType: row.orderAddressType,
    meetingTime: s.meetingTime,
    meetingPlace: s.meetingPlace,
    completedTime: s.completedTime,
    clientSignedTime: s.clientSignedTime,
    clientReport: s.reportSavedAt !== null,
    users: teamFor(session, team),
    confirmation: own?.confirmation ?? null,
    confirmationLocked: confirmationLocked(now, s.date, s.time),
    version: s.version,
    ...(session.role === 'admin' ? invoice : NO_INVOICE),
  };
}
