import { Modal, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { filterAddresses } from '@tragkraft/domain';
import type { ClientDetails } from '@tragkraft/sync-protocol';
import { useState } from 'react';

export type PastAddress = ClientDetails['serviceAddressList'][number];

/** Object addresses of earlier offers and orders: filter, pick one, done. */
export function PastAddressesModal({ opened, entries, onClose, onPick }: {
  opened: boolean;
  entries: readonly PastAddress[];
  onClose: () => void;
  onPick: (entry: PastAddress) => void;
}) {
  const [filter, setFilter] = useState('');
  const shown = filterAddresses(entries, filter, (e) => e.address);
  return (
    <Modal opened={opened} onClose={onClose} title="Frühere Adressen" closeOnClickOutside={false} size="lg">
      <Stack>
        <TextInput label="Filter" placeholder="Strasse oder Ort" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} data-autofocus />
        {shown.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            Keine Adressen gefunden.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={400}>
            {shown.map((entry, i) => (
              <NavLink
                key={`${entry.address}-${i}`}
                label={<Text size="sm" style={{ whiteSpace: 'pre-line' }}>{entry.address}</Text>}
                description={entry.kilometers !== null ? `${entry.kilometers} km` : undefined}
                onClick={() => {
                  onPick(entry);
                  setFilter('');
                }}
              />
            ))}
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}
