import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { formatChf, type InvoiceLine } from '@tragkraft/domain';
import { useRef, useState, type FormEvent } from 'react';
import { checkNumberFields, NumberInput } from '../../ui/number-input';
import { checkLineForm, formFromLine, LINE_AMOUNT_MAX, LINE_CHF_BOUND, liveTotal, type LineErrors, type LineForm, type LineMode } from './invoice-line-form';

interface Props {
  /** The line to edit, or null for a new custom line. */
  line: InvoiceLine | null;
  onApply: (line: InvoiceLine) => void;
  onClose: () => void;
}

/** One invoice line, simple (total only) or advanced (amount x price); Enter applies it. */
export function InvoiceLineModal({ line, onApply, onClose }: Props) {
  const [form, setForm] = useState<LineForm>(() => formFromLine(line));
  const [errors, setErrors] = useState<LineErrors>({});
  const total = liveTotal(form);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (patch: Partial<LineForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  // A form element: the Enter key in any field submits, that is, applies the line.
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!checkNumberFields(formRef.current)) return;
    const checked = checkLineForm(form, line);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    onApply(checked.line);
  };

  return (
    <Modal opened onClose={onClose} closeOnClickOutside={false} title={line ? 'Position bearbeiten' : 'Position hinzufügen'} zIndex={300} closeButtonProps={{ 'aria-label': 'Schliessen' }}>
      <form ref={formRef} onSubmit={apply} noValidate>
        <Stack>
          <SegmentedControl
            aria-label="Art der Position"
            value={form.mode}
            onChange={(mode) => change({ mode: mode as LineMode })}
            data={[
              { value: 'simple', label: 'Einfach' },
              { value: 'advanced', label: 'Erweitert' },
            ]}
          />
          <TextInput label="Beschreibung" required data-autofocus value={form.description} error={errors.description} onChange={(event) => change({ description: event.currentTarget.value })} />
          {form.mode === 'simple' ? (
            <NumberInput kind="chf" min={-LINE_CHF_BOUND} max={LINE_CHF_BOUND} label="Total (CHF)" withAsterisk placeholder="z. B. 24.75" value={form.total} error={errors.total} onChange={(value) => change({ total: value })} />
          ) : (
            <>
              <Group grow align="flex-start">
                {/* A negative amount gets the spec's own message from checkLineForm, not the field's. */}
                <NumberInput kind="count" decimals={2} min={-LINE_AMOUNT_MAX} max={LINE_AMOUNT_MAX} label="Anzahl" withAsterisk placeholder="z. B. 6.75" value={form.amount} error={errors.amount} onChange={(value) => change({ amount: value })} />
                <NumberInput kind="chf" min={-LINE_CHF_BOUND} max={LINE_CHF_BOUND} label="Preis (CHF)" withAsterisk placeholder="z. B. 24.75" value={form.price} error={errors.price} onChange={(value) => change({ price: value })} />
              </Group>
              <Text size="sm" aria-live="polite">
                Total: <b>{total === null ? '–' : `CHF ${formatChf(total)}`}</b>
              </Text>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Abbrechen
            </Button>
            <Button type="submit">Übernehmen</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
