import { Alert, Button, Group, List, Modal, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { addDays, DATE_LOCK_DAYS, formatDate, zurichToday } from '@tragkraft/domain';
import { useSession } from '../../auth/session-store';
import { LoadState } from '../../ui/load-state';
import { Money } from '../../ui/money';
import { checkNumberFields } from '../../ui/number-input';
import { useApi } from '../../ui/use-api';
import { loadOrder } from './orders-api';
import { DocumentButtons } from './document-buttons';
import { formFromOrder, type OrderEditForm, type StageEditForm } from './order-edit-form';
import { OrderContactsFields } from './order-contacts-fields';
import { OrderStageFields } from './order-stage-fields';
import { useOrderLookups } from './use-order-lookups';
import { useOrderSave } from './use-order-save';

interface Props {
  orderId: number;
  onClose: () => void;
  onSaved: () => void;
}

/** The client edits an order: address, order number, stages and contacts, within the locks. */
export function OrderModal({ orderId, onClose, onSaved }: Props) {
  const session = useSession();
  const phone = useMediaQuery('(max-width: 600px)');
  const { data: order, loading, error } = useApi(() => loadOrder(orderId), [orderId], 'Fehler: Konnte den Auftrag nicht laden.');
  const [form, setForm] = useState<OrderEditForm | null>(null);
  useEffect(() => setForm(order ? formFromOrder(order) : null), [order]);
  const lookups = useOrderLookups(order?.typeId ?? null, session?.user.clientId ?? null);
  const booked = useMemo(() => new Set(lookups.bookedDates), [lookups.bookedDates]);
  const minDate = addDays(zurichToday(new Date()), DATE_LOCK_DAYS + 1);
  const fields = useRef<HTMLFieldSetElement>(null);
  const { save, busy, errors } = useOrderSave(() => {
    onSaved();
    onClose();
  }, lookups.reloadBooked);

  const patchStage = (index: number, patch: Partial<StageEditForm>) =>
    setForm((current) => current && { ...current, stages: current.stages.map((s, i) => (i === index ? { ...s, ...patch } : s)) });

  return (
    <Modal opened onClose={onClose} closeOnClickOutside={false} size="xl" fullScreen={phone} title={<Title order={3} component="span">Auftrag {orderId} bearbeiten</Title>}>
      <LoadState loading={loading || (order !== null && form === null)} error={error}>
        {order && form && (
          <Stack>
            <Group justify="space-between" align="flex-start">
              <Stack gap={0}>
                <Text fw={500}>{order.type}</Text>
                <Text size="sm" c="dimmed">
                  Erteilt am {formatDate(zurichToday(new Date(order.createdTime)))} · Total <Money value={order.total} currency /> (exkl. MWST)
                </Text>
              </Stack>
              <DocumentButtons orderId={order.id} stageId={order.stages[0]?.id ?? null} />
            </Group>
            {order.locked && (
              <Alert color="gray" variant="light" role="status">
                {order.stages[0]?.lockReason ?? 'Der Auftrag kann nicht mehr geändert werden.'}
              </Alert>
            )}
            <fieldset ref={fields} disabled={order.locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack>
                <Textarea label="Objektadresse" autosize minRows={3} maxLength={500} value={form.orderAddress} onChange={(e) => setForm({ ...form, orderAddress: e.currentTarget.value })} />
                <TextInput label="Auftragsnummer" maxLength={100} value={form.orderNumber} onChange={(e) => setForm({ ...form, orderNumber: e.currentTarget.value })} />
                {lookups.bookedError && <Alert color="yellow" variant="light">{lookups.bookedError}</Alert>}
                {order.stages.map((stored, index) => (
                  <OrderStageFields key={stored.id} stored={stored} form={form.stages[index]!} typeId={order.typeId} bookedDates={booked} minDate={minDate} orderLocked={order.locked} onChange={(patch) => patchStage(index, patch)} />
                ))}
                {lookups.detailsError && <Alert color="yellow" variant="light">{lookups.detailsError}</Alert>}
                <OrderContactsFields contacts={form.contacts} suggestions={lookups.suggestions} onChange={(patch) => setForm({ ...form, contacts: { ...form.contacts, ...patch } })} />
              </Stack>
            </fieldset>
            {errors.length > 0 && (
              <Alert color="red" variant="light" role="alert">
                {errors.length === 1 ? errors[0] : <List size="sm">{errors.map((text) => <List.Item key={text}>{text}</List.Item>)}</List>}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {order.locked ? 'Schliessen' : 'Abbrechen'}
              </Button>
              {!order.locked && (
                <Button onClick={() => checkNumberFields(fields.current) && save(order, form)} loading={busy}>
                  Änderungen speichern
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </LoadState>
    </Modal>
  );
}
