import { Modal, Text } from '@mantine/core';

/** What an invoice is for: one stage, or (site service, type 8) a whole order. */
export interface InvoiceTarget {
  stageId?: number;
  serviceOrderId?: number;
}

export interface InvoiceModalProps {
  target: InvoiceTarget | null;
  opened: boolean;
  onClose: () => void;
  /** Called after the invoice was created, sent or marked paid, so lists can reload. */
  onChanged?: () => void;
}

// Placeholder with the final props; the invoices feature replaces the body.
export function InvoiceModal({ opened, onClose }: InvoiceModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Rechnung" closeOnClickOutside={false}>
      <Text c="dimmed">Die Rechnung wird geladen.</Text>
    </Modal>
  );
}
