import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OutboxItem } from '../../../offline/field-types';
import { keepCopy } from '../../../offline/kept-copy';
import { discard } from '../../../offline/discard';
import { ConfirmModal } from '../../../ui/confirm-modal';

/**
 * The server refused a queued report save: say so in words on the operation, with the two
 * ways out: 'Verwerfen' (the entries are deleted) and 'Kopie behalten' (they stay on the
 * phone as a read-only copy; the change leaves the outbox, so the badge is no longer red).
 */
export function RefusedSaveAlert({ item, completed }: { item: OutboxItem; completed: boolean }) {
  const [asking, setAsking] = useState(false);
  return (
    <Alert color="red" variant="light" role="alert" title="Der Server hat den Arbeitsrapport abgelehnt">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {item.lastError}
        </Text>
        <Text size="sm">
          {completed ? 'Der Einsatz ist abgeschlossen, der Bericht kann nicht mehr gesendet werden. ' : ''}
          Ihre Eingaben sind nur auf diesem Telefon. «Kopie behalten» legt sie mit Bildern und Unterschrift schreibgeschützt beiseite (als eine Datei ans Büro sendbar), «Verwerfen» löscht sie.
        </Text>
        <Group gap="xs">
          <Button size="lg" onClick={() => void keepCopy(item)}>
            Kopie behalten
          </Button>
          <Button size="lg" variant="outline" color="red.9" onClick={() => setAsking(true)}>
            Verwerfen
          </Button>
        </Group>
      </Stack>
      <ConfirmModal large opened={asking} title="Eingaben verwerfen?" confirmLabel="Endgültig verwerfen" confirmColor="red.9" onConfirm={() => void discard(item).then(() => setAsking(false))} onCancel={() => setAsking(false)}>
        <Text size="sm">Der abgelehnte Bericht und die nur auf diesem Telefon gespeicherten Bilder werden gelöscht.</Text>
      </ConfirmModal>
    </Alert>
  );
}
