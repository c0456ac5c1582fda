import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { withServerMessage } from '../../api/api-error';
import { LoadState } from '../../ui/load-state';
import { notifyError, notifySuccess } from '../../ui/notify';
import { checkNumberFields } from '../../ui/number-input';
import type { InvoiceTarget } from '../invoices/invoice-modal';
import { AuditLog } from '../audit/audit-log';
import { saveAdminOrder } from './admin-orders-api';
import { CancelOrder } from './cancel-order';
import { ConfirmModal } from '../../ui/confirm-modal';
import { OrderDocuments, StageActions } from './order-documents';
import { OrderFields } from './order-fields';
import { checkOrderForm, hasErrors, orderFormToBody, redatedFinishedStages, type OrderFormErrors, type StageForm } from './admin-order-form';
import { OrderSummary } from './order-summary';
import { StageCard } from './stage-card';
import { useAdminOrder } from './use-admin-order';
import { useBookedDates } from './use-booked-dates';
import { useStageEdits } from './use-stage-edits';

interface Props {
  orderId: number;
  onClose: () => void;
  /** The order changed (saved, cancelled, stages added or removed): lists reload. */
  onChanged: () => void;
  onInvoice: (target: InvoiceTarget) => void;
}

/** The admin's view of one order: details, editing, stages, documents, cancel, audit log. */
export function AdminOrderModal({ orderId, onClose, onChanged, onInvoice }: Props) {
  const { detail, form, setForm, replace, loading, error, reload } = useAdminOrder(orderId);
  const booked = useBookedDates(detail?.typeId ?? null);
  const [errors, setErrors] = useState<OrderFormErrors>({});
  const [saving, setSaving] = useState(false);
  // Stage numbers of completed or invoiced stages being re-dated, waiting for the admin's yes.
  const [redating, setRedating] = useState<number[] | null>(null);
  const stageEdits = useStageEdits(orderId, (next) => {
    replace(next, true);
    onChanged();
  });
  const mobile = useMediaQuery('(max-width: 48em)');
  const stagesRef = useRef<HTMLDivElement>(null);
  const cancelled = detail?.status === 'cancelled';

  const save = async (confirmed = false) => {
    if (!form || !detail || !checkNumberFields(stagesRef.current)) return;
    const found = checkOrderForm(form);
    setErrors(found);
    if (hasErrors(found)) return;
    const finished = redatedFinishedStages(detail.stages, form.stages);
    if (finished.length > 0 && !confirmed) {
      setRedating(finished);
      return;
    }
    setRedating(null);
    setSaving(true);
    try {
      replace(await saveAdminOrder(orderFormToBody(orderId, form)), false);
      notifySuccess('Die Änderungen wurden erfolgreich gespeichert');
      onChanged();
    } catch (failure) {
      notifyError(withServerMessage('Fehler: Konnte die Änderungen nicht speichern', failure));
    } finally {
      setSaving(false);
    }
  };

  const setStage = (id: number, patch: Partial<StageForm>) =>
    setForm((f) => f && { ...f, stages: f.stages.map((s) => (s.id === id ? { ...s, ...patch } : s)) });
  const pending = stageEdits.pending;

  return (
    <Modal opened onClose={onClose} title={`Auftrag ${orderId}`} size="80rem" fullScreen={mobile} closeOnClickOutside={false}>
      <LoadState loading={loading && !detail} error={error}>
        {detail && form && (
          <Stack ref={stagesRef}>
            <OrderSummary detail={detail} />
            <OrderDocuments orderId={orderId} typeId={detail.typeId} onInvoice={onInvoice} />
            <Divider label="Auftrag" labelPosition="left" />
            <OrderFields form={form} errors={errors} disabled={cancelled} onChange={(patch) => setForm((f) => f && { ...f, ...patch })} />
            <Group justify="space-between">
              <Title order={4}>Etappen ({form.stages.length})</Title>
              <Button size="xs" variant="light" disabled={cancelled} onClick={() => stageEdits.ask({ mode: 'add', stageIndex: form.stages.length - 1 })}>
                Etappe hinzufügen
              </Button>
            </Group>
            {form.stages.map((stage, index) => (
              <StageCard
                key={stage.id}
                stage={stage}
                stored={detail.stages.find((s) => s.id === stage.id)}
                typeId={detail.typeId}
                booked={booked}
                dateError={errors.date?.[stage.id]}
                timeError={errors.time?.[stage.id]}
                disabled={cancelled}
                canRemove={form.stages.length > 1}
                onChange={(patch) => setStage(stage.id, patch)}
                onRemove={() => stageEdits.ask({ mode: 'remove', stageIndex: index })}
                actions={<StageActions orderId={orderId} stageId={stage.id} stageNumber={stage.stageNumber} typeId={detail.typeId} stored={detail.stages.find((s) => s.id === stage.id)} onInvoice={onInvoice} />}
              />
            ))}
            <AuditLog entries={detail.auditLog} />
            <Group justify="space-between">
              <CancelOrder orderId={orderId} cancelled={cancelled} onCancelled={() => { onChanged(); reload(); }} />
              <Group>
                <Button variant="default" onClick={onClose}>
                  Schliessen
                </Button>
                <Button onClick={() => save()} loading={saving} disabled={cancelled}>
                  Speichern
                </Button>
              </Group>
            </Group>
          </Stack>
        )}
      </LoadState>
      <ConfirmModal
        opened={redating !== null}
        title="Datum ändern?"
        confirmLabel="Datum ändern"
        onConfirm={() => save(true)}
        onCancel={() => setRedating(null)}
      >
        <Text>
          {redating?.length === 1 ? `Etappe ${redating[0]} ist` : `Die Etappen ${redating?.join(', ')} sind`} bereits abgeschlossen oder verrechnet.
          Ein neues Datum ändert, was Bericht und Rechnung zeigen. Trotzdem ändern?
        </Text>
      </ConfirmModal>
      <ConfirmModal
        opened={pending !== null}
        title={pending?.mode === 'add' ? 'Etappe hinzufügen' : 'Etappe entfernen'}
        confirmLabel={pending?.mode === 'add' ? 'Hinzufügen' : 'Entfernen'}
        confirmColor={pending?.mode === 'remove' ? 'red' : undefined}
        busy={stageEdits.busy}
        onConfirm={stageEdits.confirm}
        onCancel={stageEdits.cancel}
      >
        <Text>
          {pending?.mode === 'add'
            ? 'Eine leere Etappe wird am Ende angefügt. Geben Sie danach ihr Datum ein und speichern Sie.'
            : `Soll Etappe ${pending ? pending.stageIndex + 1 : ''} mit ihrem Team wirklich entfernt werden?`}
        </Text>
      </ConfirmModal>
    </Modal>
  );
}
