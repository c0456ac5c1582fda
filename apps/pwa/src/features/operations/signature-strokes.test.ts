import { describe, expect, it } from 'vitest';
import type { PointGroup } from 'signature_pad';
import { dataUrlBytes, fittedStrokes } from './signature-strokes';

const stroke = (points: [number, number][]): PointGroup => ({
  dotSize: 0,
  minWidth: 1.5,
  maxWidth: 4.5,
  penColor: '#000000',
  velocityFilterWeight: 0.7,
  compositeOperation: 'source-over',
  points: points.map(([x, y], i) => ({ x, y, pressure: 0.5, time: i })),
});

describe('signature pad on a turned phone', () => {
  it('scales the strokes by the smaller factor, so the drawing keeps its shape and fits', () => {
    const portrait = { width: 350, height: 300 };
    const landscape = { width: 800, height: 150 };
    const [moved] = fittedStrokes([stroke([[0, 0], [350, 300]])], portrait, landscape);
    expect(moved!.points.map((p) => [p.x, p.y])).toEqual([[0, 0], [175, 150]]);
    expect(moved!.penColor).toBe('#000000');
    expect(fittedStrokes([stroke([[10, 20]])], landscape, { width: 1600, height: 300 })[0]!.points[0]).toMatchObject({ x: 20, y: 40 });
  });

  it('leaves the strokes alone before the canvas had a size', () => {
    const strokes = [stroke([[5, 5]])];
    expect(fittedStrokes(strokes, { width: 0, height: 0 }, { width: 300, height: 200 })).toBe(strokes);
  });

  it('turns the PNG data URL into its bytes', () => {
    expect([...new Uint8Array(dataUrlBytes('data:image/png;base64,iVBORw0KGgo='))]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
