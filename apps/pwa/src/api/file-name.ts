// The file name of a download from its Content-Disposition. The server sends both forms
// (apps/server/src/plugins/file-reply.ts): an ASCII fallback ('Auftragsbestaetigung 6.pdf')
// and the exact name as filename* ('Auftragsbestätigung 6.pdf'); the exact one wins.

export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}
