// The slices of the revenue-share chart: the biggest clients, the rest as one 'Übrige' slice,
// so a long tail of small clients does not turn the chart into noise.
import type { Rappen } from '@tragkraft/domain';

const SLICE_COLOURS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.7', 'indigo.6'] as const;
const REST_COLOUR = 'gray.5';
const REST_LABEL = 'Übrige';

export interface ShareSlice {
  name: string;
  /** Francs (the chart's unit). */
  value: number;
  color: string;
}

export function shareSlices(clients: { clientName: string; revenue: Rappen }[], max: number = SLICE_COLOURS.length): ShareSlice[] {
  const positive = clients.filter((c) => c.revenue > 0).sort((a, b) => b.revenue - a.revenue);
  const shown = positive.length > max ? positive.slice(0, max - 1) : positive;
  const slices: ShareSlice[] = shown.map((c, i) => ({ name: c.clientName, value: c.revenue / 100, color: SLICE_COLOURS[i % SLICE_COLOURS.length]! }));
  const rest = positive.slice(shown.length).reduce((sum, c) => sum + c.revenue, 0);
  if (rest > 0) slices.push({ name: REST_LABEL, value: rest / 100, color: REST_COLOUR });
  return slices;
}
