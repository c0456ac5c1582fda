import { useEffect, useState } from 'react';
import { loadOperationImage } from './orders-api';

/**
 * An operation image as an object URL: <img src> cannot send the bearer token, so the image
 * is fetched through the API client and shown from memory. The URL is released on unmount.
 */
export function useImageUrl(imageId: string): { url: string | null; failed: boolean } {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let created: string | null = null;
    loadOperationImage(imageId)
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
  }, [imageId]);
  return { url, failed };
}
