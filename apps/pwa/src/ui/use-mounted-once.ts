import { useState } from 'react';

/**
 * True from the first render in which `wanted` is true on. A dialog whose code loads when it is
 * first opened mounts then and stays mounted, so it closes with its transition and gives the
 * focus back as a dialog that was always there does.
 */
export function useMountedOnce(wanted: boolean): boolean {
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted || wanted;
}
