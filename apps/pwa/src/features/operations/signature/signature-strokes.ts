// Pure helpers of the signature pad (signature-canvas.tsx), kept apart so tests need no canvas.
import type { PointGroup } from 'signature_pad';

interface Size {
  width: number;
  height: number;
}

/**
 * Width to height of the signature pad: the canvas always has this shape (portrait and
 * landscape), so a drawing kept relative to it is drawn again at the same place and
 * proportions at any size.
 */
export const PAD_ASPECT = 2;

/** Pixels of one unit of the pad's normalised space: the width of the largest PAD_ASPECT box inside `size`. */
function unit(size: Size): number {
  return Math.min(size.width, size.height * PAD_ASPECT);
}

function scaled(strokes: PointGroup[], factor: number): PointGroup[] {
  return strokes.map((stroke) => ({ ...stroke, points: stroke.points.map((p) => ({ ...p, x: p.x * factor, y: p.y * factor })) }));
}

/** Strokes drawn on a canvas of `size` in the pad's normalised space (x from 0 to 1, y from 0 to 1 / PAD_ASPECT). */
export function normalisedStrokes(strokes: PointGroup[], size: Size): PointGroup[] {
  const pixels = unit(size);
  return pixels > 0 ? scaled(strokes, 1 / pixels) : [];
}

/**
 * Normalised strokes as pixels of a canvas of `size`. The pad keeps the normalised strokes as
 * drawn and redraws from them after every turn of the phone, never from strokes already scaled:
 * scaling the scaled ones again shrank the drawing with each turn (issue 27).
 */
export function canvasStrokes(normalised: PointGroup[], size: Size): PointGroup[] {
  return scaled(normalised, unit(size));
}

/** The bytes of a base64 data URL (the pad's PNG), without fetch (works offline, under the CSP). */
export function dataUrlBytes(dataUrl: string): ArrayBuffer {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}
