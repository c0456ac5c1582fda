// Every download of the API answers through here: one content type per kind of file and one
// Content-Disposition (an ASCII name for old clients, the exact UTF-8 name for the others).
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
} as const;
export type FileKind = keyof typeof CONTENT_TYPES;

/** 'Offerte Küche.pdf' -> attachment; filename="Offerte Kueche.pdf"; filename*=UTF-8''Offerte%20K%C3%BCche.pdf */
function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a document as a download named `fileName`. */
export function sendFile(reply: FastifyReply, kind: FileKind, fileName: string, content: Buffer | Uint8Array): FastifyReply {
  return reply.header('content-type', CONTENT_TYPES[kind]).header('content-disposition', attachmentHeader(fileName)).send(content);
}

/** Sends a stored image to be shown inline (an <img> source): never sniffed, never run. */
export function sendInlineImage(reply: FastifyReply, contentType: string, content: Buffer | Readable): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'no-store')
    .send(content);
}
