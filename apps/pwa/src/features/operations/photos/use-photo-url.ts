import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { fieldDb } from '../../../offline/field-db';

/** A photo from the phone's store as an object URL (released when it changes or unmounts). */
export function usePhotoUrl(id: string): string | null {
  const photo = useLiveQuery(() => fieldDb.photos.get(id), [id]);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(new Blob([photo.bytes], { type: photo.mimeType }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [photo]);
  return url;
}
