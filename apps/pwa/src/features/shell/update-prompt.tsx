import { useEffect, useState } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { lazyWithAllStyles } from '../../ui/all-styles';
import { Optional } from '../../ui/optional';
import { useAfterStart } from '../../ui/use-after-start';

// Only shown when a new version waits; it reads the outbox (Dexie), so it loads then.
const UpdateNotice = lazyWithAllStyles(() => import('./update-notice').then((m) => m.UpdateNotice));

/**
 * Registers the service worker (production builds) and offers a new version when one is
 * waiting. The page reloads only when the user agrees, and never while the outbox still
 * holds changes that are not on the server (a reload mid-upload could lose the answer).
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<((reload?: boolean) => Promise<void>) | null>(null);
  const background = useAfterStart();

  useEffect(() => {
    if (!background || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const updateSW = registerSW({ onNeedRefresh: () => setUpdate(() => updateSW) });
  }, [background]);

  if (!update) return null;
  return (
    <Optional>
      <UpdateNotice onLater={() => setUpdate(null)} onUpdate={() => void update(true)} />
    </Optional>
  );
}
