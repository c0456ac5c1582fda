// The order part of the offer screen as plain data: stage entries that follow the stage
// count, the checks before ordering and the body of POST /api/order.
import { validateOrderBasics, validateOrderStages, type Message, type StageInput } from '@tragkraft/domain';
import type { PlaceOrderBody } from '@tragkraft/sync-protocol';
import type { Draft } from '../calculator/default-inputs';
import { normaliseTime } from '../calculator/prepare-input';

export type StageDraft = { date: string | null; time: string; amount: number | null; orderNumber: string; remarks: string };
export type AddressType = 'autocomplete' | 'manual';

export const CONTACT_FIELDS = [
  { name: 'contactGeneral', phone: 'contactGeneralPhone', label: 'Generalunternehmer', suggestions: null },
  { name: 'contactArchitect', phone: 'contactArchitectPhone', label: 'Architekt', suggestions: null },
  { name: 'contactCManager', phone: 'contactCManagerPhone', label: 'Bauleiter', suggestions: null },
  { name: 'contactFiller', phone: 'contactFillerPhone', label: 'Monteur / Montageleiter', suggestions: 'fillerList' },
  { name: 'contactDriver', phone: 'contactDriverPhone', label: 'Chauffeur', suggestions: 'driverList' },
] as const;
export type ContactKey = (typeof CONTACT_FIELDS)[number]['name' | 'phone'];
export type Contacts = Record<ContactKey, string>;

export const emptyContacts = (): Contacts =>
  Object.fromEntries(CONTACT_FIELDS.flatMap((c) => [[c.name, ''], [c.phone, '']])) as Contacts;

export const emptyStage = (): StageDraft => ({ date: null, time: '', amount: null, orderNumber: '', remarks: '' });

/** The spec: a new stage count keeps the entries there are and cuts or appends empty ones. */
export function resizeStages(stages: StageDraft[], count: number): StageDraft[] {
  const wanted = Math.max(1, Math.trunc(count) || 1);
  if (stages.length === wanted) return stages;
  return stages.length > wanted ? stages.slice(0, wanted) : [...stages, ...Array.from({ length: wanted - stages.length }, emptyStage)];
}

/** Stages the calculation priced: facade-lift and service days are the stages themselves. */
export function stageCountOf(draft: Draft): number {
  switch (draft.key) {
    case 'facadeLift':
    case 'service':
      return draft.input.dates.length;
    case 'labs':
      return 1;
    default:
      return draft.input.stagesCount;
  }
}

const stagesFromDays = (draft: Draft): boolean => draft.key === 'facadeLift' || draft.key === 'service';

function stageInputs(draft: Draft, stages: StageDraft[]): StageInput[] {
  if (draft.key === 'facadeLift' || draft.key === 'service') {
    return draft.input.dates.map((d) => ({ date: d.date, time: normaliseTime(d.time), hours: d.hours, amount: 'amount' in d ? d.amount : null }));
  }
  return stages.map((s) => ({
    date: s.date,
    time: normaliseTime(s.time),
    amount: s.amount,
    orderNumber: s.orderNumber.trim() || null,
    remarks: s.remarks.trim() || null,
  }));
}

const expressOf = (draft: Draft): boolean => (draft.key === 'labs' ? false : draft.input.express);

export type OrderForm = {
  address: string;
  addressType: AddressType;
  orderNumber: string;
  stages: StageDraft[];
  contacts: Contacts;
};

/** Every message that stops the order before it is sent (the server checks them again). */
export function checkOrder(args: { draft: Draft; form: OrderForm; priceCalculated: boolean; locked: boolean; now: Date; typeId: number }): Message[] {
  const { draft, form } = args;
  return [
    ...validateOrderBasics({ priceCalculated: args.priceCalculated, inputsLocked: args.locked, orderAddress: form.address }),
    ...validateOrderStages(stageInputs(draft, form.stages), { typeId: args.typeId, express: expressOf(draft), now: args.now }),
  ];
}

export function orderBody(calcId: number, draft: Draft, form: OrderForm): PlaceOrderBody {
  const contacts = Object.fromEntries(Object.entries(form.contacts).map(([key, value]) => [key, value.trim()]));
  const orderNumber = form.orderNumber.trim();
  const body: PlaceOrderBody = {
    calcId,
    orderAddressType: form.addressType,
    orderAddress: form.address.trim(),
    ...contacts,
    ...(orderNumber ? { orderNumber } : {}),
    express: expressOf(draft),
    driveKilometers: draft.input.driveKilometers,
    stagesCount: stageCountOf(draft),
  };
  if (!stagesFromDays(draft)) body.stages = stageInputs(draft, form.stages);
  if ('lift' in draft.input) {
    body.lift = draft.input.lift === 'lift';
    body.facadeLift = draft.input.lift === 'facadeLift';
  }
  return body;
}
