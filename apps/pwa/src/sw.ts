/// <reference lib="webworker" />
// Service worker: precaches the app shell so the PWA opens offline; navigations fall back to
// the cached index.html. API calls are never handled here (the outbox owns offline writes).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// A new version waits until the user agrees ('Aktualisieren'), then takes over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first installation controls open pages at once, so the shell is cached for offline use.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
