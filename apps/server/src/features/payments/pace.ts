// A long import (10'000 payments of one file) in one transaction must not hold the event loop:
// on SQLite every query answers synchronously, so without a pause no other request would be
// served until the file is booked. pace() gives the loop a turn every PACE_MS.
import { setImmediate } from 'node:timers/promises';

const PACE_MS = 20;
let last = performance.now();

export async function pace(): Promise<void> {
  if (performance.now() - last < PACE_MS) return;
  await setImmediate();
  last = performance.now();
}
