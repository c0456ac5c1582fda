// Security headers on every answer. The CSP allows only what the PWA needs: its own scripts,
// styles (Mantine sets inline style attributes), images from itself, blob: (photos taken on
// the device) and data:, API calls to itself, its service worker and manifest.
import fp from 'fastify-plugin';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(self), geolocation=(), microphone=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export default fp(async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(HEADERS)) reply.header(name, value);
    // A route may set a stricter policy of its own (images are served sandboxed).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    return payload;
  });
});
