import { useState } from 'react';
import { dayBookedText, formatDate, type Message } from '@tragkraft/domain';
import type { OrderDetail } from '@tragkraft/sync-protocol';
import { ApiError, withServerMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { checkOrderForm, updateBodyOf, type OrderEditForm } from './order-edit-form';
import { saveOrder } from './orders-api';

const FAILURE = 'Fehler: Konnte die Änderungen nicht speichern.';

/** Checks the form with the domain rules, sends the update and turns refusals into text. */
export function useOrderSave(onSaved: () => void, onDayBooked: () => void) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const save = async (order: OrderDetail, form: OrderEditForm) => {
    const found: Message[] = checkOrderForm(order, form, new Date());
    setErrors(found.map((m) => m.text));
    if (found.length > 0) return;
    setBusy(true);
    try {
      await saveOrder(updateBodyOf(order, form));
      notifySuccess('Die Änderungen wurden erfolgreich gespeichert.');
      onSaved();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'dayBooked' && Array.isArray(failure.details.days)) {
        setErrors([dayBookedText((failure.details.days as string[]).map(formatDate))]);
        onDayBooked();
      } else {
        setErrors([withServerMessage(FAILURE, failure)]);
      }
    } finally {
      setBusy(false);
    }
  };

  return { save, busy, errors };
}
