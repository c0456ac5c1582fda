import { useState } from 'react';
import { apiBlob } from '../../api/client';
import { withServerMessage } from '../../api/api-error';
import { notifyError } from '../../ui/notify';
import { saveFile } from '../../ui/save-file';

/**
 * File downloads with a busy key per button: the file name comes from Content-Disposition
 * (or the fallback), a failure shows the given text plus the server's message.
 */
export function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (key: string, path: string, fallbackName: string, failureText: string) => {
    setBusy(key);
    try {
      const { blob, fileName } = await apiBlob('GET', path);
      saveFile(blob, fileName ?? fallbackName);
    } catch (failure) {
      notifyError(withServerMessage(failureText, failure));
    } finally {
      setBusy(null);
    }
  };

  return { busy, download };
}
