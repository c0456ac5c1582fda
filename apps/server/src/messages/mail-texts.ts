// Building blocks of the customer mails' texts: an appointment as "Mo 30.11.2026, 08:00 Uhr",
// the order's label with its service.
import { formatDate, isValidIsoDate, serviceByTypeId, weekdayAbbreviation } from '@tragkraft/domain';

export interface OrderFacts {
  orderId: number;
  typeId: number;
  /** The client's own order number ('' when none). */
  orderNumber: string;
  orderAddress: string;
}

export interface Appointment {
  date: string | null;
  time: string | null;
}

export function appointmentText(at: Appointment): string {
  if (!at.date || !isValidIsoDate(at.date)) return 'ohne Datum';
  return `${weekdayAbbreviation(at.date)} ${formatDate(at.date)}${at.time ? `, ${at.time} Uhr` : ''}`;
}

/** 'Auftrag Nr. 12 (Küchen)', with the client's own number when it has one. */
export function orderLabel(order: OrderFacts): string {
  const service = serviceByTypeId(order.typeId)?.name;
  return `Auftrag Nr. ${order.orderId}${service ? ` (${service})` : ''}${order.orderNumber ? `, Ihre Nummer ${order.orderNumber}` : ''}`;
}

/** What an operation mail (damage, Arbeitsrapport) tells of its stage. */
export interface StageMailFacts {
  stageId: number;
  orderId: number;
  orderNumber: string;
  date: string | null;
  time: string | null;
  address: string;
}
