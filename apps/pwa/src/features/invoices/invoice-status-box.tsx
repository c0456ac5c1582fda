import { Badge, Group, Stack, Text } from '@mantine/core';
import { invoiceStatus, invoiceStatusLines, INVOICE_STATUS_COLOUR, INVOICE_STATUS_LABEL } from './invoice-status';
import type { InvoiceData } from './invoices-api';

/** The invoice's state as a badge, with the date (and recipients) of each step reached. */
export function InvoiceStatusBox({ data }: { data: InvoiceData }) {
  const status = invoiceStatus(data);
  return (
    <Group gap="sm" align="flex-start" aria-label="Rechnungsstatus" role="group">
      <Badge tt="none" size="lg" variant="light" color={INVOICE_STATUS_COLOUR[status]}>
        {INVOICE_STATUS_LABEL[status]}
      </Badge>
      <Stack gap={0}>
        {invoiceStatusLines(data).map((line) => (
          <Text key={line} size="sm">{line}</Text>
        ))}
      </Stack>
    </Group>
  );
}
