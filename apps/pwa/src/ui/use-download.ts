import { useState } from 'react';
import { withServerMessage } from '../api/api-error';
import { notifyError } from './notify';
import { saveFile } from './save-file';

/**
 * File downloads with a busy key per button: `fetchFile` is a feature api's `callFile`, the
 * file name comes from Content-Disposition (or the fallback), a failure shows the given text
 * plus the server's message.
 */
export function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (key: string, fetchFile: () => Promise<{ blob: Blob; fileName: string | null }>, fallbackName: string, failureText: string) => {
    setBusy(key);
    try {
      const { blob, fileName } = await fetchFile();
      saveFile(blob, fileName ?? fallbackName);
    } catch (failure) {
      notifyError(withServerMessage(failureText, failure));
    } finally {
      setBusy(null);
    }
  };

  return { busy, download };
}
