// Reads the multipart body of the report save: the `data` part (JSON text, or a JSON file
// part), one file part per new image, named `image:<uuid>` (or, as a fallback, with the
// file name `<uuid>` / `<uuid>.jpg`), and at most one `signature` part (the customer's on-site
// signature, PNG, its facts in data.signature; one without the other is refused). Each file is
// streamed to a temporary file as it arrives (image-check.ts: type by magic bytes, pixel size,
// sha256), never held whole in memory. Everything is read here, before the transaction; broken
// input answers 400 (413 when too large, each limit with its own text), never 500, and leaves
// no temporary file.
import { rmSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import {
  OPERATION_DATA_FIELD,
  OPERATION_IMAGE_FIELD_PREFIX,
  OPERATION_IMAGE_MAX_BYTES,
  OPERATION_IMAGE_MAX_FILES,
  OPERATION_SIGNATURE_FIELD,
  type OperationReportData,
  OperationReportDataSchema,
  REPORT_UPLOAD_TEXTS,
} from '@tragkraft/sync-protocol';
import { AppError, badRequest } from '../../plugins/errors';
import { containsNul, NUL_REFUSED } from '../../plugins/validation';
import type { Storage } from '../../plugins/storage-contract';
import { photoRules, signatureRules, streamImage, type PixelLimits, type StreamedImage } from './image-check';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The report data (JSON) of an upload. */
export const DATA_MAX_BYTES = 1024 * 1024;

const UPLOAD_TEXTS = {
  notMultipart: 'Erwartet wird multipart/form-data mit dem Feld data.',
  brokenMultipart: 'Die Anfrage ist kein gültiges multipart/form-data.',
  dataMissing: 'Das Feld data fehlt.',
  dataNotJson: 'Das Feld data enthält kein gültiges JSON.',
  unnamedFile: 'Jedes Bild braucht den Feldnamen image:<UUID>.',
  duplicateFile: (id: string) => `Das Bild ${id} wurde mehrfach gesendet.`,
} as const;

interface UploadedImage extends StreamedImage {
  id: string;
  /** Where the save moved the file into place (report-images.ts); unset until then. */
  storagePath?: string;
}

export interface UploadedSignature extends StreamedImage {
  /** Where the save moved the file into place (report-signature.ts); unset until then. */
  storagePath?: string;
  /** The stored signature file this save replaced: removed once the save is committed. */
  replacedPath?: string;
}

export interface ReportUpload {
  data: OperationReportData;
  files: Map<string, UploadedImage>;
  /** The signature PNG; present exactly when data.signature is. */
  signature: UploadedSignature | null;
  /** Removes the temporary files not moved into place; call when the request is done. */
  discard(): void;
}

const ajv = new Ajv({ removeAdditional: 'all', useDefaults: true, coerceTypes: false, allErrors: false });
addFormats.default(ajv);
const checkData = ajv.compile<OperationReportData>(OperationReportDataSchema);

function imageIdOf(fieldname: string, filename: string | undefined): string | null {
  if (fieldname.startsWith(OPERATION_IMAGE_FIELD_PREFIX)) {
    const id = fieldname.slice(OPERATION_IMAGE_FIELD_PREFIX.length);
    return UUID.test(id) ? id.toLowerCase() : null;
  }
  const base = (filename ?? '').replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return UUID.test(base) ? base.toLowerCase() : null;
}

/** C0 controls (line breaks, tabs), DEL, C1 controls and the Unicode line and paragraph separators. */
function hasControlCharacter(text: string): boolean {
  return [...text].some((c) => {
    const code = c.codePointAt(0)!;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  });
}

/** A signature without a signer's name (missing or blank) gets its own text, not the schema's. */
function checkSignerName(value: unknown): void {
  const signature = (value as { signature?: unknown } | null)?.signature;
  if (typeof signature !== 'object' || signature === null) return;
  const name = (signature as { signerName?: unknown }).signerName;
  if (name === undefined || (typeof name === 'string' && name.trim() === '')) throw badRequest(REPORT_UPLOAD_TEXTS.signerNameMissing);
  // The name goes into the customer's mail and the PDF as one line (issue 29): no line breaks,
  // tabs or other control characters (C0, DEL, C1), none of the Unicode line separators.
  if (typeof name === 'string' && hasControlCharacter(name.trim())) throw badRequest(REPORT_UPLOAD_TEXTS.signerNameControl);
}

function parseData(raw: unknown): OperationReportData {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest(UPLOAD_TEXTS.dataNotJson);
    }
  }
  // Multipart is read by the handler, after the NUL check of every JSON body (validation.ts).
  if (containsNul(value)) throw badRequest(NUL_REFUSED);
  checkSignerName(value);
  if (!checkData(value)) {
    const error = checkData.errors?.[0];
    throw new AppError(400, 'validation', `Ungültige Eingabe: data${error?.instancePath ?? ''} ${error?.message ?? ''}`.trim());
  }
  // Image ids are compared in lower case everywhere.
  for (const image of value.images ?? []) image.id = image.id.toLowerCase();
  if (value.signature) {
    value.signature.signerName = value.signature.signerName.trim();
    value.signature.remark = value.signature.remark?.trim() || null;
  }
  return value;
}

/** Every image file needs its entry in data.images (comment, damage). */
function checkFilesDescribed(data: OperationReportData, files: Map<string, UploadedImage>): void {
  const described = new Set((data.images ?? []).map((i) => i.id));
  for (const id of files.keys()) {
    if (!described.has(id)) throw badRequest(`Zum Bild ${id} fehlen die Angaben in data.images.`);
  }
}

/** data.signature and the signature part come together or not at all. */
function checkSignaturePaired(data: OperationReportData, signature: UploadedSignature | null): void {
  if (data.signature && !signature) throw badRequest(REPORT_UPLOAD_TEXTS.signatureFileMissing);
  if (!data.signature && signature) throw badRequest(REPORT_UPLOAD_TEXTS.signatureDataMissing);
}

const tooLarge = (text: string) => new AppError(413, 'payloadTooLarge', text);

/** Maps the errors of @fastify/multipart and busboy to our answers, each limit with its text. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return tooLarge(REPORT_UPLOAD_TEXTS.tooManyImages);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return tooLarge(REPORT_UPLOAD_TEXTS.tooManyFields);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(REPORT_UPLOAD_TEXTS.imageTooLarge);
  if (status === 413) return tooLarge(REPORT_UPLOAD_TEXTS.tooManyFields);
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return badRequest(UPLOAD_TEXTS.dataNotJson);
  return badRequest(UPLOAD_TEXTS.brokenMultipart);
}

/** The data part sent as a file: read up to its limit, never more. */
async function readDataFile(file: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of file) {
    length += chunk.length;
    if (length > DATA_MAX_BYTES) throw tooLarge(REPORT_UPLOAD_TEXTS.dataTooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readReportUpload(request: FastifyRequest, storage: Storage, limits: PixelLimits): Promise<ReportUpload> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_TEXTS.notMultipart);
  let rawData: unknown;
  const files = new Map<string, UploadedImage>();
  let signature: UploadedSignature | null = null;
  const discard = () => {
    for (const file of files.values()) rmSync(file.tempFile, { force: true });
    if (signature) rmSync(signature.tempFile, { force: true });
  };
  try {
    // One file more than the images for the signature, and one more to notice too many.
    const parts = request.parts({
      limits: { fileSize: OPERATION_IMAGE_MAX_BYTES, files: OPERATION_IMAGE_MAX_FILES + 2, fields: 10, fieldSize: DATA_MAX_BYTES, parts: OPERATION_IMAGE_MAX_FILES + 12 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== OPERATION_DATA_FIELD) continue;
        if (part.valueTruncated) throw tooLarge(REPORT_UPLOAD_TEXTS.dataTooLarge);
        rawData = part.value;
        continue;
      }
      if (part.fieldname === OPERATION_DATA_FIELD) {
        rawData = await readDataFile(part.file);
        continue;
      }
      if (part.fieldname === OPERATION_SIGNATURE_FIELD) {
        if (signature) throw badRequest(REPORT_UPLOAD_TEXTS.signatureDuplicate);
        signature = await streamImage(part.file, storage.tempPath(), signatureRules());
        continue;
      }
      const id = imageIdOf(part.fieldname, part.filename);
      if (!id) throw badRequest(UPLOAD_TEXTS.unnamedFile);
      if (files.has(id)) throw badRequest(UPLOAD_TEXTS.duplicateFile(id));
      files.set(id, { id, ...(await streamImage(part.file, storage.tempPath(), photoRules(limits))) });
    }
    if (files.size > OPERATION_IMAGE_MAX_FILES) throw tooLarge(REPORT_UPLOAD_TEXTS.tooManyImages);
    if (rawData === undefined) throw badRequest(UPLOAD_TEXTS.dataMissing);
    const data = parseData(rawData);
    checkFilesDescribed(data, files);
    checkSignaturePaired(data, signature);
    return { data, files, signature, discard };
  } catch (error) {
    discard();
    throw uploadError(error);
  }
}
