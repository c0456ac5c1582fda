// Security headers on every answer. The CSP allows only what the PWA needs: its own scripts,
// styles (Mantine sets inline style attributes), images from itself, blob: (photos taken on
// the device) and data:, API calls to itself, its service worker and manifest.
// Every /api answer is personal (or an error about a person's request) and is marked
// no-store, so no shared computer, browser cache or proxy keeps it. Behind https (PUBLIC_URL)
// browsers are told to use nothing else for a year (HSTS); over plain http the header would
// be ignored, and sending it on a local http set-up would only confuse.
import fp from 'fastify-plugin';

const CONTENT_SECURITY_POLICY = [
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

const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const isApiPath = (url: string) => {
  const path = url.split('?', 1)[0]!;
  return path === '/api' || path.startsWith('/api/');
};

export default fp<{ publicUrl: string }>(async (app, { publicUrl }) => {
  const https = publicUrl.toLowerCase().startsWith('https://');
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(HEADERS)) reply.header(name, value);
    if (https) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
    // A route may set a stricter policy of its own (images are served sandboxed).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    return payload;
  });
});
