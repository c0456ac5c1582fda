import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { AddressType } from './order-body';

/** The object the work is for: its address (searched or typed) and the client's order number. */
export function ObjectAddress({ address, addressType, orderNumber, orderNumberHint, onOrderNumber, openAddress, openPastAddresses }: {
  address: string;
  addressType: AddressType;
  orderNumber: string;
  orderNumberHint?: string;
  onOrderNumber: (value: string) => void;
  openAddress: () => void;
  openPastAddresses: () => void;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Objekt
      </Title>
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              Objektadresse
            </Text>
            {address ? (
              <Text style={{ whiteSpace: 'pre-line' }} aria-label="Objektadresse">
                {address}
              </Text>
            ) : (
              <Text c="dimmed" size="sm">
                Noch keine Adresse erfasst.
              </Text>
            )}
          </Stack>
          {address && <Badge variant="light">{addressType === 'autocomplete' ? 'gesucht' : 'manuell'}</Badge>}
        </Group>
        <Group gap="xs" mt="xs">
          <Button variant="light" size="sm" onClick={openAddress}>
            Adresse eingeben
          </Button>
          <Button variant="subtle" size="sm" onClick={openPastAddresses}>
            Frühere Adressen
          </Button>
        </Group>
      </Paper>
      <TextInput label="Ihre Auftragsnummer" w={300} maw="100%" placeholder={orderNumberHint} value={orderNumber} onChange={(e) => onOrderNumber(e.currentTarget.value)} />
    </Stack>
  );
}
