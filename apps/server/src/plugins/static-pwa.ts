// Serves the built PWA with an SPA fallback; /api paths that match no route answer 404 JSON.
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { notFound } from './errors';

// The service worker and the HTML must never be cached by the browser's HTTP cache,
// or a new deployment would not be noticed.
const NO_CACHE = new Set(['/sw.js', '/index.html', '/manifest.webmanifest']);

// Source maps hand out the original source (comments, rules, names). The build makes none;
// one left behind in the folder (an old build, a debug build) is still never served.
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

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
      allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
      setHeaders(res, path) {
        const name = path.slice(pwaDir.length).replaceAll('\\', '/');
        if (NO_CACHE.has(name)) res.setHeader('Cache-Control', 'no-cache');
        else if (name.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/') || path === '/api' || !hasPwa || !['GET', 'HEAD'].includes(request.method) || SOURCE_MAP.test(path)) {
      throw notFound();
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
