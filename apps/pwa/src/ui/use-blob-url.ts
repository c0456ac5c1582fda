import { useEffect, useState } from 'react';

/**
 * A file of the API (an operation photo, a signature) as an object URL: <img src> cannot send
 * the bearer token, so the file is fetched through the API client and shown from memory. It
 * is fetched again only when `key` changes; the URL is released on unmount.
 */
export function useBlobUrl(load: () => Promise<{ blob: Blob }>, key: string): { url: string | null; failed: boolean } {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let created: string | null = null;
    load()
      .then(({ blob }) => {
        if (!live) return;
        created = URL.createObjectURL(blob);
        setUrl(created);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
    // `load` is a new function on every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { url, failed };
}
