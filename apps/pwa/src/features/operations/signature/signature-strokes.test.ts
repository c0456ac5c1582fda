import { describe, expect, it } from 'vitest';
import type { PointGroup } from 'signature_pad';
import { canvasStrokes, dataUrlBytes, normalisedStrokes, PAD_ASPECT } from './signature-strokes';

const stroke = (points: [number, number][]): PointGroup => ({
  dotSize: 0,
  minWidth: 1.5,
  maxWidth: 4.5,
  penColor: '#000000',
  velocityFilterWeight: 0.7,
  compositeOperation: 'source-over',
  points: points.map(([x, y], i) => ({ x, y, pressure: 0.5, time: i })),
});
const xy = (strokes: PointGroup[]) => strokes.flatMap((s) => s.points.map((p) => [p.x, p.y]));

describe('signature pad on a turned phone', () => {
  const portrait = { width: 328, height: 328 / PAD_ASPECT };
  const landscape = { width: 560, height: 560 / PAD_ASPECT };

  it('keeps the drawing exactly as drawn through any number of turns', () => {
    const drawn = [stroke([[0, 0], [164, 82], [328, 164]]), stroke([[30, 120], [300, 10]])];
    const kept = normalisedStrokes(drawn, portrait);
    // portrait -> landscape -> portrait -> landscape -> portrait, each time from the kept strokes.
    let shown = drawn;
    for (const size of [landscape, portrait, landscape, portrait]) shown = canvasStrokes(kept, size);
    for (const [i, [x, y]] of xy(shown).entries()) {
      expect(x).toBeCloseTo(xy(drawn)[i]![0]!, 9);
      expect(y).toBeCloseTo(xy(drawn)[i]![1]!, 9);
    }
    // In landscape the same drawing fills the larger pad in the same proportions.
    expect(xy(canvasStrokes(kept, landscape))[2]).toEqual([560, 280]);
    expect(canvasStrokes(kept, landscape)[0]!.penColor).toBe('#000000');
  });

  it('uses the largest box of the pad shape inside a canvas of another shape', () => {
    const kept = normalisedStrokes([stroke([[328, 164]])], portrait);
    expect(xy(canvasStrokes(kept, { width: 800, height: 200 }))).toEqual([[400, 200]]);
  });

  it('keeps nothing from a canvas without a size', () => {
    expect(normalisedStrokes([stroke([[5, 5]])], { width: 0, height: 0 })).toEqual([]);
  });

  it('turns the PNG data URL into its bytes', () => {
    expect([...new Uint8Array(dataUrlBytes('data:image/png;base64,iVBORw0KGgo='))]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
