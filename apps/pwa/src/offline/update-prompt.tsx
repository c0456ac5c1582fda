import { Button, Group, Notification } from '@mantine/core';
import { useEffect, useState } from 'react';
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (production builds) and offers a new version when one is
 * waiting. The page reloads only when the user agrees.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<((reload?: boolean) => Promise<void>) | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const updateSW = registerSW({ onNeedRefresh: () => setUpdate(() => updateSW) });
  }, []);

  if (!update) return null;
  return (
    <Notification withCloseButton={false} title="Eine neue Version ist verfügbar." pos="fixed" bottom={16} right={16} style={{ zIndex: 1000, maxWidth: 360 }}>
      <Group justify="flex-end" mt="xs">
        <Button size="xs" variant="default" onClick={() => setUpdate(null)}>
          Später
        </Button>
        <Button size="xs" onClick={() => void update(true)}>
          Aktualisieren
        </Button>
      </Group>
    </Notification>
  );
}
