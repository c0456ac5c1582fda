import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGE_TEXTS } from '@tragkraft/domain';

/** A service the client may not use yet: who unlocks it. */
export function DisabledServiceModal({ serviceName, onClose }: { serviceName: string | null; onClose: () => void }) {
  return (
    <Modal opened={serviceName !== null} onClose={onClose} title={serviceName ?? ''} closeOnClickOutside={false}>
      <Text>{MESSAGE_TEXTS.serviceDisabled}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        Gerne schalten wir Ihnen diesen Dienst frei.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
