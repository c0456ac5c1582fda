import { Button, Group, Modal, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AddressType } from '../order/order-body';
import { AddressAutocomplete } from './address-autocomplete';

/** The object address: searched (autocomplete) or typed freely over several lines. */
export function AddressModal({ opened, initial, onClose, onApply }: {
  opened: boolean;
  initial: { address: string; addressType: AddressType };
  onClose: () => void;
  onApply: (address: string, addressType: AddressType) => void;
}) {
  const [mode, setMode] = useState<AddressType>(initial.addressType);
  const [searched, setSearched] = useState('');
  const [manual, setManual] = useState('');

  useEffect(() => {
    if (!opened) return;
    setMode(initial.addressType);
    setSearched(initial.addressType === 'autocomplete' ? initial.address : '');
    setManual(initial.addressType === 'manual' ? initial.address : '');
  }, [opened, initial.address, initial.addressType]);

  const address = mode === 'autocomplete' ? searched : manual;
  return (
    <Modal opened={opened} onClose={onClose} title="Objektadresse" closeOnClickOutside={false} size="lg">
      <Stack>
        <SegmentedControl
          aria-label="Art der Eingabe"
          value={mode}
          onChange={(value) => setMode(value as AddressType)}
          data={[
            { value: 'autocomplete', label: 'Adresse suchen' },
            { value: 'manual', label: 'Manuell eingeben' },
          ]}
        />
        {mode === 'autocomplete' ? (
          <AddressAutocomplete label="Adresse" value={searched} onChange={setSearched} />
        ) : (
          <Textarea label="Adresse (mehrzeilig)" autosize minRows={3} value={manual} onChange={(e) => setManual(e.currentTarget.value)} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Abbrechen
          </Button>
          <Button disabled={!address.trim()} onClick={() => onApply(address.trim(), mode)}>
            Übernehmen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
