import { Button, Group, Notification, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { usePendingAnywhere } from './use-outbox';

/**
 * Registers the service worker (production builds) and offers a new version when one is
 * waiting. The page reloads only when the user agrees, and never while the outbox still
 * holds changes that are not on the server (a reload mid-upload could lose the answer).
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<((reload?: boolean) => Promise<void>) | null>(null);
  const pending = usePendingAnywhere();

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const updateSW = registerSW({ onNeedRefresh: () => setUpdate(() => updateSW) });
  }, []);

  if (!update) return null;
  return (
    <Notification withCloseButton={false} title="Eine neue Version ist verfügbar." pos="fixed" bottom={16} right={16} style={{ zIndex: 1000, maxWidth: 360 }}>
      {pending > 0 && (
        <Text size="sm" c="orange.8">
          Zuerst müssen {pending} ausstehende Änderungen gesendet werden.
        </Text>
      )}
      <Group justify="flex-end" mt="xs">
        <Button size="xs" variant="default" onClick={() => setUpdate(null)}>
          Später
        </Button>
        <Button size="xs" disabled={pending > 0} onClick={() => void update(true)}>
          Aktualisieren
        </Button>
      </Group>
    </Notification>
  );
}
