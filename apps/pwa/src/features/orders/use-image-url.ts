import { useBlobUrl } from '../../ui/use-blob-url';
import { loadOperationImage } from './orders-api';

/** An operation image as an object URL (fetched with the sign-in, see useBlobUrl). */
export function useImageUrl(imageId: string): { url: string | null; failed: boolean } {
  return useBlobUrl(() => loadOperationImage(imageId), imageId);
}
