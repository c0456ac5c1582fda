import { notifyError } from '../../ui/notify';
import { saveFile } from '../../ui/save-file';
import { downloadOfferDocument } from './offers-api';

const DOWNLOAD_FAILED = 'Fehler: Konnte die Datei nicht herunterladen.';

/** Saves the offer as PDF or Word; a failure shows the spec's download text. */
export async function downloadOffer(calcId: number, format: 'pdf' | 'docx'): Promise<void> {
  try {
    const { blob, fileName } = await downloadOfferDocument(calcId, format);
    saveFile(blob, fileName ?? `Offerte ${calcId}.${format}`);
  } catch {
    notifyError(DOWNLOAD_FAILED);
  }
}
