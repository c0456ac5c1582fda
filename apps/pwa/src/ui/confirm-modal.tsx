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
  /** Field screens: gloved fingers get 44 px buttons and close button. */
  large?: boolean;
}

/** A yes/no question above other modals, with a static backdrop. */
export function ConfirmModal({ opened, title, children, confirmLabel, confirmColor, busy, disabled, onConfirm, onCancel, large }: Props) {
  const size = large ? 'lg' : undefined;
  return (
    <Modal opened={opened} onClose={onCancel} title={title} closeOnClickOutside={false} zIndex={400} centered closeButtonProps={large ? { 'aria-label': 'Schliessen', size: 'xl' } : undefined}>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" size={size} onClick={onCancel} disabled={busy}>
            Abbrechen
          </Button>
          <Button color={confirmColor} size={size} onClick={onConfirm} loading={busy} disabled={disabled}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
