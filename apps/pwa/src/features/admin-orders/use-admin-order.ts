import { useEffect, useState } from 'react';
import type { AdminOrderDetail } from '@tragkraft/sync-protocol';
import { useApi } from '../../ui/use-api';
import { detailToForm, mergeStages, type OrderForm } from './admin-order-form';
import { loadAdminOrder } from './admin-orders-api';

/** The order detail and its editable form; `replace` takes a fresh answer of the server. */
export function useAdminOrder(orderId: number) {
  const loaded = useApi(() => loadAdminOrder(orderId), [orderId], 'Fehler: Konnte die Details des Auftrages nicht laden');
  const [detail, setDetail] = useState<AdminOrderDetail | null>(null);
  const [form, setForm] = useState<OrderForm | null>(null);

  useEffect(() => {
    if (!loaded.data) return;
    setDetail(loaded.data);
    setForm(detailToForm(loaded.data));
  }, [loaded.data]);

  /** After save: the server's state. After adding/removing a stage: keep what was typed. */
  const replace = (next: AdminOrderDetail, keepTyped: boolean) => {
    setDetail(next);
    setForm((current) => (keepTyped && current ? mergeStages(current, next) : detailToForm(next)));
  };

  return { detail, form, setForm, replace, loading: loaded.loading, error: loaded.error, reload: loaded.reload };
}
