import { Alert, SimpleGrid, Text } from '@mantine/core';
import { formatChf } from '@tragkraft/domain';
import type { AdminOrderDetail } from '@tragkraft/sync-protocol';
import { instantText } from '../../ui/instant-text';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** What the order is: client, who ordered, service, when, and the calculated price. */
export function OrderSummary({ detail }: { detail: AdminOrderDetail }) {
  const count = (detail.calcPrice as { count?: unknown } | null)?.count;
  return (
    <>
      {detail.status === 'cancelled' && (
        <Alert color="red" variant="light" title="Storniert">
          {detail.cancelledTime && `Am ${instantText(detail.cancelledTime)}. `}
          {detail.cancelReason && `Grund: ${detail.cancelReason}`}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Field label="Kunde">{detail.clientName}{detail.clientSpecial === 'veriset' && ' (Veriset)'}</Field>
        <Field label="Besteller">{detail.email}{detail.phone && `, ${detail.phone}`}</Field>
        {detail.adminUser && <Field label="Erfasst durch">{detail.adminUser.firstName} {detail.adminUser.lastName}</Field>}
        <Field label="Dienst">{detail.type}</Field>
        <Field label="Erstellt">{instantText(detail.createdTime)}</Field>
        <Field label="Kalkulation">
          CHF {formatChf(detail.total)}
          {typeof count === 'number' && ` (Anzahl ${count})`}
        </Field>
      </SimpleGrid>
    </>
  );
}
