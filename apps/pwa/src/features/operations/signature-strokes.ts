// Pure helpers of the signature pad (signature-canvas.tsx), kept apart so tests need no canvas.
import type { PointGroup } from 'signature_pad';

interface Size {
  width: number;
  height: number;
}

/**
 * The strokes of a canvas of size `before`, drawn again on one of size `after` (the phone was
 * turned): scaled by one factor for both axes, the smaller one, so the drawing keeps its shape
 * and stays inside the canvas.
 */
export function fittedStrokes(strokes: PointGroup[], before: Size, after: Size): PointGroup[] {
  if (before.width <= 0 || before.height <= 0) return strokes;
  const factor = Math.min(after.width / before.width, after.height / before.height);
  return strokes.map((stroke) => ({ ...stroke, points: stroke.points.map((p) => ({ ...p, x: p.x * factor, y: p.y * factor })) }));
}

/** The bytes of a base64 data URL (the pad's PNG), without fetch (works offline, under the CSP). */
export function dataUrlBytes(dataUrl: string): ArrayBuffer {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}
