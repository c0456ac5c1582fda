/// <reference lib="webworker" />
// Service worker: precaches the app shell so the PWA opens offline; navigations fall back to
// the cached index.html. API calls are never handled here: no route matches /api, so Workbox
// never answers them and uploads (multipart POSTs) go straight to the network, untouched
// (WebKit can lose multipart bodies passed through a worker's fetch). The outbox owns
// offline writes; the `sync` event (Background Sync, Chromium/Android) runs the same replay
// as the page, so queued reports upload even with the app closed. A `push` (decision 024) shows
// the server's notification; a tap opens its screen in an open window or a new one.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { fieldDb } from './offline/field-db';
import { ABORT_CHANNEL } from './offline/field-keys';
import { abortStalledSends, fetchTransport, replayOutbox } from './offline/replay';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** Background Sync's event (not in TypeScript's WebWorker lib). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Tag registered by the page (offline/page-sync.ts). */
const OUTBOX_SYNC_TAG = 'outbox';

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// A new version waits until the user agrees ('Aktualisieren'), then takes over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first installation controls open pages at once, so the shell is cached for offline use.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function replayInWorker(): Promise<void> {
  const summary = await replayOutbox({ db: fieldDb, transport: fetchTransport(self.fetch.bind(self)), locks: self.navigator.locks, online: () => self.navigator.onLine });
  // Rejecting asks the browser to fire `sync` again later (its own backoff) while items wait.
  if (!summary.skipped && !summary.drained && summary.paused === null) throw new Error('outbox not drained');
}

// 'Jetzt synchronisieren' on a page: a request of this worker that looks stuck ends now, so
// the page's new try does not wait for its timeout (the worker's fetch shows no progress).
new BroadcastChannel(ABORT_CHANNEL).onmessage = (event: MessageEvent<number>) => abortStalledSends(event.data);

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(replayInWorker());
}) as EventListener);

/** What the server sends (server features/push/push-messages.ts). */
interface PushPayload {
  title: string;
  body: string;
  url: string;
}

function pushPayload(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (!data || typeof data.title !== 'string') return null;
    return { title: data.title, body: typeof data.body === 'string' ? data.body : '', url: typeof data.url === 'string' ? data.url : '/' };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = pushPayload(event);
  // A push must show a notification (userVisibleOnly); an unreadable one shows a neutral text.
  const { title, body, url } = payload ?? { title: 'Tragkraft', body: 'Es gibt Neuigkeiten zu Ihren Einsätzen.', url: '/' };
  event.waitUntil(self.registration.showNotification(title, { body, data: { url }, icon: '/icons/icon-192.png' }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(String((event.notification.data as { url?: string } | null)?.url ?? '/'), self.location.origin);
  // Only the app's own screens: a payload cannot send the person elsewhere.
  const target = url.origin === self.location.origin ? url.href : self.location.origin + '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0];
      if (open) {
        const focused = await open.focus();
        // navigate() fails for a window the worker does not control yet: then a new one.
        if (await focused.navigate(target).catch(() => null)) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
