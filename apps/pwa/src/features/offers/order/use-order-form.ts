// The order part of the offer screen: object data, stages, contacts and 'Auftrag erteilen'.
import { serviceByKey } from '@tragkraft/domain';
import type { PlaceOrderAnswer } from '@tragkraft/sync-protocol';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import type { Draft } from '../calculator/default-inputs';
import {
  checkOrder,
  emptyContacts,
  emptyStage,
  orderBody,
  resizeStages,
  type AddressType,
  type ContactKey,
  type OrderForm,
  type StageDraft,
} from './order-body';
import { orderFailureText } from './order-failure';
import { placeOrder } from '../offers-api';

const emptyForm = (): OrderForm => ({ address: '', addressType: 'manual', orderNumber: '', stages: [emptyStage()], contacts: emptyContacts() });

export type OrderState = ReturnType<typeof useOrderForm>;

export function useOrderForm(stagesCount: number, onBookedDay: () => void) {
  const [form, setForm] = useState<OrderForm>(emptyForm);
  const [errors, setErrors] = useState<string[]>([]);
  const [ordering, setOrdering] = useState(false);

  // Entries beyond a lowered count are dropped for good, not hidden.
  useEffect(() => {
    setForm((f) => ({ ...f, stages: resizeStages(f.stages, stagesCount) }));
  }, [stagesCount]);
  const current: OrderForm = { ...form, stages: resizeStages(form.stages, stagesCount) };

  const place = async (args: { calcId: number | null; draft: Draft; locked: boolean }): Promise<PlaceOrderAnswer | null> => {
    const typeId = serviceByKey(args.draft.key)?.typeId ?? 0;
    const found = checkOrder({ draft: args.draft, form: current, priceCalculated: args.calcId !== null, locked: args.locked, now: new Date(), typeId });
    if (found.length > 0 || args.calcId === null) {
      setErrors(found.map((m) => m.text));
      return null;
    }
    setOrdering(true);
    setErrors([]);
    try {
      const answer = await placeOrder(orderBody(args.calcId, args.draft, current));
      setForm(emptyForm());
      return answer;
    } catch (failure) {
      setErrors([orderFailureText(failure)]);
      if (failure instanceof ApiError && failure.code === 'dayBooked') onBookedDay();
      return null;
    } finally {
      setOrdering(false);
    }
  };

  // A message about the last attempt goes as soon as the user changes what it was about.
  const change = (update: (f: OrderForm) => OrderForm) => {
    setErrors([]);
    setForm(update);
  };
  return {
    form: current,
    errors,
    ordering,
    clearErrors: () => setErrors([]),
    setAddress: (address: string, addressType: AddressType) => change((f) => ({ ...f, address, addressType })),
    setOrderNumber: (orderNumber: string) => change((f) => ({ ...f, orderNumber })),
    setStage: (index: number, patch: Partial<StageDraft>) =>
      change((f) => ({ ...f, stages: resizeStages(f.stages, stagesCount).map((s, i) => (i === index ? { ...s, ...patch } : s)) })),
    setContact: (key: ContactKey, value: string) => change((f) => ({ ...f, contacts: { ...f.contacts, [key]: value } })),
    place,
    reset: () => {
      setForm(emptyForm());
      setErrors([]);
    },
  };
}
