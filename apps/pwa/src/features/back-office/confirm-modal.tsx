import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  busy?: boolean;
  /** Disables the confirm button (e.g. a required reason is still empty). */
  disabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question above other modals, with a static backdrop. */
export function ConfirmModal({ opened, title, children, confirmLabel, confirmColor, busy, disabled, onConfirm, onCancel }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} closeOnClickOutside={false} zIndex={400} centered>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Abbrechen
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={busy} disabled={disabled}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
