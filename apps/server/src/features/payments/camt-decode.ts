// The text of a camt file from its bytes, in the encoding its XML prolog declares
// (<?xml version="1.0" encoding="ISO-8859-1"?>): some banks still write ISO-8859-1, and reading
// it as UTF-8 turned "Zürich" into "Z�rich". Without a declaration XML is UTF-8. Bytes that are
// not valid in the declared encoding refuse the file rather than being replaced silently.
import { CAMT_TEXTS } from '@tragkraft/sync-protocol/camt-texts';
import { CamtError } from './camt-parse';

const LATIN1 = new Set(['iso-8859-1', 'latin1', 'latin-1', 'iso_8859-1', 'l1', 'us-ascii', 'ascii']);
const WINDOWS_1252 = new Set(['windows-1252', 'cp1252']);

/** The encoding named in the prolog (ASCII-compatible bytes), lower case; 'utf-8' when none. */
function declaredEncoding(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const prolog = /^(?:\uFEFF|\xEF\xBB\xBF)?\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head);
  return prolog ? prolog[1]!.toLowerCase() : 'utf-8';
}

export function decodeCamt(bytes: Uint8Array, fileName: string): string {
  const encoding = declaredEncoding(bytes);
  if (encoding === 'utf-8' || encoding === 'utf8') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new CamtError(CAMT_TEXTS.badUtf8(fileName));
    }
  }
  // ISO-8859-1 maps each byte to the same code point (Node's 'latin1'); WHATWG's decoder would
  // read it as Windows-1252, which differs in 0x80-0x9F.
  if (LATIN1.has(encoding)) return Buffer.from(bytes).toString('latin1');
  if (WINDOWS_1252.has(encoding)) return new TextDecoder('windows-1252').decode(bytes);
  throw new CamtError(CAMT_TEXTS.badEncoding(fileName, encoding));
}
