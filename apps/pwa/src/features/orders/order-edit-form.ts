// The order modal's editable copy of an order, its client-side check (the same domain rules
// the server applies) and the update body with only what changed.
import { message, uniqueMessages, validateOrderEdit, type Message, type StageInput } from '@tragkraft/domain';
import {
  ORDER_CONTACT_FIELDS,
  type OrderContacts,
  type OrderDetail,
  type OrderStage,
  type UpdateOrderBody,
  type UpdateOrderStage,
} from '@tragkraft/sync-protocol';

export interface StageEditForm {
  id: number;
  date: string | null;
  time: string | null;
  amount: number | null;
  hours: number | null;
  orderNumber: string;
  remarks: string;
}

export interface OrderEditForm {
  orderNumber: string;
  orderAddress: string;
  contacts: OrderContacts;
  stages: StageEditForm[];
}

const stageFormOf = (stage: OrderStage): StageEditForm => ({
  id: stage.id,
  date: stage.date,
  time: stage.time,
  amount: stage.amount,
  hours: stage.hours,
  orderNumber: stage.orderNumber,
  remarks: stage.remarks,
});

export function formFromOrder(order: OrderDetail): OrderEditForm {
  const contacts = Object.fromEntries(ORDER_CONTACT_FIELDS.map((field) => [field, order[field]])) as OrderContacts;
  return { orderNumber: order.orderNumber, orderAddress: order.orderAddress, contacts, stages: order.stages.map(stageFormOf) };
}

/** A stage as the domain rules read it; blank texts count as none, as on the server. */
function inputOf(stage: StageEditForm | OrderStage): StageInput {
  return {
    date: stage.date || null,
    time: stage.time || null,
    amount: stage.amount,
    hours: stage.hours,
    orderNumber: stage.orderNumber.trim(),
    remarks: stage.remarks.trim(),
  };
}

/** The messages that keep the form from being saved (empty when it may be sent). */
export function checkOrderForm(order: OrderDetail, form: OrderEditForm, now: Date): Message[] {
  const found = validateOrderEdit(order.stages.map(inputOf), form.stages.map(inputOf), { typeId: order.typeId, now });
  if (form.orderAddress.trim() === '') found.push(message('addressMissing'));
  return uniqueMessages(found);
}

const STAGE_FIELDS = ['time', 'amount', 'hours', 'orderNumber', 'remarks'] as const;

function stageChange(stored: OrderStage, edited: StageEditForm): UpdateOrderStage | null {
  if (stored.lock === 'locked') return null;
  const before = inputOf(stored);
  const after = inputOf(edited);
  const change: UpdateOrderStage = { id: stored.id };
  if (stored.lock === 'editable' && before.date !== after.date) change.date = after.date;
  for (const field of STAGE_FIELDS) {
    if ((before[field] ?? null) !== (after[field] ?? null)) Object.assign(change, { [field]: after[field] ?? null });
  }
  return Object.keys(change).length > 1 ? change : null;
}

/** ordersEndpoints.update: the order fields and the changed stages (locked ones never). */
export function updateBodyOf(order: OrderDetail, form: OrderEditForm): UpdateOrderBody {
  const stages = order.stages.flatMap((stored, i) => {
    const edited = form.stages[i];
    const change = edited ? stageChange(stored, edited) : null;
    return change ? [change] : [];
  });
  const contacts = Object.fromEntries(ORDER_CONTACT_FIELDS.map((field) => [field, form.contacts[field].trim()]));
  return {
    orderId: order.id,
    orderNumber: form.orderNumber.trim(),
    orderAddress: form.orderAddress.trim(),
    ...contacts,
    ...(stages.length > 0 ? { stages } : {}),
  };
}
