import { describe, expect, it } from 'vitest';
import config from '../vite.config';

describe('[build] the PWA build', () => {
  it('emits no source maps (they would be served publicly with the app)', () => {
    // `vite build --sourcemap` (the bundle benchmark) still makes them, into its own folder.
    expect(config.build?.sourcemap ?? false).toBe(false);
  });
});
