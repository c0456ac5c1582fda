// Reads the camt files (XML or ZIP) of an import request: every file part of the field 'file', each read
// into memory up to its limit (at most PAYMENT_MAX_FILES files, PAYMENT_FILE_MAX_BYTES each,
// PAYMENT_TOTAL_MAX_BYTES together). Broken or oversized input answers 400/413, never 500.
import type { FastifyRequest } from 'fastify';
import { PAYMENT_FILE_FIELD, PAYMENT_FILE_MAX_BYTES, PAYMENT_MAX_FILES, PAYMENT_TEXTS, PAYMENT_TOTAL_MAX_BYTES } from '@tragkraft/sync-protocol';
import { AppError, badRequest } from '../../plugins/errors';

/** The bytes as sent: decoding (the file's own encoding) and unpacking happen in the parser. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

const tooLarge = (text: string) => new AppError(413, 'payloadTooLarge', text);

function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return tooLarge(PAYMENT_TEXTS.tooManyFiles);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(PAYMENT_TEXTS.fileTooLarge);
  if ((error as { statusCode?: unknown }).statusCode === 413) return tooLarge(PAYMENT_TEXTS.totalTooLarge);
  return badRequest(PAYMENT_TEXTS.brokenMultipart);
}

export async function readPaymentFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw badRequest(PAYMENT_TEXTS.notMultipart);
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    const parts = request.parts({ limits: { fileSize: PAYMENT_FILE_MAX_BYTES, files: PAYMENT_MAX_FILES, fields: 10, fieldSize: 1024, parts: PAYMENT_MAX_FILES + 10 } });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== PAYMENT_FILE_FIELD) throw badRequest(PAYMENT_TEXTS.wrongField);
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > PAYMENT_TOTAL_MAX_BYTES) throw tooLarge(PAYMENT_TEXTS.totalTooLarge);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge(PAYMENT_TEXTS.fileTooLarge);
      files.push({ fileName: part.filename || `Datei ${files.length + 1}`, bytes: Buffer.concat(chunks) });
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (files.length === 0) throw badRequest(PAYMENT_TEXTS.noFile);
  return files;
}
