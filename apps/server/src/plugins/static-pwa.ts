// Serves the built PWA with an SPA fallback; /api paths that match no route answer 404 JSON.
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { notFound } from './errors';

// The service worker and the HTML must never be cached by the browser's HTTP cache,
// or a new deployment would not be noticed.
const NO_CACHE = new Set(['/sw.js', '/index.html', '/manifest.webmanifest']);

export default fp<{ pwaDir: string | null }>(async (app, { pwaDir }) => {
  const hasPwa = pwaDir !== null && existsSync(join(pwaDir, 'index.html'));
  if (hasPwa) {
    await app.register(fastifyStatic, {
      root: pwaDir,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      // The build writes .br and .gz beside each asset (apps/pwa/scripts/compress-dist.mjs).
      preCompressed: true,
      setHeaders(res, path) {
        const name = path.slice(pwaDir.length).replaceAll('\\', '/');
        if (NO_CACHE.has(name)) res.setHeader('Cache-Control', 'no-cache');
        else if (name.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/') || path === '/api' || !hasPwa || !['GET', 'HEAD'].includes(request.method)) {
      throw notFound();
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
