// The admin order modal's form: the order detail as editable values, the checks the spec
// names (object address and first delivery date required, valid times), and the update body.
import { isValidTime, MESSAGE_TEXTS } from '@tragkraft/domain';
import { ORDER_CONTACT_FIELDS, type AdminOrderDetail, type AdminUpdateOrderBody, type OrderContactField } from '@tragkraft/sync-protocol';

export interface StageForm {
  id: number;
  stageNumber: number;
  date: string | null;
  /** 'HH:mm' or '' for none. */
  time: string;
  amount: number | '';
  hours: number | '';
  orderNumber: string;
  remarks: string;
}

export interface OrderForm {
  orderNumber: string;
  orderAddress: string;
  orderAddressType: AdminOrderDetail['params']['orderAddressType'];
  contacts: Record<OrderContactField, string>;
  stages: StageForm[];
}

export interface OrderFormErrors {
  orderAddress?: string;
  /** By stage id. */
  date?: Record<number, string>;
  time?: Record<number, string>;
}

const TIME_INVALID = 'Ungültige Zeit (erwartet wird HH:MM).';

function stageToForm(stage: AdminOrderDetail['stages'][number]): StageForm {
  return {
    id: stage.id,
    stageNumber: stage.stageNumber,
    date: stage.date,
    time: stage.time ?? '',
    amount: stage.amount ?? '',
    hours: stage.hours ?? '',
    orderNumber: stage.orderNumber,
    remarks: stage.remarks,
  };
}

export function detailToForm(detail: AdminOrderDetail): OrderForm {
  const { orderNumber, orderAddress, orderAddressType, ...rest } = detail.params;
  const contacts = Object.fromEntries(ORDER_CONTACT_FIELDS.map((field) => [field, rest[field] ?? ''])) as Record<OrderContactField, string>;
  return { orderNumber, orderAddress, orderAddressType, contacts, stages: detail.stages.map(stageToForm) };
}

/**
 * After a stage was added or removed: the server's stages, each keeping what the admin had
 * typed into it before (matched by id), and the order fields as typed.
 */
export function mergeStages(form: OrderForm, detail: AdminOrderDetail): OrderForm {
  return {
    ...form,
    stages: detail.stages.map((stage) => {
      const typed = form.stages.find((s) => s.id === stage.id);
      return typed ? { ...typed, stageNumber: stage.stageNumber } : stageToForm(stage);
    }),
  };
}

export function checkOrderForm(form: OrderForm): OrderFormErrors {
  const errors: OrderFormErrors = {};
  if (form.orderAddress.trim() === '') errors.orderAddress = MESSAGE_TEXTS.addressMissing;
  const first = form.stages[0];
  if (first && !first.date) errors.date = { [first.id]: MESSAGE_TEXTS.firstDateMissing };
  for (const stage of form.stages) {
    if (stage.time.trim() !== '' && !isValidTime(stage.time.trim())) errors.time = { ...errors.time, [stage.id]: TIME_INVALID };
  }
  return errors;
}

export function hasErrors(errors: OrderFormErrors): boolean {
  return Boolean(errors.orderAddress) || Object.keys(errors.date ?? {}).length > 0 || Object.keys(errors.time ?? {}).length > 0;
}

const numberOrNull = (value: number | '') => (value === '' ? null : value);

export function orderFormToBody(orderId: number, form: OrderForm): AdminUpdateOrderBody {
  return {
    orderId,
    orderNumber: form.orderNumber.trim(),
    orderAddressType: form.orderAddressType,
    orderAddress: form.orderAddress.trim(),
    ...form.contacts,
    stages: form.stages.map((stage) => ({
      id: stage.id,
      date: stage.date,
      time: stage.time.trim() === '' ? null : stage.time.trim(),
      amount: numberOrNull(stage.amount),
      hours: numberOrNull(stage.hours),
      orderNumber: stage.orderNumber.trim(),
      remarks: stage.remarks.trim(),
    })),
  };
}

/**
 * Stages whose date the form changes although they are completed or invoiced: re-dating them
 * changes what the report and the invoice say, so the admin confirms it first (issue 15).
 */
export function redatedFinishedStages(stored: readonly Pick<AdminOrderDetail['stages'][number], 'id' | 'stageNumber' | 'date' | 'completedTime' | 'invoiceId'>[], form: readonly Pick<StageForm, 'id' | 'date'>[]): number[] {
  return stored
    .filter((stage) => (stage.completedTime !== null || stage.invoiceId !== null) && form.some((f) => f.id === stage.id && f.date !== stage.date))
    .map((stage) => stage.stageNumber);
}
