import { Alert, Button, Group, Modal, Stack, Table } from '@mantine/core';
import type { DistanceAnswer } from '@tragkraft/sync-protocol';
import { useState } from 'react';
import { loadDistance } from '../offers-api';
import { AddressAutocomplete } from './address-autocomplete';

const DISTANCE_FAILED = 'Konnte die Distanz nicht berechnen.';
const METRES_PER_KM = 1000;

/** Driving distance from the depot in Zurich to the object, applied as kilometres. */
export function KilometreModal({ opened, onClose, onApply }: {
  opened: boolean;
  onClose: () => void;
  onApply: (kilometres: number, address: string) => void;
}) {
  const [address, setAddress] = useState('');
  const [answer, setAnswer] = useState<DistanceAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const measure = async (target: string) => {
    if (!target.trim()) return;
    setBusy(true);
    setError(null);
    setAnswer(null);
    try {
      setAnswer(await loadDistance(target.trim()));
    } catch {
      setError(DISTANCE_FAILED);
    } finally {
      setBusy(false);
    }
  };
  const kilometres = answer ? Math.round(answer.distance / METRES_PER_KM) : null;

  return (
    <Modal opened={opened} onClose={onClose} title="Kilometer berechnen" closeOnClickOutside={false} size="lg">
      <Stack>
        <AddressAutocomplete
          label="Objektadresse"
          value={address}
          onChange={(text) => {
            setAddress(text);
            setAnswer(null);
          }}
          onPick={(picked) => {
            setAddress(picked);
            void measure(picked);
          }}
        />
        <Button variant="light" loading={busy} onClick={() => measure(address)} style={{ alignSelf: 'flex-start' }}>
          Distanz berechnen
        </Button>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {answer && kilometres !== null && (
          <Table withRowBorders={false} aria-label="Distanz">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={120}>Start</Table.Th>
                <Table.Td>{answer.origin}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Ziel</Table.Th>
                <Table.Td>{answer.address}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Distanz</Table.Th>
                <Table.Td>{kilometres} km</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Abbrechen
          </Button>
          <Button disabled={kilometres === null} onClick={() => answer && kilometres !== null && onApply(kilometres, answer.address)}>
            Übernehmen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
