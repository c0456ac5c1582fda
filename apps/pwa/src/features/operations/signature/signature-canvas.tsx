import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad, { type PointGroup } from 'signature_pad';
import { OPERATION_SIGNATURE_MAX_HEIGHT, OPERATION_SIGNATURE_MAX_WIDTH } from '@tragkraft/sync-protocol';
import { canvasStrokes, dataUrlBytes, normalisedStrokes, PAD_ASPECT } from './signature-strokes';

/** What the pad dialog asks of the drawing surface. */
export interface SignatureCanvasHandle {
  isEmpty: () => boolean;
  clear: () => void;
  /** The drawing as PNG bytes (white background, black pen). */
  toPng: () => ArrayBuffer;
}

interface Props {
  ref: Ref<SignatureCanvasHandle>;
  /** Called on the first stroke after a clear (the dialog then hides its "empty" hint). */
  onDraw: () => void;
  label: string;
}

// Thick black pen on white: readable in the sun, and the PNG needs no transparency.
const PEN = { penColor: '#000000', backgroundColor: '#ffffff', minWidth: 1.5, maxWidth: 4.5 } as const;

/**
 * The signature pad (signature_pad) on a canvas of a fixed shape (PAD_ASPECT) as large as its
 * box allows. The strokes are kept as drawn, relative to the pad's size; when the box changes
 * size (the phone is turned), the canvas is sized again for the screen's pixel ratio and the
 * strokes are drawn again from the kept ones: any number of turns leaves the drawing as drawn.
 */
export function SignatureCanvas({ ref, onDraw, label }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const size = useRef({ width: 0, height: 0 });
  /** The strokes as drawn, in the pad's normalised space (signature-strokes.ts). */
  const kept = useRef<PointGroup[]>([]);
  const drawn = useRef(onDraw);
  useEffect(() => {
    drawn.current = onDraw;
  }, [onDraw]);

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePad(canvas, PEN);
    padRef.current = pad;
    pad.addEventListener('beginStroke', () => drawn.current());
    // Only the new stroke is added to the kept ones: the others stay as first drawn.
    pad.addEventListener('endStroke', () => {
      const last = pad.toData().at(-1);
      if (last) kept.current = [...kept.current, ...normalisedStrokes([last], size.current)];
    });
    const fit = () => {
      const { width, height } = canvas.getBoundingClientRect();
      if (width === 0 || height === 0 || (width === size.current.width && height === size.current.height)) return;
      // The screen's pixel ratio, but never more pixels than the server takes (2'000 × 1'000).
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), OPERATION_SIGNATURE_MAX_WIDTH / width, OPERATION_SIGNATURE_MAX_HEIGHT / height);
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext('2d')!.scale(ratio, ratio);
      size.current = { width, height };
      if (kept.current.length > 0) pad.fromData(canvasStrokes(kept.current, size.current));
      else pad.clear();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    clear: () => {
      kept.current = [];
      padRef.current?.clear();
    },
    toPng: () => dataUrlBytes(padRef.current!.toDataURL('image/png')),
  }));

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-testid="signature-canvas"
      style={{ display: 'block', width: '100%', aspectRatio: PAD_ASPECT, touchAction: 'none', background: '#ffffff', border: '2px solid #212529', borderRadius: 8, cursor: 'crosshair' }}
    />
  );
}
