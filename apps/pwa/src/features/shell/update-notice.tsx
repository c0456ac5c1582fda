import { Button, Group, Notification, Text } from '@mantine/core';
import { usePendingAnywhere } from '../sync/use-outbox';

/** 'Eine neue Version ist verfügbar.': updating waits until the outbox is empty. */
export function UpdateNotice({ onLater, onUpdate }: { onLater: () => void; onUpdate: () => void }) {
  const pending = usePendingAnywhere();
  return (
    <Notification withCloseButton={false} title="Eine neue Version ist verfügbar." pos="fixed" bottom={16} right={16} style={{ zIndex: 1000, maxWidth: 360 }}>
      {pending > 0 && (
        <Text size="sm" c="orange.8">
          Zuerst müssen {pending} ausstehende Änderungen gesendet werden.
        </Text>
      )}
      <Group justify="flex-end" mt="xs">
        <Button size="xs" variant="default" onClick={onLater}>
          Später
        </Button>
        <Button size="xs" disabled={pending > 0} onClick={onUpdate}>
          Aktualisieren
        </Button>
      </Group>
    </Notification>
  );
}
