// From the uploaded bytes to the plan of each camt file: ZIP archives unpacked (each file in it
// is a file of the import), each file decoded in its declared encoding, parsed and planned.
// Runs in the parsing worker (camt-worker.ts); pure apart from CPU.
import { PAYMENT_MAX_FILES, PAYMENT_TOTAL_MAX_BYTES } from '@tragkraft/sync-protocol/camt-texts';
import { planFile, type FilePlan } from './camt-entries';
import { decodeCamt } from './camt-decode';
import { CamtError, parseCamt } from './camt-parse';
import { isZip, unzipCamt, type PackedFile, type UnpackBudget } from './camt-unzip';

/** A file read: its plan, or why it is refused as a whole (nothing is booked from it). */
export type ReadFile = { fileName: string; plan: FilePlan; error?: undefined } | { fileName: string; plan?: undefined; error: string };

function readOne(file: PackedFile): ReadFile {
  try {
    return { fileName: file.fileName, plan: planFile(parseCamt(decodeCamt(file.bytes, file.fileName), file.fileName)) };
  } catch (error) {
    if (error instanceof CamtError) return { fileName: file.fileName, error: error.message };
    throw error;
  }
}

export function readCamtFiles(files: PackedFile[]): ReadFile[] {
  // Plain files and the files unpacked from archives share the limits of one upload.
  const budget: UnpackBudget = { files: PAYMENT_MAX_FILES - files.filter((f) => !isZip(f.bytes)).length, bytes: PAYMENT_TOTAL_MAX_BYTES - files.filter((f) => !isZip(f.bytes)).reduce((sum, f) => sum + f.bytes.length, 0) };
  return files.flatMap((file): ReadFile[] => {
    if (!isZip(file.bytes)) return [readOne(file)];
    try {
      return unzipCamt(file.bytes, file.fileName, budget).map(readOne);
    } catch (error) {
      if (error instanceof CamtError) return [{ fileName: file.fileName, error: error.message }];
      throw error;
    }
  });
}
